/**
 * Money is credited once per money received. Staff (the back-office and the machine route a bank webhook retries)
 * confirm a payment 1, 13 times in a row or 20 times at once on an order that was cancelled unpaid, paid then
 * cancelled, or expired: the wallet moves by exactly the money that came, and the ledger explains every đồng.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orders, payments, walletLedger } from '../../../server/db/schema';
import { addRent, day, makeProduct, newShopper, startShopServer, type Shopper } from '../cart/helpers';
import { loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';

const STAFF_TOKEN = 'ma-nhan-vien-thu-nghiem-0123456789abcdef';
let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer({ STAFF_API_TOKEN: STAFF_TOKEN });
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

type Confirm = () => Promise<number>;
const viaMachine = (code: string, body?: unknown): Confirm => async () =>
  (
    await fetch(`${server.url}/v1/staff/order/${code}/paid`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAFF_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).status;
const viaBackOffice = (orderId: number, body: Record<string, unknown> = {}): Confirm => async () => (await clerk.post(`/v1/admin/orders/${orderId}/confirm-payment`, body)).status;

/**
 * A confirmation that credits nothing: 409 (that money is recorded), or 429 — the machine route counts each call
 * against its per-address token budget before checking the token (10 at a time), so 20 at once are partly turned away.
 */
const refused = (status: number) => status === 409 || status === 429;

const available = async (shopper: Shopper) => (await shopper.get<{ availableBalance: number }>('/v1/wallet')).body.availableBalance;

/** The ledger explains the balance: every order credit is a payment or a wallet part given back. */
async function ledgerOf(customerId: number) {
  const { db } = server.database;
  const [ledger] = await db.select({ total: sql<number>`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number) }).from(walletLedger).where(eq(walletLedger.customerId, customerId));
  const refunds = await db
    .select({ total: sql<number>`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(and(eq(walletLedger.customerId, customerId), eq(walletLedger.reason, 'order_refund')));
  return { balance: ledger!.total, refunded: refunds[0]!.total };
}

/** A shopper with an unpaid bank-transfer rental (rent 150.000 + deposit 300.000), three days or more ahead. */
async function unpaidOrder() {
  const dress = await makeProduct(server, { stock: 50, rentalPrice: 150_000, depositPrice: 300_000 });
  const { shopper, account } = await newShopper(server);
  const line = await addRent(shopper, dress.id, day(6), day(6));
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'bank_transfer' });
  if (placed.status !== 201) throw new Error(`order → ${placed.status}`);
  return { shopper, customerId: account.customer.id, order: placed.body.order };
}

async function run(confirm: Confirm, times: number, parallel: boolean): Promise<number[]> {
  if (parallel) return Promise.all(Array.from({ length: times }, () => confirm()));
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push(await confirm());
  return statuses;
}

const shapes = [
  { times: 1, parallel: false },
  { times: 13, parallel: false },
  { times: 20, parallel: true },
];
const routes = [
  { route: 'the machine route', make: (order: { id: number; code: string }) => viaMachine(order.code) },
  { route: 'the back-office', make: (order: { id: number; code: string }) => viaBackOffice(order.id) },
];
const cases = routes.flatMap(({ route, make }) => shapes.map((shape) => ({ route, make, ...shape })));

describe.each(cases)('$route, $times confirmation(s)$parallel', ({ make, times, parallel }) => {
  test('unpaid, then cancelled: the money that came later reaches the wallet once', async () => {
    const { shopper, customerId, order } = await unpaidOrder();
    expect((await shopper.post(`/v1/order/${order.id}/cancel`, {})).status).toBe(200);
    const before = await available(shopper);
    const statuses = await run(make(order), times, parallel);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every(refused)).toBe(true);
    expect((await available(shopper)) - before).toBe(order.amountDue);
    const ledger = await ledgerOf(customerId);
    expect(ledger.balance).toBe(await available(shopper));
    expect(ledger.refunded).toBe(order.amountDue);
  });

  test('paid, then cancelled: the cancellation gave it back, the confirmations give nothing more', async () => {
    const { shopper, customerId, order } = await unpaidOrder();
    expect(await make(order)()).toBe(200);
    expect((await shopper.post(`/v1/order/${order.id}/cancel`, {})).status).toBe(200);
    const before = await available(shopper);
    expect(before).toBeGreaterThanOrEqual(order.amountDue);
    const statuses = await run(make(order), times, parallel);
    expect(statuses.every(refused)).toBe(true);
    expect(await available(shopper)).toBe(before);
    expect((await ledgerOf(customerId)).refunded).toBe(order.amountDue);
  });

  test('expired before the money came: expiry and the money are settled once', async () => {
    const { shopper, customerId, order } = await unpaidOrder();
    await server.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, order.id));
    const before = await available(shopper);
    const statuses = await run(make(order), times, parallel);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect((await available(shopper)) - before).toBe(order.amountDue);
    expect((await shopper.get<{ status: string }>(`/v1/order/${order.id}`)).body.status).toBe('cancelled');
    expect((await ledgerOf(customerId)).refunded).toBe(order.amountDue);
  });
});

test('a bank reference names the money: the same reference is recorded once, another transfer is more money', async () => {
  const { shopper, order } = await unpaidOrder();
  expect((await shopper.post(`/v1/order/${order.id}/cancel`, {})).status).toBe(200);
  const before = await available(shopper);
  expect(await viaMachine(order.code, { reference: 'FT26330ABC' })()).toBe(200);
  expect(await viaBackOffice(order.id, { reference: 'FT26330ABC' })()).toBe(409);
  expect(await viaMachine(order.code, { reference: 'FT26330ABC' })()).toBe(409);
  // Without a reference, the order's own money has been received already.
  expect(await viaMachine(order.code)()).toBe(409);
  expect((await available(shopper)) - before).toBe(order.amountDue);
  // A second, different transfer really is more money: credited once too.
  expect(await viaBackOffice(order.id, { reference: 'FT26330XYZ' })()).toBe(200);
  expect((await available(shopper)) - before).toBe(2 * order.amountDue);
  const rows = await server.database.db.select().from(payments).where(eq(payments.orderId, order.id));
  expect(rows.map((row) => row.status).sort()).toEqual(['refunded', 'refunded']);
  expect(await viaMachine(order.code, { reference: 'có dấu' })()).toBe(400);
  expect(await viaMachine(order.code, { reference: 'FT1', extra: true })()).toBe(400);
});
