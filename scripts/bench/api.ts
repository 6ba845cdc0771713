/**
 * `npm run bench:api`: starts the compiled server (`dist/server.js`, as `npm run serve` does) on a freshly seeded
 * catalogue, on PGlite and — when BENCH_DATABASE_URL (default: the local `storefront` role) answers — on a
 * throwaway PostgreSQL database, and drives each route with autocannon. The ceiling is `GET /v1/bench/bare`
 * (a fixed JSON body) on the same server in the same run. Saves bench/results/api-<timestamp>.json.
 *   CONNECTIONS=50  DURATION=10 (seconds per route)  SEED_PRODUCTS=180 (try 10000, 100000)  ENGINES="pglite postgres"
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../lib/build-stamp';
import { call, catalogue, day, JSON_HEADERS as H, shopper, startBenchServer } from './lib/api-server';

const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);
const engines = (process.env.ENGINES ?? 'pglite postgres').split(/\s+/).filter(Boolean);

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
}

function run(name: string, opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    // A fixed `amount` of requests replaces the duration.
    autocannon({ connections, ...(opts.amount ? {} : { duration }), ...opts }, (error, result) => {
      if (error) return reject(error);
      resolve({
        name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        requests: result.requests.total,
      });
    });
  });
}

const SEARCH_TERMS = ['áo dài', 'váy cưới', 'vest', 'đầm dạ hội', 'túi xách', 'giày cao gót', 'khăn', 'nhẫn', 'vòng cổ', 'đỏ', 'trắng', 'lụa', 'nhung', 'ren', 'cổ điển', 'hiện đại', 'trẻ em', 'bé gái', 'bé trai', 'áo tấc', 'cưới hỏi', 'dạ tiệc', 'tốt nghiệp', 'xanh', 'hồng', 'đen', 'vàng', 'tím', 'voan', 'gấm', 'satin', 'kim sa', 'ngọc trai', 'cài tóc', 'mấn', 'khăn vấn', 'đầm', 'áo', 'giày', 'túi'];

function searchUrls(): string[] {
  return SEARCH_TERMS.flatMap((term) => [1, 2].map((page) => `/v1/product/search?q=${encodeURIComponent(term)}&pagination.limit=30&pagination.page=${page}`));
}

function listingUrls(categories: readonly string[], pages: readonly number[] = [1, 5]): string[] {
  const variants = ['&filter=rent&sort=price_asc', '&sort=top_seller', '&colour=%C4%90%E1%BB%8F', '&filter=sale&sort=newest'];
  return categories.flatMap((link) =>
    variants.flatMap((variant) => pages.map((page) => `/v1/product/list?kind=cat&link=${link}${variant}&pagination.limit=30&pagination.page=${page}`)),
  );
}

async function benchEngine(engine: string): Promise<Result[] | null> {
  const server = await startBenchServer(engine);
  if (!server) return null;
  const { origin } = server;
  try {
    const { cards, rentable } = await catalogue(origin);
    const category = cards[0]!.categoryLink;
    const product = cards[0]!.link;

    const categories = [...new Set(cards.map((card) => card.categoryLink))];
    const cartShopper = await shopper(origin, 'cart');
    const adders = await Promise.all(Array.from({ length: 10 }, (_, i) => shopper(origin, `add${i}`)));
    for (const card of rentable.slice(0, 10)) {
      await call(origin, 'POST', '/v1/cart', { productId: card.id, sizeId: card.sizeId, mode: 'rent', quantities: 1, dateFrom: day(30), dateTo: day(32) }, cartShopper);
    }

    // Orders: one cart line per order, each on its own product and dates, so every order can succeed.
    const orderShopper = await shopper(origin, 'order');
    const lines: number[] = [];
    for (let i = 0; i < Math.min(300, rentable.length * 10); i += 1) {
      const card = rentable[i % rentable.length]!;
      const offset = 2 + Math.floor(i / rentable.length) * 6;
      const { body } = await call<{ item: { id: number } }>(origin, 'POST', '/v1/cart', { productId: card.id, sizeId: card.sizeId, mode: 'rent', quantities: 1, dateFrom: day(offset), dateTo: day(offset + 1) }, orderShopper);
      lines.push(body.item.id);
    }

    const results: Result[] = [];
    const get = (name: string, url: string, headers: Record<string, string> = {}) => run(name, { url: `${origin}${url}`, headers });
    // Many distinct URLs in turn: each misses the read cache on its first request and after every TTL.
    const rotate = (name: string, urls: string[]) => {
      let i = 0;
      return run(name, { url: origin, requests: [{ setupRequest: (request) => ({ ...request, path: urls[i++ % urls.length]! }) }] });
    };
    // Warm-up (not recorded): the first seconds of a fresh process run before the JIT has compiled the hot paths.
    await run('warm-up', { url: `${origin}/v1/bench/bare`, duration: 3 });
    results.push(await get('bare route (fixed JSON)', '/v1/bench/bare'));
    results.push(await get('home: menu', '/v1/menu'));
    results.push(await get('home: banners', '/v1/banner/list?pagination.limit=1000&pagination.page=1&filter=RUNNING_BANNER'));
    results.push(await get('home: collection', '/v1/collection/consumer?type=trending&pagination.limit=12&pagination.page=1'));
    results.push(await get('listing page 1 (filter rent, price_asc)', `/v1/product/list?kind=cat&link=${category}&filter=rent&sort=price_asc&pagination.limit=30&pagination.page=1`));
    results.push(await get('listing page 5 (newest)', '/v1/product/list?kind=prod&sort=newest&pagination.limit=30&pagination.page=5'));
    results.push(await get('product detail', `/v1/product/detail/${product}`));
    results.push(await get('search "ao dai"', '/v1/product/search?q=ao%20dai&pagination.limit=30'));
    results.push(await rotate('listing, mixed (categories × pages × filters)', listingUrls(categories)));
    results.push(await rotate('search, mixed (40 queries × 2 pages)', searchUrls()));
    // The ceiling again after the reads: the two bare runs' mean is what every route is compared with.
    results.push(await get('bare route (again)', '/v1/bench/bare'));
    results.push(await get('cart list (logged in)', '/v1/cart/cart-item/list', { cookie: cartShopper }));

    // Each request a new line (shopper × product × dates), so no merge runs past the stock.
    let next = 0;
    const addBody = () => {
      const n = next++;
      const card = rentable[n % rentable.length]!;
      const from = 40 + (Math.floor(n / rentable.length) % 20) * 6;
      return { cookie: adders[Math.floor(n / (rentable.length * 20)) % adders.length]!, body: JSON.stringify({ productId: card.id, sizeId: card.sizeId, mode: 'rent', quantities: 1, dateFrom: day(from), dateTo: day(from + 2) }) };
    };
    results.push(
      await run('add to cart', {
        url: `${origin}/v1/cart`,
        method: 'POST',
        headers: H,
        requests: [
          {
            setupRequest: (request) => {
              const { cookie, body } = addBody();
              return { ...request, body, headers: { ...H, cookie } };
            },
          },
        ],
      }),
    );

    let line = 0;
    results.push(
      await run('place order (1 rental line)', {
        url: `${origin}/v1/order`,
        method: 'POST',
        headers: { ...H, cookie: orderShopper },
        amount: lines.length,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ cartItemIds: [lines[line++ % lines.length]], deliveryMethod: 'pickup', paymentMethod: 'cash' }),
            }),
          },
        ],
      }),
    );
    // Dates first, side by side with the same listings undated, after the orders above have booked their days.
    const dated = `&dateFrom=${day(3)}&dateTo=${day(4)}`;
    results.push(await get('listing page 1 (newest), all designs', '/v1/product/list?kind=prod&sort=newest&pagination.limit=30&pagination.page=1'));
    results.push(await get('listing page 1 (newest), free for the dates', `/v1/product/list?kind=prod&sort=newest&pagination.limit=30&pagination.page=1${dated}`));
    // Pages no run above asked for: both sides start with cold totals and facets.
    results.push(await rotate('listing, mixed, all designs', listingUrls(categories, [2, 3])));
    results.push(await rotate('listing, mixed, free for the dates', listingUrls(categories, [2, 3]).map((url) => `${url}${dated}`)));
    return results;
  } finally {
    await server.stop();
  }
}

async function main() {
  const all: Record<string, Result[]> = {};
  for (const engine of engines) {
    const results = await benchEngine(engine);
    if (!results) continue;
    all[engine] = results;
    const bareRuns = results.filter((r) => r.name.startsWith('bare route'));
    const bare = bareRuns.reduce((sum, r) => sum + r.rps, 0) / bareRuns.length;
    console.log(`\n${engine}: ${connections} connections, ${duration} s per route (place order: one request per prepared cart line); ceiling = mean of the bare runs, ${Math.round(bare)} req/s`);
    console.table(
      results.map((r) => ({ route: r.name, 'req/s': r.rps, 'of bare': `${Math.round((r.rps / bare) * 100)} %`, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx, errors: r.errors })),
    );
    for (const pair of ['listing page 1 (newest)', 'listing, mixed']) {
      const all = results.find((r) => r.name === `${pair}, all designs`);
      const dated = results.find((r) => r.name === `${pair}, free for the dates`);
      if (all && dated) console.log(`${pair}: p99 free for the dates ${dated.p99} ms ÷ all designs ${all.p99} ms = ${(dated.p99 / Math.max(1, all.p99)).toFixed(2)} (issue #31: ≤ 2)`);
    }
  }
  const dir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const report = JSON.stringify({ measuredAt: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) }, products: Number(process.env.SEED_PRODUCTS ?? 180), connections, duration, results: all }, null, 2);
  const file = path.join(dir, `api-${process.env.SEED_PRODUCTS ?? 180}p-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, report);
  fs.writeFileSync(path.join(dir, `api-latest-${process.env.SEED_PRODUCTS ?? 180}p.json`), report);
  console.log(`saved ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
