/**
 * A clean stop under load: `npm start` on the real database, 20 shoppers searching (read cache off) and placing
 * orders on kept-alive connections, both cores contended by a busy process; then SIGTERM to the npm process (what
 * a process manager sends) or SIGINT to the whole process group (a terminal's Ctrl-C). Every request whose bytes
 * left before the signal must get a complete response (no reset, no 503), the command must exit 0 with no lock
 * left, and every order it acknowledged must be there afterwards. Several runs of each, PGlite and PostgreSQL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { LOCK_FILE_NAME } from '../../server/db/lock';
import { orders } from '../../server/db/schema';
import { register } from './support/api-client';
import { createEngine, engineNames, type Engine } from './support/engines';
import { startWithNpm, stopIfRunning, type ServerProcess } from './support/server-process';
import { addProducts, migrateAndSeed, type ContestedProduct } from './support/shop-data';
import { TimedClient, type Outcome } from './support/timed-client';

jest.setTimeout(300_000);

const SHOPPERS = 20;
const RUNS_PER_SIGNAL = 3;
const TERMS = ['áo dài', 'đầm', 'vest', 'lụa', 'cưới', 'dạ hội', 'giày', 'khăn'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

type Stop = 'SIGTERM to npm' | 'SIGINT to the group';

interface RunResult {
  stop: Stop;
  code: number | null;
  sentBefore: number;
  failedBefore: Outcome[];
  after: { answered503: number; refusedOrReset: number; other: number };
  acknowledgedOrders: number[];
  drainMs: number;
  lockLeft: boolean;
  cleanLog: boolean;
}

/** Both cores busy for at most `ms`, in another process. */
function cpuHog(ms: number) {
  return spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end) {}`], { stdio: 'ignore' });
}

describe.each(engineNames())('a clean stop under load (%s)', (engineName) => {
  let engine: Engine;
  let product: ContestedProduct;
  let cookies: string[];
  const running: ServerProcess[] = [];
  const results: RunResult[] = [];

  beforeAll(async () => {
    engine = await createEngine(engineName);
    const database = await engine.open();
    try {
      await migrateAndSeed(database);
      product = (await addProducts(database, [{ name: 'Khăn lụa Hà Đông', mode: 'sale', stock: 100_000 }]))[0]!;
    } finally {
      await database.close();
    }
    const server = await start();
    cookies = await Promise.all(Array.from({ length: SHOPPERS }, async (_, index) => (await register(server.url, `dung${index}`)).client.cookie!));
    server.proc.signal('SIGTERM');
    expect((await server.proc.exited).code).toBe(0);
  });

  afterAll(async () => {
    await Promise.all(running.map((server) => stopIfRunning(server.proc)));
    await engine?.dispose();
    if (results.length) console.info(summary(engineName, results));
  });

  async function start(): Promise<ServerProcess> {
    const server = await startWithNpm({ ...engine.serverEnv(), READ_CACHE_TTL_MS: '0', ORDER_SWEEP_INTERVAL_SECONDS: '1' });
    running.push(server);
    return server;
  }

  /** One shopper until the server is gone: mostly searches, sometimes a purchase placed as an order. */
  async function shop(client: TimedClient, ordersAcknowledged: number[], isGone: () => boolean): Promise<void> {
    while (!isGone()) {
      if (Math.random() < 0.2) {
        const line = await client.request('POST', '/v1/cart', { productId: product.id, mode: 'sale', quantities: 1 });
        if (line.status !== 201) continue;
        const itemId = (JSON.parse(line.body) as { item: { id: number } }).item.id;
        const placed = await client.request('POST', '/v1/order', { cartItemIds: [itemId], deliveryMethod: 'pickup', paymentMethod: 'cash' });
        if (placed.status === 201 && placed.complete) ordersAcknowledged.push((JSON.parse(placed.body) as { order: { id: number } }).order.id);
      } else {
        const searched = await client.request('GET', `/v1/product/search?q=${encodeURIComponent(pick(TERMS))}&page=${1 + Math.floor(Math.random() * 3)}`);
        // Refused or reset after the signal: this shopper's connection is gone, and so is the server.
        if (searched.error && isGone()) return;
      }
    }
  }

  async function runOnce(stop: Stop): Promise<RunResult> {
    const server = await start();
    const port = Number(new URL(server.url).port);
    const clients = cookies.map((cookie) => new TimedClient(port, cookie));
    // One request each first, so every shopper is on an open connection before the load starts.
    await Promise.all(clients.map((client) => client.request('GET', '/v1/product/search?q=ao')));
    const hog = cpuHog(60_000);
    let gone = false;
    const acknowledgedOrders: number[] = [];
    const traffic = Promise.all(clients.map((client) => shop(client, acknowledgedOrders, () => gone)));
    await sleep(1500 + Math.floor(Math.random() * 1000));

    const signalledAt = performance.now();
    if (stop === 'SIGTERM to npm') server.proc.signal('SIGTERM');
    else server.proc.signalGroup('SIGINT');
    const { code, stdout } = await server.proc.exited;
    const drainMs = Math.round(performance.now() - signalledAt);
    gone = true;
    await traffic;
    hog.kill('SIGKILL');
    clients.forEach((client) => client.close());

    const outcomes = clients.flatMap((client) => client.outcomes);
    const before = outcomes.filter((outcome) => outcome.sentAt !== null && outcome.sentAt < signalledAt);
    const after = outcomes.filter((outcome) => !before.includes(outcome));
    return {
      stop,
      code,
      sentBefore: before.length,
      failedBefore: before.filter((outcome) => !outcome.complete || outcome.error !== null || outcome.status === null || outcome.status >= 500),
      after: {
        answered503: after.filter((outcome) => outcome.status === 503).length,
        refusedOrReset: after.filter((outcome) => outcome.error !== null).length,
        other: after.filter((outcome) => outcome.status !== null && outcome.status !== 503).length,
      },
      acknowledgedOrders,
      drainMs,
      lockLeft: engine.dataDir !== null && fs.existsSync(path.join(engine.dataDir, LOCK_FILE_NAME)),
      cleanLog: !/forcing exit|timed out/.test(stdout),
    };
  }

  test.each([
    ...Array.from({ length: RUNS_PER_SIGNAL }, () => 'SIGTERM to npm' as const),
    ...Array.from({ length: RUNS_PER_SIGNAL }, () => 'SIGINT to the group' as const),
  ])(`${SHOPPERS} shoppers searching and ordering on busy cores, then %s: every request sent before it is answered in full, exit 0, no lock`, async (stop) => {
    const result = await runOnce(stop);
    results.push(result);
    expect(result.sentBefore).toBeGreaterThan(SHOPPERS);
    expect(result.failedBefore).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.lockLeft).toBe(false);
    expect(result.cleanLog).toBe(true);
  });

  test('every order acknowledged before a stop is there after the restarts', async () => {
    const acknowledged = results.flatMap((result) => result.acknowledgedOrders);
    expect(acknowledged.length).toBeGreaterThan(0);
    const database = await engine.open();
    try {
      const stored = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledged));
      expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    } finally {
      await database.close();
    }
  });
});

function summary(engineName: string, results: readonly RunResult[]): string {
  const lines = results.map(
    (result, index) =>
      `  #${index + 1} ${result.stop}: exit ${result.code}, drained in ${result.drainMs} ms; ${result.sentBefore} requests sent before the signal, ` +
      `${result.failedBefore.length} not answered in full; after it ${result.after.answered503} × 503, ${result.after.refusedOrReset} refused or reset, ` +
      `${result.after.other} answered; ${result.acknowledgedOrders.length} orders acknowledged; lock left: ${result.lockLeft}`,
  );
  return [`graceful stop (${engineName}), ${SHOPPERS} shoppers, read cache off, a busy process on the cores:`, ...lines].join('\n');
}
