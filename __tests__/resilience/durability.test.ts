/**
 * Durability: 20 shoppers rent, buy, pay (wallet and sandbox gateways), cancel and top up against the real server
 * process; after 1–3 s it is killed with SIGKILL mid-traffic and restarted on the same data — twice. Everything the
 * server acknowledged must still be there, nothing may be half-written or over-allocated, every wallet must reconcile,
 * and the restarted server must answer old sessions and take new orders. Orders and top-ups carry an Idempotency-Key;
 * those the kill cut off are sent again with it after the restart: never a second order or debit. PGlite always (the data directory must
 * reopen after the kill, the dead process's lock taken over); PostgreSQL as well when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCK_FILE_NAME } from '../../server/db/lock';
import { Acknowledged } from './support/acknowledged';
import { inArray } from 'drizzle-orm';
import { idempotencyKeys } from '../../server/db/schema';
import { checkThroughApi, placeAfterRestart, retryUnanswered } from './support/after-restart';
import { createEngine, engineNames, type Engine } from './support/engines';
import { acknowledgedViolations, allocationViolations, ledgerViolations, orderViolations, paymentViolations } from './support/invariants';
import { killServer, startServer, stopIfRunning, stopServer, type ServerProcess } from './support/server-process';
import { addProducts, migrateAndSeed, type ContestedProduct, type ContestedSpec } from './support/shop-data';
import { readyShoppers } from './support/shoppers';
import { ShoppingTraffic, type TrafficShopper } from './support/shopping-traffic';
import { readStoredState, type StoredState } from './support/stored-state';

jest.setTimeout(240_000);

const SHOPPERS = 20;
const KILLS = 2;
const CONTESTED: ContestedSpec[] = [
  { name: 'Áo dài lụa Tơ Tằm', mode: 'rent', stock: 2 },
  { name: 'Đầm dạ hội Ánh Trăng', mode: 'rent', stock: 3 },
  { name: 'Vest cưới Lịch Lãm', mode: 'rent', stock: 2 },
  { name: 'Khăn voan cô dâu', mode: 'sale', stock: 6 },
  { name: 'Giày cưới Pha Lê', mode: 'sale', stock: 4 },
];

describe.each(engineNames())('the server killed with SIGKILL mid-traffic (%s)', (engineName) => {
  let engine: Engine;
  let contested: ContestedProduct[];
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    engine = await createEngine(engineName);
    const database = await engine.open();
    try {
      await migrateAndSeed(database);
      contested = await addProducts(database, CONTESTED);
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await Promise.all(running.map((server) => stopIfRunning(server.proc)));
    await engine?.dispose();
  });

  async function start(): Promise<ServerProcess> {
    const server = await startServer(engine.serverEnv());
    running.push(server);
    return server;
  }

  /** Traffic on `server` for 1–3 s, then SIGKILL mid-traffic and a restart on the same data. */
  async function killMidTraffic(server: ServerProcess, shoppers: readonly TrafficShopper[], ack: Acknowledged): Promise<{ next: ServerProcess; cycle: Cycle }> {
    const traffic = new ShoppingTraffic(ack, contested);
    const started = Date.now();
    traffic.start(shoppers.map((shopper) => ({ ...shopper, client: shopper.client.at(server.url) })));
    const plannedMs = 1000 + Math.floor(Math.random() * 2000);
    await sleep(plannedMs);
    const stopped = traffic.stop();
    await killServer(server);
    await stopped;
    const killedAtMs = Date.now() - started;
    // The killed process's lock is still there: the restart must take it over.
    if (engine.dataDir) expect(fs.existsSync(path.join(engine.dataDir, LOCK_FILE_NAME))).toBe(true);
    const next = await start();
    await retryUnanswered(next.url, shoppers, ack);
    return { next, cycle: { plannedMs, killedAtMs, restartMs: next.startMs } };
  }

  test(`${SHOPPERS} concurrent shoppers, SIGKILL after 1–3 s and restart, ${KILLS} times: nothing acknowledged lost, nothing half-written`, async () => {
    const ack = new Acknowledged();
    const first = await start();
    const shoppers = await readyShoppers(first.url, SHOPPERS, ack);
    let server = first;
    const cycles: Cycle[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const { next, cycle } = await killMidTraffic(server, shoppers, ack);
      server = next;
      cycles.push(cycle);
    }

    await placeAfterRestart(server.url, shoppers[0]!, contested[0]!.id, ack);
    const wallets = await checkThroughApi(server.url, shoppers, ack);
    await stopServer(server);

    const database = await engine.open();
    let state: StoredState;
    let keyRows: Array<{ key: string; resource: string | null }> = [];
    try {
      state = await readStoredState(database.db);
      const retried = [...ack.retriedOrders.keys()];
      if (retried.length > 0) keyRows = await database.db.select({ key: idempotencyKeys.key, resource: idempotencyKeys.resource }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, retried));
    } finally {
      await database.close();
    }
    console.info(figures(engineName, first.startMs, cycles, ack, state));

    expect(ack.unexpected).toEqual([]);
    // One key, one order: the retry answered the order its key's row points at (the only row for that key).
    expect(keyRows.map((row) => [row.key, Number(row.resource)]).sort()).toEqual([...ack.retriedOrders.entries()].sort());
    expect(ack.orders.size).toBeGreaterThan(KILLS);
    expect(acknowledgedViolations(state, ack)).toEqual([]);
    expect(orderViolations(state)).toEqual([]);
    expect(paymentViolations(state)).toEqual([]);
    expect(ledgerViolations(state, wallets)).toEqual([]);
    expect(allocationViolations(state, contested)).toEqual([]);
  });
});

interface Cycle {
  plannedMs: number;
  killedAtMs: number;
  restartMs: number;
}

function figures(engineName: string, firstStartMs: number, cycles: readonly Cycle[], ack: Acknowledged, state: StoredState): string {
  const found = [...ack.orders.keys()].filter((id) => state.orders.some((order) => order.id === id)).length;
  const paidStored = state.payments.filter((payment) => payment.status === 'paid').length;
  const kills = cycles.map((cycle, index) => `#${index + 1} killed ${cycle.killedAtMs} ms into the traffic (planned ${cycle.plannedMs}), restarted in ${cycle.restartMs} ms`);
  return [
    `durability (${engineName}): ${SHOPPERS} shoppers, first start ${firstStartMs} ms; ${kills.join('; ')}`,
    `  orders: ${ack.counts.ordersAttempted} attempted, ${ack.orders.size} acknowledged (incl. 1 after the last restart), ${found} of them found; ${state.orders.length} in the database; ${ack.counts.orderConflicts} × 409`,
    `  cart: ${ack.counts.cartAdds} lines added, ${ack.counts.cartConflicts} × 409; cancels: ${ack.counts.cancels} sent, ${ack.cancelledOrders.size} acknowledged`,
    `  payments: ${ack.counts.payAttempts} sandbox payments, ${ack.paidPayments.size} acknowledged paid (incl. ${SHOPPERS} set-up top-ups); ${paidStored} paid of ${state.payments.length} in the database; ${state.ledger.length} ledger entries`,
    `  requests cut off by the kills: ${ack.cutOff}; orders sent again with their key after a restart: ${ack.retriedOrders.size}`,
  ].join('\n');
}
