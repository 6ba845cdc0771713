/**
 * Staff change a rental line before hand-over (PATCH /v1/admin/orders/:id/items/:itemId) over real HTTP: a size
 * swap costs the same, longer dates take the difference from the shopper's wallet, shorter dates refund it, an
 * unpaid order's amount due moves instead; a taken size, a handed-over line and a marketing account are refused
 * with nothing changed; two changes racing for a size's last unit: one wins.
 */
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, notifications, orderEvents, orderItems, orders, payments, walletLedger } from '../../../server/db/schema';
import { credit } from '../../../server/modules/wallet/ledger';
import { addRent, day, expectVietnameseError, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

interface Quote {
  sizeName: string;
  dateFrom: string;
  dateTo: string;
  oldPrice: number;
  newPrice: number;
  difference: number;
  orderPaid: boolean;
}

/** A design in S (two units) and M (one), rent 200.000 ₫ for up to two days (+10 % a day after), deposit 100.000 ₫. */
async function design(rentalPrice = 200_000) {
  return makeProduct(server, { name: 'Áo dài gấm Hội An', rentalPrice, depositPrice: 100_000, sizes: [{ name: 'S', units: 2 }, { name: 'M', units: 1 }] });
}

/** A shopper's order for size S of `dress` from day(from) to day(to), paid at the counter unless `unpaid`; `wallet` ₫ in the wallet. */
async function rental(dress: Awaited<ReturnType<typeof design>>, from: number, to: number, options: { unpaid?: boolean; wallet?: number } = {}) {
  const { shopper, account } = await newShopper(server);
  if (options.wallet) await credit(server.database.db, account.user.id, { kind: 'available', amount: options.wallet, reason: 'topup', description: 'Nạp tiền thử' });
  const cartId = await addRent(shopper, dress.id, day(from), day(to), 1, dress.sizes[0]!.id);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [cartId], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  if (placed.status !== 201) throw new Error(`order → ${placed.status} ${JSON.stringify(placed.body)}`);
  const order = placed.body.order;
  if (!options.unpaid) expect((await clerk.post(`/v1/admin/orders/${order.id}/confirm-payment`, { note: 'Khách trả tiền mặt' })).status).toBe(200);
  const [item] = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const customerId = account.user.id;
  return { shopper, customerId, start: await balanceOf(customerId), order, item: item!, path: `/v1/admin/orders/${order.id}/items/${item!.id}` };
}

const orderRow = async (id: number) => (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const lineRow = async (id: number) => (await server.database.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!;
const ledgerOf = (customerId: number) => server.database.db.select().from(walletLedger).where(eq(walletLedger.customerId, customerId)).orderBy(desc(walletLedger.id));
const balanceOf = async (customerId: number) => (await ledgerOf(customerId)).reduce((sum, entry) => sum + entry.amount, 0);

test('a size swap on the same dates costs the same, is audited, noted on the timeline and told to the shopper', async () => {
  const dress = await design();
  const { customerId, order, item, path } = await rental(dress, 3, 5);
  const m = dress.sizes[1]!;

  const quote = await clerk.post<Quote>(`${path}/change-quote`, { sizeId: m.id });
  expect(quote.status).toBe(200);
  expect(quote.body).toMatchObject({ sizeName: 'M', oldPrice: item.chargedPrice, newPrice: item.chargedPrice, difference: 0, orderPaid: true });
  expect((await lineRow(item.id)).sizeId).toBe(dress.sizes[0]!.id);

  const changed = await clerk.patch<AdminOrderBody>(path, { sizeId: m.id });
  expect(changed.status).toBe(200);
  const line = await lineRow(item.id);
  expect(line).toMatchObject({ sizeId: m.id, sizeName: 'M', dateFrom: day(3), dateTo: day(5), price: item.price, chargedPrice: item.chargedPrice, deposit: item.deposit });
  expect((await orderRow(order.id)).total).toBe(order.total);

  const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'rental.line_change'), eq(auditLog.entityId, String(order.id))));
  expect(audit!.before).toMatchObject({ itemId: item.id, sizeName: 'S' });
  expect(audit!.after).toMatchObject({ itemId: item.id, sizeName: 'M' });
  const [note] = await server.database.db.select().from(notifications).where(eq(notifications.customerId, customerId)).orderBy(desc(notifications.id)).limit(1);
  expect(note!.body).toContain(`Đơn hàng ${order.code}: cửa hàng đã đổi «Áo dài gấm Hội An» sang size M`);
  expect(note!.body).toContain('giá thuê không đổi');
  const events = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'line_changed')));
  expect(events).toHaveLength(1);

  // The S unit it held is free again: another shopper can take both S units for those days.
  const { shopper: other } = await newShopper(server);
  expect((await other.post('/v1/cart', { productId: dress.id, sizeId: dress.sizes[0]!.id, mode: 'rent', quantities: 2, dateFrom: day(3), dateTo: day(5) })).status).toBe(201);
});

