/** Orders over real HTTP: placement snapshots, checks, wallet, free first order, ownership, paying again (cancel, expiry, the staff API: ../rental/lifecycle.test.ts). */
import { eq } from 'drizzle-orm';
import { cartItems, notifications, payments, products } from '../../../server/db/schema';
import { orderTotals } from '../../../core/rules/order-totals';
import { credit } from '../../../server/modules/wallet/ledger';
import { priceLine } from '../../../core/rules/pricing';
import { Shopper } from '../accounts/helpers';
import {
  activeBookings,
  addAddress,
  addRent,
  addSale,
  day,
  expectVietnameseError,
  giveMembership,
  makeProduct,
  newShopper,
  productStock,
  startShopServer,
} from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { OrderBody, PlacedBody } from './helpers';

const STAFF_TOKEN = 'ma-nhan-vien-thu-nghiem-0123456789abcdef';
let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer({ STAFF_API_TOKEN: STAFF_TOKEN });
});
afterAll(async () => server.close());

const wallet = async (shopper: Shopper) => (await shopper.get<{ availableBalance: number; walletCoin: number }>('/v1/wallet')).body;
const pickupCash = (cartItemIds: number[], more: Record<string, unknown> = {}) => ({ cartItemIds, deliveryMethod: 'pickup', paymentMethod: 'cash', ...more });
const staff = (path: string, token = STAFF_TOKEN) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('POST /v1/order', () => {
  test('snapshots prices and totals, holds the units, empties those cart lines, writes event and notification', async () => {
    const dress = await makeProduct(server, { stock: 1, rentalPrice: 300_000, depositPrice: 500_000, name: 'Áo dài Đỏ Thắm' });
    const bag = await makeProduct(server, { stock: 3, salePrice: 250_000 });
    const { shopper, account } = await newShopper(server);
    const addressId = await addAddress(server, account.customer.id);
    const rentId = await addRent(shopper, dress.id, day(6), day(10));
    const saleId = await addSale(shopper, bag.id, 2);
    const keep = await addRent(shopper, bag.id, day(40), day(41));
    const quote = await shopper.post<{ totals: Record<string, number> }>('/v1/order/quote', { cartItemIds: [rentId, saleId], deliveryMethod: 'delivery', walletAmount: 40_000 });
    expect(quote.status).toBe(200);
    const reply = await shopper.post<PlacedBody>('/v1/order', {
      cartItemIds: [rentId, saleId],
      deliveryMethod: 'delivery',
      addressId,
      note: 'Giao giờ hành chính',
      paymentMethod: 'bank_transfer',
      walletAmount: 40_000,
    });
    expect(reply.status).toBe(201);
    const { order } = reply.body;
    const rentLine = priceLine(dress, { mode: 'rent', quantity: 1, dateFrom: day(6), dateTo: day(10) }, null);
    const saleLine = priceLine(bag, { mode: 'sale', quantity: 2 }, null);
    const totals = orderTotals({ lines: [rentLine, saleLine], deliveryMethod: 'delivery', freeFirstOrder: false, walletRequested: 40_000, walletBalance: 100_000 });
    expect(order.totals).toEqual(totals);
    expect(quote.body.totals).toEqual(totals);
    expect(order).toMatchObject({ status: 'not_paid', total: totals.total, amountDue: totals.total - 40_000, itemCount: 3, deliveryMethod: 'delivery', note: 'Giao giờ hành chính', canPay: true, canCancel: true });
    expect(order.code).toMatch(/^DH\d{8}$/);
    expect(order.address).toMatchObject({ receiverName: 'Nguyễn Thị Lan', fullAddress: '12 Lý Thường Kiệt, Phường Hoàn Kiếm, Thành phố Hà Nội' });
    expect(order.items).toEqual([
      expect.objectContaining({ productId: dress.id, productName: 'Áo dài Đỏ Thắm', mode: 'rent', quantity: 1, dateFrom: day(6), dateTo: day(10), unitPrice: 300_000, price: rentLine.price, chargedPrice: rentLine.price, deposit: 500_000 }),
      expect.objectContaining({ productId: bag.id, mode: 'sale', quantity: 2, dateFrom: null, unitPrice: 250_000, price: 500_000, chargedPrice: 500_000, deposit: 0 }),
    ]);
    // Bank transfer: a day to pay.
    const hold = new Date(order.expiresAt!).getTime() - Date.now();
    expect(hold).toBeGreaterThan(1439 * 60_000);
    expect(hold).toBeLessThanOrEqual(1440 * 60_000);
    expect(order.events.map((event) => event.kind)).toEqual(['placed', 'payment_started']);
    // The bank transfer attempt: a VietQR code for the amount due, with the order code as memo.
    expect(reply.body.payment).toMatchObject({ method: 'bank_transfer', amount: totals.total - 40_000, status: 'pending', action: { kind: 'qr', qr: { memo: order.code } } });
    expect(order.payment).toEqual(reply.body.payment);
    // The snapshot does not move when the product's price does.
    await server.database.db.update(products).set({ rentalPrice: 1 }).where(eq(products.id, dress.id));
    expect((await shopper.get<OrderBody>(`/v1/order/${order.id}`)).body.totals).toEqual(totals);
    expect(await productStock(server, bag.id)).toBe(1);
    expect((await wallet(shopper)).walletCoin).toBe(60_000);
    const left = await server.database.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.customerId, account.customer.id));
    expect(left.map((row) => row.id)).toEqual([keep]);
    const notes = await server.database.db.select().from(notifications).where(eq(notifications.customerId, account.customer.id));
    expect(notes.some((note) => note.link === `/account/order-history/${order.id}` && note.title.includes(order.code))).toBe(true);
    expect(await activeBookings(server, dress.id)).toHaveLength(1);
  });

  test('409 naming the product when the units went to someone else; the loser keeps the cart line', async () => {
    const product = await makeProduct(server, { stock: 1, name: 'Đầm Xòe Vintage' });
    const a = await newShopper(server);
    const b = await newShopper(server);
    const aLine = await addRent(a.shopper, product.id, day(8), day(9));
    const bLine = await addRent(b.shopper, product.id, day(9), day(11));
    expect((await a.shopper.post('/v1/order', pickupCash([aLine]))).status).toBe(201);
    const refused = await b.shopper.post('/v1/order', pickupCash([bLine]));
    expect(expectVietnameseError(refused, 409)).toBe(`«Đầm Xòe Vintage» đã hết lịch thuê từ ${day(9).split('-').reverse().join('/')} đến ${day(11).split('-').reverse().join('/')}`);
    expect((await b.shopper.get<{ total: number }>('/v1/cart/cart-item/list')).body.total).toBe(1);
    // Two lines of one order compete with each other too.
    const solo = await makeProduct(server, { stock: 1 });
    const c = await newShopper(server);
    const first = await addRent(c.shopper, solo.id, day(30), day(31));
    const second = await addRent(c.shopper, solo.id, day(32), day(33));
    expectVietnameseError(await c.shopper.post('/v1/order', pickupCash([first, second])), 409);
    expect(await activeBookings(server, solo.id)).toHaveLength(0);
  });

  test('payment and delivery rules: cash needs pick-up, delivery needs your address, wallet must cover the total', async () => {
    const product = await makeProduct(server, { stock: 5, rentalPrice: 20_000, depositPrice: 10_000, salePrice: 30_000 });
    const { shopper, account } = await newShopper(server);
    const other = await newShopper(server);
    const otherAddress = await addAddress(server, other.account.customer.id);
    const line = await addRent(shopper, product.id, day(4), day(5));
    expect(expectVietnameseError(await shopper.post('/v1/order', { cartItemIds: [line], deliveryMethod: 'delivery', addressId: await addAddress(server, account.customer.id), paymentMethod: 'cash' }), 400)).toBe(
      'Thanh toán tiền mặt chỉ áp dụng khi nhận tại cửa hàng',
    );
    expect(expectVietnameseError(await shopper.post('/v1/order', { cartItemIds: [line], deliveryMethod: 'delivery', paymentMethod: 'momo' }), 400)).toBe('Vui lòng chọn địa chỉ nhận hàng');
    expect(expectVietnameseError(await shopper.post('/v1/order', { cartItemIds: [line], deliveryMethod: 'delivery', addressId: otherAddress, paymentMethod: 'momo' }), 404)).toBe('Không tìm thấy địa chỉ');
    expectVietnameseError(await shopper.post('/v1/order', pickupCash([line], { paymentMethod: 'wallet', walletAmount: 1_000 })), 400);
    expect(expectVietnameseError(await shopper.post('/v1/order', pickupCash([line], { walletAmount: 100_001 })), 409)).toBe('Số dư ví không đủ');
    for (const body of [{}, { cartItemIds: [], deliveryMethod: 'pickup', paymentMethod: 'cash' }, pickupCash([line], { paymentMethod: 'bitcoin' }), pickupCash([line, line]), pickupCash([line], { note: 'x'.repeat(501) }), pickupCash([line], { walletAmount: -1 }), pickupCash(['a'] as unknown as number[])]) {
      expectVietnameseError(await shopper.post('/v1/order', body), 400);
    }
    expectVietnameseError(await shopper.post('/v1/order', pickupCash([99_999_999])), 404);
    expectVietnameseError(await new Shopper(server).post('/v1/order', pickupCash([line])), 401);
    // Fully paid from the wallet: delivering at once, nothing to collect.
    const paid = await shopper.post<PlacedBody>('/v1/order', pickupCash([line], { paymentMethod: 'wallet', walletAmount: 30_000 }));
    expect(paid.status).toBe(201);
    expect(paid.body.payment).toBeNull();
    expect(paid.body.order).toMatchObject({ status: 'delivering', amountDue: 0, expiresAt: null, canPay: false, canCancel: true });
    expect(paid.body.order.paidAt).not.toBeNull();
    expect(paid.body.order.events.map((event) => event.kind)).toEqual(['placed', 'paid']);
    expect((await wallet(shopper)).walletCoin).toBe(70_000);
  });

  test('the wallet part is checked against the shopper’s own balance, whatever ids her ledger rows have', async () => {
    const gown = await makeProduct(server, { stock: 1, rentalPrice: 2_000_000, depositPrice: 3_000_000 });
    const { shopper, account } = await newShopper(server);
    await credit(server.database.db, account.customer.id, { kind: 'available', amount: 6_000_000, reason: 'topup', description: 'Nạp tiền thử nghiệm' });
    const line = await addRent(shopper, gown.id, day(4), day(5));
    const quote = await shopper.post<{ totals: Record<string, number> }>('/v1/order/quote', { cartItemIds: [line], deliveryMethod: 'pickup', walletAmount: 4_000_000 });
    const covered = quote.body.totals.walletAmount!;
    expect(covered).toBe(4_000_000);
    const placed = await shopper.post<PlacedBody>('/v1/order', pickupCash([line], { walletAmount: covered }));
    expect(placed.status).toBe(201);
    expect(placed.body.order.totals.walletAmount).toBe(covered);
    expect((await wallet(shopper)).walletCoin).toBe(6_100_000 - covered);
  });
});

