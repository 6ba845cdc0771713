/**
 * `npm run bench:busy`: a busy shop (issue #34, item 3). The compiled server on PGlite and on PostgreSQL (as
 * bench:api starts it); a pre-rendered page (`/home`, from the built `public/` when there is one) is fetched every
 * 20 ms by a prober in its own process, first on an idle server, then while SHOPPERS shoppers each add a rental to
 * the cart and place the order, back to back, for DURATION seconds. Reports the page's p99 busy ÷ idle (same run,
 * target ≤ 3) and placing an order's p50/p99 (targets: ≤ 300 ms on PostgreSQL, ≤ 600 ms on PGlite).
 *   SHOPPERS=20  DURATION=30  IDLE=10 (seconds)  ENGINES="pglite postgres"
 *   BUSY_PROFILE=1: the server also reports its busy window (event-loop delay, pool waits, each statement's time).
 * Saves bench/results/busy-<timestamp>.json.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../lib/build-stamp';
import { catalogue, day, JSON_HEADERS, shopper, startBenchServer, type RentableCard } from './lib/api-server';
import { BOOKING_HORIZON_DAYS } from '../../core/rules/availability';

const SHOPPERS = Number(process.env.SHOPPERS ?? 20);
const DURATION = Number(process.env.DURATION ?? 30);
const IDLE = Number(process.env.IDLE ?? 10);
const PROFILE = process.env.BUSY_PROFILE === '1';
const engines = (process.env.ENGINES ?? 'pglite postgres').split(/\s+/).filter(Boolean);
const PROBE = path.join(repoRoot, '__tests__', 'security', 'support', 'page-probe.mjs');
const run = promisify(execFile);
/** execFile in a session of its own (spawn's `detached`, which execFile passes on though its types leave it out). */
const runApart = (file: string, args: string[], options: { maxBuffer: number }) => run(file, args, { ...options, detached: true } as Parameters<typeof run>[2]);
/** Two-day rentals from day 2, 6 days apart (each occupies 5 days), all inside the bookable horizon. */
const FIRST_DAY = 2;
const SLOT_DAYS = 6;
const SLOTS = Math.floor((BOOKING_HORIZON_DAYS - 1 - FIRST_DAY) / SLOT_DAYS) + 1;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/** A public/ folder to serve: the built site when there is one, else one page of the built home's weight. */
function siteDir(): string {
  const built = path.join(repoRoot, 'public');
  if (fs.existsSync(path.join(built, 'home', 'index.html'))) return built;
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-site-'));
  fs.mkdirSync(path.join(site, 'home'));
  fs.writeFileSync(path.join(site, 'home', 'index.html'), `<!doctype html><html lang="vi"><title>Thuê đồ</title><p>${'Áo dài '.repeat(12000)}</p></html>`);
  return site;
}

/**
 * /home every 20 ms from a process in a session of its own, as a shopper's phone is another machine: in this
 * process's session (Linux's autogroup shares the CPU per session) the probe waited for the 20 shoppers' own loop.
 */
async function probe(origin: string, seconds: number): Promise<number[]> {
  const { stdout } = await runApart(process.execPath, [PROBE, `${origin}/home`, String(seconds * 1000), '20'], { maxBuffer: 16 << 20 });
  const { latencies, failures } = JSON.parse(String(stdout)) as { latencies: number[]; failures: number[] };
  if (failures.length > 0) throw new Error(`/home answered ${failures.join(', ')}`);
  return latencies;
}

interface Timings {
  add: number[];
  order: number[];
  refused: Map<number, number>;
}