test('longer dates take the difference from the wallet; shorter dates give it back; the books balance', async () => {
  const dress = await design();
  const { customerId, start, order, item, path } = await rental(dress, 3, 5, { wallet: 500_000 });
  // Two days: 200.000 ₫; four days: two extra at +10 % each, 240.000 ₫.
  expect(item.chargedPrice).toBe(200_000);

  const longer = await clerk.patch<AdminOrderBody>(path, { dateTo: day(7) });
  expect(longer.status).toBe(200);
  expect(await lineRow(item.id)).toMatchObject({ dateTo: day(7), price: 240_000, chargedPrice: 240_000 });
  expect(await balanceOf(customerId)).toBe(start - 40_000);
  const [debited] = await ledgerOf(customerId);
  expect(debited).toMatchObject({ amount: -40_000, reason: 'order_payment' });
  expect(debited!.description).toContain(order.code);
  let row = await orderRow(order.id);
  expect(row).toMatchObject({ total: order.total + 40_000, walletAmount: 40_000, amountDue: order.amountDue, rentalTotal: 240_000 });

  const shorter = await clerk.patch<AdminOrderBody>(path, { dateFrom: day(4), dateTo: day(5) });
  expect(shorter.status).toBe(200);
  expect(await lineRow(item.id)).toMatchObject({ dateFrom: day(4), dateTo: day(5), chargedPrice: 200_000 });
  expect(await balanceOf(customerId)).toBe(start);
  const [refunded] = await ledgerOf(customerId);
  expect(refunded).toMatchObject({ amount: 40_000, kind: 'available' });
  expect(refunded!.description).toMatch(/^Hoàn tiền chênh lệch/);
  row = await orderRow(order.id);
  expect(row).toMatchObject({ total: order.total, walletAmount: 0, amountDue: order.amountDue, rentalTotal: 200_000 });
  const [note] = await server.database.db.select().from(notifications).where(eq(notifications.customerId, customerId)).orderBy(desc(notifications.id)).limit(1);
  expect(note!.body).toContain('đã hoàn 40.000 ₫ vào ví');
});

test('a paid order whose wallet cannot cover the rise: 409 naming the amount to collect, nothing changed', async () => {
  // Rent 5.000.000 ₫: two more days cost 1.000.000 ₫, more than the wallet holds (its welcome credit at most).
  const dress = await design(5_000_000);
  const { customerId, start, item, path } = await rental(dress, 3, 5);
  expect(start).toBeLessThan(1_000_000);
  const refused = await clerk.patch(path, { dateTo: day(7) });
  expect(expectVietnameseError(refused, 409)).toContain('cần thu thêm 1.000.000 ₫');
  expect(await lineRow(item.id)).toMatchObject({ dateTo: day(5), chargedPrice: 5_000_000 });
  expect(await balanceOf(customerId)).toBe(start);
});

test('an unpaid order: its amount due moves, the wallet is not touched', async () => {
  const dress = await design();
  const { customerId, start, order, item, path } = await rental(dress, 3, 5, { unpaid: true, wallet: 500_000 });
  const quote = await clerk.post<Quote>(`${path}/change-quote`, { dateTo: day(7) });
  expect(quote.body).toMatchObject({ difference: 40_000, orderPaid: false });
  expect((await clerk.patch(path, { dateTo: day(7) })).status).toBe(200);
  expect(await orderRow(order.id)).toMatchObject({ status: 'not_paid', total: order.total + 40_000, amountDue: order.amountDue + 40_000, walletAmount: 0 });
  expect(await balanceOf(customerId)).toBe(start);
  expect((await lineRow(item.id)).chargedPrice).toBe(240_000);
});

