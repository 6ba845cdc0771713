/**
 * Idempotency-Key over real HTTP on the four writes that create an order or move money: the same key answers the same
 * result with one order and one debit (20 at once too), another body with the key is 422, keys are per shopper.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys, payments, walletLedger } from '../../../server/db/schema';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_TTL_MS } from '../../../server/modules/idempotency/cleanup';
import { credit } from '../../../server/modules/wallet/ledger';
import type { Shopper } from '../accounts/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import { paidPickupRental, rentalDates } from '../rental/helpers';
import { addRent, day, expectVietnameseError, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from './helpers';

let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

const keyed = (shopper: Shopper, path: string, body: unknown, key: string) => shopper.call<PlacedBody>('POST', path, body, { 'idempotency-key': key });

async function ledgerOf(customerId: number) {
  return server.database.db.select().from(walletLedger).where(eq(walletLedger.customerId, customerId));
}

/** A shopper with a rental line in the cart, and the order body paying 10.000 ₫ of it from the wallet. */
async function shopperWithCart() {
  const dress = await makeProduct(server, { stock: 3, rentalPrice: 200_000, depositPrice: 500_000, name: 'Áo dài gấm Hoa Sen' });
  const { shopper, account } = await newShopper(server);
  const cartItemId = await addRent(shopper, dress.id, day(2), day(4));
  const body = { cartItemIds: [cartItemId], deliveryMethod: 'pickup', paymentMethod: 'cash', walletAmount: 10_000 };
  return { shopper, customerId: account.customer.id, body, dress };
}

const orderDebits = async (customerId: number) => (await ledgerOf(customerId)).filter((entry) => entry.reason === 'order_payment');

describe('POST /v1/order with an Idempotency-Key', () => {
  test('the same key twice: the same answer, one order, one debit', async () => {
    const { shopper, customerId, body } = await shopperWithCart();
    const key = randomUUID();
    const first = await keyed(shopper, '/v1/order', body, key);
    expect(first.status).toBe(201);
    const again = await keyed(shopper, '/v1/order', body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await shopper.get<{ total: number }>('/v1/order/list')).body.total).toBe(1);
    expect((await orderDebits(customerId)).map((entry) => entry.amount)).toEqual([-10_000]);
  });

  test('20 at once with one key: one order, one debit, every answer the same order', async () => {
    const { shopper, customerId, body } = await shopperWithCart();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => keyed(shopper, '/v1/order', body, key)));
    const placed = replies.filter((reply) => reply.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    for (const reply of replies.filter((r) => r.status !== 201)) expect(expectVietnameseError(reply, 409)).toContain('đang được xử lý');
    expect(new Set(placed.map((reply) => reply.body.order.code)).size).toBe(1);
    expect((await shopper.get<{ total: number }>('/v1/order/list')).body.total).toBe(1);
    expect(await orderDebits(customerId)).toHaveLength(1);
  });

  test('the key with another body is 422; another shopper’s same key is their own', async () => {
    const { shopper, body } = await shopperWithCart();
    const key = randomUUID();
    expect((await keyed(shopper, '/v1/order', body, key)).status).toBe(201);
    expect(expectVietnameseError(await keyed(shopper, '/v1/order', { ...body, note: 'Giao buổi sáng' }, key), 422)).toContain('khóa mới');

    const other = await shopperWithCart();
    const theirs = await keyed(other.shopper, '/v1/order', other.body, key);
    expect(theirs.status).toBe(201);
    expect((await other.shopper.get<{ total: number }>('/v1/order/list')).body.total).toBe(1);
  });

  test('a refused placement keeps no key: the retry runs again; a bad key is a 400 in Vietnamese', async () => {
    const { shopper, body } = await shopperWithCart();
    const key = randomUUID();
    const short = await keyed(shopper, '/v1/order', { ...body, walletAmount: 5_000_000 }, key);
    expect(expectVietnameseError(short, 409)).toBe('Số dư ví không đủ');
    // Same key, same (too large) body: refused again for the same reason, not replayed as something else.
    expectVietnameseError(await keyed(shopper, '/v1/order', { ...body, walletAmount: 5_000_000 }, key), 409);
    for (const bad of ['short', 'x'.repeat(129), 'khoa-caf\u00e9-1234', 'a b c d e f g h', '"quoted-key-123"']) {
      expectVietnameseError(await keyed(shopper, '/v1/order', body, bad), 400);
    }
    expect((await shopper.get<{ total: number }>('/v1/order/list')).body.total).toBe(0);
  });

  test('without the header two placements are two orders (older clients)', async () => {
    const { shopper, dress, body } = await shopperWithCart();
    expect((await shopper.post('/v1/order', body)).status).toBe(201);
    const second = await addRent(shopper, dress.id, day(10), day(11));
    expect((await shopper.post('/v1/order', { ...body, cartItemIds: [second] })).status).toBe(201);
    expect((await shopper.get<{ total: number }>('/v1/order/list')).body.total).toBe(2);
  });
});