describe('free first order and membership', () => {
  test('the rent of the first order is free, used at placement and given back when cancelled', async () => {
    const dress = await makeProduct(server, { stock: 3, rentalPrice: 400_000, depositPrice: 300_000 });
    const { shopper, account } = await newShopper(server);
    await giveMembership(server, account.customer.id, { percentDiscount: 10, extendDay: 1, isFreeFirstOrder: true });
    const line = await addRent(shopper, dress.id, day(5), day(9));
    const quote = await shopper.post<{ freeFirstOrder: boolean; totals: Record<string, number>; membership: unknown }>('/v1/order/quote', { cartItemIds: [line], deliveryMethod: 'pickup' });
    const price = priceLine(dress, { mode: 'rent', quantity: 1, dateFrom: day(5), dateTo: day(9) }, { percentDiscount: 10, extendDay: 1 });
    expect(quote.body.membership).toEqual({ percentDiscount: 10, extendDay: 1 });
    expect(quote.body.freeFirstOrder).toBe(true);
    expect(quote.body.totals).toMatchObject({ rentalTotal: price.price, membershipDiscount: price.price - price.membershipPrice, freeFirstOrderDiscount: price.membershipPrice, total: 300_000 });
    const placed = await shopper.post<PlacedBody>('/v1/order', pickupCash([line]));
    expect(placed.body.order.totals.freeFirstOrderDiscount).toBe(price.membershipPrice);
    expect(placed.body.order.items[0]).toMatchObject({ price: price.price, chargedPrice: price.membershipPrice });
    const next = await addRent(shopper, dress.id, day(20), day(21));
    const second = await shopper.post<{ freeFirstOrder: boolean; totals: Record<string, number> }>('/v1/order/quote', { cartItemIds: [next], deliveryMethod: 'pickup' });
    expect(second.body.freeFirstOrder).toBe(false);
    expect(second.body.totals.freeFirstOrderDiscount).toBe(0);
    await shopper.post(`/v1/order/${placed.body.order.id}/cancel`, {});
    expect((await shopper.post<{ freeFirstOrder: boolean }>('/v1/order/quote', { cartItemIds: [next], deliveryMethod: 'pickup' })).body.freeFirstOrder).toBe(true);
  });
});

