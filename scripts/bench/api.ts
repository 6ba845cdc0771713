/**
 * `npm run bench:api`: starts the compiled server (`dist/server.js`, as `npm run serve` does) on a freshly seeded
 * catalogue, on PGlite and — when BENCH_DATABASE_URL (default: the local `storefront` role) answers — on a
 * throwaway PostgreSQL database, and drives each route with autocannon. The ceiling is `GET /v1/bench/bare`
 * (a fixed JSON body) on the same server in the same run. Saves bench/results/api-<timestamp>.json.
 *   CONNECTIONS=50  DURATION=10 (seconds per route)  SEED_PRODUCTS=180 (try 10000, 100000)  ENGINES="pglite postgres"
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { repoRoot } from '../lib/build-stamp';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../../server/db/throwaway-database';

const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://storefront:storefront@127.0.0.1:5432/postgres';
const engines = (process.env.ENGINES ?? 'pglite postgres').split(/\s+/).filter(Boolean);
const H = { 'content-type': 'application/json', 'x-user-type': 'consumer' };
const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
}

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = 8200 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BENCH_BARE_ROUTE: '1', ORDER_SWEEP_INTERVAL_SECONDS: '0', WRITES_PER_IP_PER_MINUTE: 'off', CATALOG_READS_PER_IP_PER_MINUTE: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function call<T>(origin: string, method: string, url: string, body?: unknown, cookie?: string): Promise<{ body: T; cookie?: string }> {
  const response = await fetch(`${origin}${url}`, { method, headers: { ...H, ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  // Every cookie the server sets (the session and the device id), as one Cookie header.
  const setCookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return { body: (await response.json()) as T, cookie: setCookies.length > 0 ? setCookies.join('; ') : cookie };
}

async function shopper(origin: string, n: string): Promise<string> {
  const { cookie } = await call(origin, 'POST', '/v1/user/consumer/register', { fullName: 'Người Đo Tải', email: `bench.${n}.${Date.now()}@example.vn`, password: 'Do-tai@2026-thue-do' });
  if (!cookie) throw new Error('no session cookie');
  return cookie;
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

function listingUrls(categories: readonly string[]): string[] {
  const variants = ['&filter=rent&sort=price_asc', '&sort=top_seller', '&colour=%C4%90%E1%BB%8F', '&filter=sale&sort=newest'];
  return categories.flatMap((link) =>
    variants.flatMap((variant) => [1, 5].map((page) => `/v1/product/list?kind=cat&link=${link}${variant}&pagination.limit=30&pagination.page=${page}`)),
  );
}

interface Card {
  id: number;
  link: string;
  type: string;
  stock: number;
  categoryLink: string;
}

async function benchEngine(engine: string): Promise<Result[] | null> {
  const env: Record<string, string> = { PUBLIC_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-public-')) };
  let dropDatabase: (() => Promise<void>) | null = null;
  if (engine === 'postgres') {
    const adminClient = new Client({ connectionString: pgAdminUrl });
    try {
      await adminClient.connect();
    } catch {
      console.log(`PostgreSQL not reachable at ${pgAdminUrl}: skipped`);
      return null;
    }
    await adminClient.end();
    const name = `storefront_bench_${Date.now()}`;
    env.DATABASE_URL = await createThrowawayDatabase(pgAdminUrl, name);
    env.SEED_DEMO = 'on';
    dropDatabase = () => dropThrowawayDatabase(pgAdminUrl, name);
  } else {
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  }

  console.log(`\n${engine}: starting the server and seeding…`);
  const { origin, child } = await startServer(env);
  try {
    const cards: Card[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await call<{ items: Card[]; pagination: { total: number } }>(origin, 'GET', `/v1/product/list?kind=prod&pagination.limit=100&pagination.page=${page}`);
      cards.push(...body.items);
      if (cards.length >= body.pagination.total || body.items.length === 0 || page >= 20) break;
    }
    // Cart lines name a size: each rentable design's first size with a unit (from its detail).
    const rentable: Array<Card & { sizeId: number }> = [];
    for (const card of cards.filter((c) => c.type !== 'PRODUCT_TYPE_SALABLE' && c.stock > 0).slice(0, 100)) {
      const { body } = await call<{ sizes: Array<{ id: number; units: number }> }>(origin, 'GET', `/v1/product/detail/${card.link}`);
      const size = body.sizes.find((candidate) => candidate.units > 0);
      if (size) rentable.push({ ...card, sizeId: size.id });
    }
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
    results.push(await rotate('listing, mixed, all designs', listingUrls(categories)));
    results.push(await rotate('listing, mixed, free for the dates', listingUrls(categories).map((url) => `${url}${dated}`)));
    return results;
  } finally {
    await stop(child);
    await dropDatabase?.();
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