describe('the other guarded writes', () => {
  test('extending a rental: the same key twice is one extension, one debit', async () => {
    const rental = await paidPickupRental(server, clerk, day(1));
    expect((await handOverWithUnits(clerk, rental.order.id)).status).toBe(200);
    await rentalDates(server, rental.itemId, -1, 1);
    const path = `/v1/order/${rental.order.id}/items/${rental.itemId}/extension`;
    const key = randomUUID();
    const first = await keyed(rental.shopper, path, { days: 1, paymentMethod: 'wallet' }, key);
    expect(first.status).toBe(201);
    const again = await keyed(rental.shopper, path, { days: 1, paymentMethod: 'wallet' }, key);
    expect(again.body).toEqual(first.body);
    expect(expectVietnameseError(await keyed(rental.shopper, path, { days: 2, paymentMethod: 'wallet' }, key), 422)).toContain('Idempotency-Key');
    expect(await orderDebits(rental.account.customer.id)).toHaveLength(1);
  });

  test('a wallet top-up: the same key twice is one payment with one reference', async () => {
    const { shopper, account } = await newShopper(server);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => keyed(shopper, '/v1/payment/top-up', { amount: 200_000, paymentMethod: 'momo' }, key)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    const rows = await server.database.db.select().from(payments).where(eq(payments.customerId, account.customer.id));
    expect(rows).toHaveLength(1);
    expectVietnameseError(await keyed(shopper, '/v1/payment/top-up', { amount: 300_000, paymentMethod: 'momo' }, key), 422);
  });

  test('buying a membership package with the wallet: the same key twice is one debit; via a gateway, one payment', async () => {
    const { shopper, account } = await newShopper(server);
    await credit(server.database.db, account.customer.id, { kind: 'available', amount: 1_000_000, reason: 'topup', description: 'Nạp tiền thử nghiệm' });
    const list = await shopper.get<{ items: Array<{ id: number; price: number }> }>('/v1/consumer-membership-package/list');
    const pkg = list.body.items.find((item) => item.price > 0)!;
    const path = `/v1/consumer-membership-package/${pkg.id}/purchase`;
    const key = randomUUID();
    const first = await keyed(shopper, path, { paymentMethod: 'wallet' }, key);
    expect(first.status).toBe(200);
    expect((await keyed(shopper, path, { paymentMethod: 'wallet' }, key)).body).toEqual(first.body);
    const purchases = (await ledgerOf(account.customer.id)).filter((entry) => entry.reason === 'membership_purchase');
    expect(purchases.map((entry) => entry.amount)).toEqual([-pkg.price]);

    const viaGateway = () => keyed(shopper, '/v1/payment/membership', { packageId: pkg.id, paymentMethod: 'zalopay' }, key);
    const [one, two] = [await viaGateway(), await viaGateway()];
    expect(one.status).toBe(200);
    expect(two.body).toEqual(one.body);
    const gatewayRows = await server.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, account.customer.id), eq(payments.purpose, 'membership')));
    expect(gatewayRows).toHaveLength(1);
  });

  test('keys are forgotten after a day', async () => {
    const { shopper, account } = await newShopper(server);
    const key = randomUUID();
    expect((await keyed(shopper, '/v1/payment/top-up', { amount: 100_000, paymentMethod: 'momo' }, key)).status).toBe(200);
    const mine = eq(idempotencyKeys.customerId, account.customer.id);
    const { db } = server.database;
    expect(await deleteExpiredIdempotencyKeys(db, new Date(Date.now() + IDEMPOTENCY_TTL_MS - 60_000))).toBe(0);
    expect(await db.select().from(idempotencyKeys).where(mine)).toHaveLength(1);
    await deleteExpiredIdempotencyKeys(db, new Date(Date.now() + IDEMPOTENCY_TTL_MS + 60_000));
    expect(await db.select().from(idempotencyKeys).where(mine)).toHaveLength(0);
  });
});