/** One shopper: add a rental (its own design × dates slot) and order it, until `until`. */
async function shop(origin: string, cookie: string, rentable: RentableCard[], slot: () => number, until: number, timings: Timings): Promise<void> {
  while (Date.now() < until) {
    const n = slot();
    const card = rentable[n % rentable.length]!;
    const from = FIRST_DAY + (Math.floor(n / rentable.length) % SLOTS) * SLOT_DAYS;
    let started = performance.now();
    const added = await fetch(`${origin}/v1/cart`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify({ productId: card.id, sizeId: card.sizeId, mode: 'rent', quantities: 1, dateFrom: day(from), dateTo: day(from + 1) }),
    });
    const line = (await added.json()) as { item?: { id: number } };
    timings.add.push(performance.now() - started);
    if (added.status !== 201 || !line.item) {
      timings.refused.set(added.status, (timings.refused.get(added.status) ?? 0) + 1);
      continue;
    }
    started = performance.now();
    const placed = await fetch(`${origin}/v1/order`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify({ cartItemIds: [line.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' }),
    });
    await placed.arrayBuffer();
    if (placed.status === 201) timings.order.push(performance.now() - started);
    else timings.refused.set(placed.status, (timings.refused.get(placed.status) ?? 0) + 1);
  }
}

async function waitForFile(file: string): Promise<void> {
  for (let i = 0; i < 100 && !fs.existsSync(file); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The server's own view of the busy window (BUSY_PROFILE=1, lib/busy-profile.cjs): event loop, pool waits, statements. */
function printProfile(file: string): void {
  const { eventLoopDelay, eventLoopUtilization, rows } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    eventLoopDelay: Record<string, number>;
    eventLoopUtilization: number;
    rows: Array<{ what: string; n: number; p50: number; p99: number; totalMs: number }>;
  };
  console.log(`server event loop: utilization ${Math.round(eventLoopUtilization * 100)} %, delay p50 ${round(eventLoopDelay.p50!)} · p99 ${round(eventLoopDelay.p99!)} · max ${round(eventLoopDelay.max!)} ms`);
  console.table(rows.slice(0, 25));
}

async function benchEngine(engine: string) {
  const profileFile = path.join(os.tmpdir(), `busy-profile-${engine}-${Date.now()}.json`);
  const profile: Record<string, string> = PROFILE ? { NODE_OPTIONS: `--require ${path.join(repoRoot, 'scripts', 'bench', 'lib', 'busy-profile.cjs')}`, BUSY_PROFILE_OUT: profileFile } : {};
  const server = await startBenchServer(engine, { PUBLIC_DIR: siteDir(), ...profile });
  if (!server) return null;
  const { origin } = server;
  try {
    const { rentable } = await catalogue(origin);
    const cookies = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(origin, `busy${i}`)));
    // Warm-up (not recorded): JIT and caches, a few orders through the same path.
    const warm: Timings = { add: [], order: [], refused: new Map() };
    let next = 0;
    const slot = () => next++;
    await shop(origin, cookies[0]!, rentable, slot, Date.now() + 3000, warm);
    await probe(origin, 2);

    const idle = await probe(origin, IDLE);
    const timings: Timings = { add: [], order: [], refused: new Map() };
    if (PROFILE) server.child.kill('SIGUSR2');
    const until = Date.now() + DURATION * 1000;
    const [busy] = await Promise.all([probe(origin, DURATION), ...cookies.map((cookie) => shop(origin, cookie, rentable, slot, until, timings))]);
    if (PROFILE) {
      server.child.kill('SIGUSR2');
      await waitForFile(profileFile);
    }
    const result = {
      engine,
      shoppers: SHOPPERS,
      seconds: DURATION,
      page: { idleP50: round(percentile(idle, 0.5)), idleP99: round(percentile(idle, 0.99)), busyP50: round(percentile(busy, 0.5)), busyP99: round(percentile(busy, 0.99)), busyMax: round(Math.max(...busy)) },
      pageRatio: Math.round((percentile(busy, 0.99) / percentile(idle, 0.99)) * 100) / 100,
      orders: { count: timings.order.length, perSecond: round(timings.order.length / DURATION), p50: round(percentile(timings.order, 0.5)), p99: round(percentile(timings.order, 0.99)) },
      addToCart: { p50: round(percentile(timings.add, 0.5)), p99: round(percentile(timings.add, 0.99)) },
      refused: Object.fromEntries(timings.refused),
    };
    const target = engine === 'postgres' ? 300 : 600;
    console.log(`\n${engine}, ${SHOPPERS} shoppers ordering for ${DURATION} s:`);
    console.table({
      '/home idle': { 'p50 ms': result.page.idleP50, 'p99 ms': result.page.idleP99 },
      '/home busy': { 'p50 ms': result.page.busyP50, 'p99 ms': result.page.busyP99 },
      'add to cart': { 'p50 ms': result.addToCart.p50, 'p99 ms': result.addToCart.p99 },
      'place order': { 'p50 ms': result.orders.p50, 'p99 ms': result.orders.p99 },
    });
    if (PROFILE) printProfile(profileFile);
    console.log(`/home p99 busy ÷ idle = ${result.pageRatio} (target ≤ 3); orders: ${result.orders.count} (${result.orders.perSecond}/s), p99 ${result.orders.p99} ms (target ≤ ${target} ms); refused: ${JSON.stringify(result.refused)}`);
    return result;
  } finally {
    await server.stop();
  }
}

async function main() {
  const results = [];
  for (const engine of engines) {
    const result = await benchEngine(engine);
    if (result) results.push(result);
  }
  const dir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const report = JSON.stringify({ measuredAt: new Date().toISOString(), machine: { cpus: os.cpus().length, load: os.loadavg() }, results }, null, 2);
  const file = path.join(dir, `busy-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, report);
  fs.writeFileSync(path.join(dir, 'busy-latest.json'), report);
  console.log(`saved ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