test('an unpaid order with a payment attempt out for the old amount: a price change waits (409), a same-price swap goes on', async () => {
  const dress = await design();
  const { customerId, order, item, path } = await rental(dress, 3, 5, { unpaid: true });
  await server.database.db.insert(payments).values({ reference: `TEST-${order.code}`, customerId, purpose: 'order', orderId: order.id, method: 'momo', amount: order.amountDue });
  expect(expectVietnameseError(await clerk.patch(path, { dateTo: day(7) }), 409)).toContain('số tiền cũ');
  expect(await orderRow(order.id)).toMatchObject({ total: order.total, amountDue: order.amountDue });
  expect((await clerk.patch(path, { sizeId: dress.sizes[1]!.id })).status).toBe(200);
  expect(await lineRow(item.id)).toMatchObject({ sizeName: 'M', chargedPrice: item.chargedPrice });
});

test('a size taken for those dates: 409 naming product, size and dates; nothing changed', async () => {
  const dress = await design();
  const m = dress.sizes[1]!;
  const { shopper: other } = await newShopper(server);
  const otherCart = await addRent(other, dress.id, day(3), day(5), 1, m.id);
  expect((await other.post('/v1/order', { cartItemIds: [otherCart], deliveryMethod: 'pickup', paymentMethod: 'cash' })).status).toBe(201);
  const { order, item, path } = await rental(dress, 3, 5);
  const refused = await clerk.patch(path, { sizeId: m.id });
  expect(expectVietnameseError(refused, 409)).toContain('«Áo dài gấm Hội An');
  expect((refused.body as { message: string }).message).toContain('M');
  expect((refused.body as { message: string }).message).toContain(day(3).split('-').reverse().join('/'));
  expect(await lineRow(item.id)).toMatchObject({ sizeId: dress.sizes[0]!.id, sizeName: 'S' });
  expect((await orderRow(order.id)).total).toBe(order.total);
  expect(await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'rental.line_change'), eq(auditLog.entityId, String(order.id))))).toHaveLength(0);
});

test('bad input: another product’s size 404, dates in the wrong order 400, no field 400, the same size and dates 400', async () => {
  const dress = await design();
  const otherDress = await design();
  const { path } = await rental(dress, 3, 5);
  expectVietnameseError(await clerk.patch(path, { sizeId: otherDress.sizes[1]!.id }), 404);
  expectVietnameseError(await clerk.patch(path, { dateFrom: day(6), dateTo: day(4) }), 400);
  expect((await clerk.patch(path, {})).status).toBe(400);
  expect((await clerk.patch(path, { sizeId: dress.sizes[0]!.id, extra: 1 })).status).toBe(400);
  expectVietnameseError(await clerk.patch(path, { sizeId: dress.sizes[0]!.id }), 400);
});

test('after hand-over: 409; a marketing account: 403', async () => {
  const dress = await design();
  const { order, path } = await rental(dress, 1, 3);
  const { member: marketer } = await loggedInStaff(server, owner, 'marketing');
  expect((await marketer.patch(path, { sizeId: dress.sizes[1]!.id })).status).toBe(403);
  expect((await marketer.post(`${path}/change-quote`, { sizeId: dress.sizes[1]!.id })).status).toBe(403);
  expect((await handOverWithUnits(clerk, order.id)).status).toBe(200);
  expect(expectVietnameseError(await clerk.patch(path, { sizeId: dress.sizes[1]!.id }), 409)).toContain('đã được giao');
});

test('two changes racing for the last unit of a size: one wins, the other is refused', async () => {
  const dress = await design();
  const m = dress.sizes[1]!;
  const first = await rental(dress, 3, 5);
  const second = await rental(dress, 3, 5);
  const replies = await Promise.all([clerk.patch(first.path, { sizeId: m.id }), owner.patch(second.path, { sizeId: m.id })]);
  expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  const lines = await Promise.all([lineRow(first.item.id), lineRow(second.item.id)]);
  expect(lines.filter((line) => line.sizeId === m.id)).toHaveLength(1);
});