describe('ownership', () => {
  test('shopper B gets 404 for A’s orders (see, cancel, pay) and A’s order is unchanged', async () => {
    const dress = await makeProduct(server, { stock: 2 });
    const a = await newShopper(server);
    const b = await newShopper(server);
    const line = await addRent(a.shopper, dress.id, day(5), day(6));
    expectVietnameseError(await b.shopper.post('/v1/order', pickupCash([line])), 404);
    const placed = await a.shopper.post<PlacedBody>('/v1/order', pickupCash([line]));
    const id = placed.body.order.id;
    const before = (await a.shopper.get<OrderBody>(`/v1/order/${id}`)).body;
    expect(expectVietnameseError(await b.shopper.get(`/v1/order/${id}`), 404)).toBe('Không tìm thấy đơn hàng');
    expectVietnameseError(await b.shopper.post(`/v1/order/${id}/cancel`, {}), 404);
    expectVietnameseError(await b.shopper.post(`/v1/order/${id}/pay`, { paymentMethod: 'momo' }), 404);
    expect((await b.shopper.get<{ items: unknown[]; total: number }>('/v1/order/list')).body).toMatchObject({ items: [], total: 0 });
    expect((await a.shopper.get<OrderBody>(`/v1/order/${id}`)).body).toEqual(before);
    expectVietnameseError(await new Shopper(server).get(`/v1/order/${id}`), 401);
    expectVietnameseError(await a.shopper.get('/v1/order/abc'), 400);
    expectVietnameseError(await a.shopper.get('/v1/order/list?status=lost'), 400);
  });
});

describe('pay again', () => {
  test('pay again starts a new gateway attempt; staff confirming the money record their own payment beside it', async () => {
    const { db } = server.database;
    const dress = await makeProduct(server, { stock: 5, rentalPrice: 50_000, depositPrice: 0 });
    const { shopper } = await newShopper(server);
    // Three days or more before the delivery day: the cancellation below gives everything back.
    const placed = (await shopper.post<PlacedBody>('/v1/order', pickupCash([await addRent(shopper, dress.id, day(5), day(6))]))).body;
    expect(placed.payment).toBeNull();
    const again = await shopper.post<PlacedBody & { payment: { reference: string; action: { kind: string; url?: string } } }>(`/v1/order/${placed.order.id}/pay`, { paymentMethod: 'momo' });
    expect(again.status).toBe(200);
    expect(again.body.payment).toMatchObject({ method: 'momo', amount: placed.order.amountDue, status: 'pending', action: { kind: 'redirect' } });
    expect(again.body.order).toMatchObject({ paymentMethod: 'momo', status: 'not_paid', canPay: true });
    expect(again.body.order.events.at(-1)).toMatchObject({ kind: 'payment_started' });
    // Paid at the counter instead: staff record their own payment; the MoMo attempt stays MoMo's.
    const paid = await staff(`/v1/staff/order/${placed.order.code}/paid`);
    expect(paid.body).toMatchObject({ result: 'paid', order: { status: 'delivering', payment: { method: 'bank_transfer', status: 'paid' } } });
    expect((await db.select().from(payments).where(eq(payments.reference, again.body.payment.reference)))[0]).toMatchObject({ status: 'pending' });
    // Cancelling a paid order refunds what it was paid to the wallet.
    const cancelled = await shopper.post<OrderBody>(`/v1/order/${placed.order.id}/cancel`, {});
    expect(cancelled.body.status).toBe('cancelled');
    expect((await wallet(shopper)).walletCoin).toBe(100_000 + placed.order.amountDue);
  });
});
