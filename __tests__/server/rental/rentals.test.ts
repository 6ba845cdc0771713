/**
 * The rental lifecycle through the back-office over real HTTP: confirm the money, hand over, take back late with a
 * damage charge, the deposit back to the wallet (or by transfer) minus what the rule says, the shopper told at each step.
 */
import sharp from 'sharp';
import { addRent, addSale, day, expectVietnameseError, makeProduct, newShopper, startShopServer, type Shopper } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { OrderBody, PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type RentalBody, type Staff } from '../admin/helpers';
import { paidPickupRental, rentalDates } from './helpers';

let server: AccountsServer;
let clerk: Staff;
let owner: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

const walletCoin = async (shopper: Shopper) => (await shopper.get<{ walletCoin: number }>('/v1/wallet')).body.walletCoin;

const paidRental = (first = day(1), stock = 2) => paidPickupRental(server, clerk, first, stock);
const rentalRan = (itemId: number, from: number, to: number) => rentalDates(server, itemId, from, to);

describe('confirming the money and handing over', () => {
  test('confirming the money twice is 409; an unpaid order cannot be handed over', async () => {
    const { order } = await paidRental();
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${order.id}/confirm-payment`, {}), 409)).toBe('Đơn hàng đã được thanh toán');
    const dress = await makeProduct(server, { stock: 1, rentalPrice: 100_000, depositPrice: 100_000 });
    const { shopper } = await newShopper(server);
    const unpaid = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addRent(shopper, dress.id, day(2), day(3))], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${unpaid.body.order.id}/hand-over`), 409)).toBe('Đơn hàng chưa được thanh toán');
    expectVietnameseError(await clerk.get('/v1/admin/orders/99999999'), 404);
  });
});

describe('hand over, return, deposit', () => {
  test('a late dress is not back: its days stay booked until it is returned, then free again', async () => {
    const { order, itemId, dress } = await paidRental(day(1), 1);
    await handOverWithUnits(clerk, order.id);
    // Due back two days ago and still with the shopper: out today, back at the earliest today, cleaned tomorrow.
    await rentalRan(itemId, -4, -2);
    const { shopper: next } = await newShopper(server);
    const rent = (from: number, to: number) => next.post('/v1/cart', { productId: dress.id, mode: 'rent', quantities: 1, dateFrom: day(from), dateTo: day(to) });
    // Delivered on day 2, which the late dress (back today at best, cleaned tomorrow) still holds.
    expectVietnameseError(await rent(3, 4), 409);
    expect((await rent(4, 5)).status).toBe(201);
    await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
    // Back: its booking is its own dates again, long past.
    expect((await rent(2, 3)).status).toBe(201);
  });

  test('one day late with a damage note: the deposit comes back to the wallet minus 20 % of the rent and the charge', async () => {
    const { shopper, order, itemId } = await paidRental();
    const handed = await handOverWithUnits(clerk, order.id);
    expect(handed.status).toBe(200);
    expect(handed.body.order.status).toBe('done');
    expect(handed.body.order.items[0]!.rental).toMatchObject({ state: 'with_shopper', dueBack: day(4) });
    // Rented from four days ago to two days ago: due back yesterday, brought back today.
    await rentalRan(itemId, -4, -2);
    const late = await clerk.get<{ items: Array<{ order: { id: number } }> }>('/v1/admin/orders?view=late');
    expect(late.body.items.map((row) => row.order.id)).toContain(order.id);
    const before = await walletCoin(shopper);
    const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, {
      returnedOn: day(0),
      condition: 'damaged',
      damageCharge: 50_000,
      note: 'Bung chỉ ở gấu váy',
      refundMethod: 'wallet',
    });
    expect(returned.status).toBe(200);
    // Late fee: 20 % × 200.000 × 1 day = 40.000; refund 500.000 − 40.000 − 50.000 = 410.000.
    expect(returned.body.order.items[0]!.rental).toMatchObject({
      state: 'closed',
      returnedOn: day(0),
      lateDays: 1,
      lateFee: 40_000,
      damageCharge: 50_000,
      depositRefund: 410_000,
      refundMethod: 'wallet',
    });
    expect(await walletCoin(shopper)).toBe(before + 410_000);
    const ledger = await shopper.get<{ items: Array<{ reason: string; amount: number; description: string }> }>('/v1/wallet/transactions');
    expect(ledger.body.items[0]).toMatchObject({ reason: 'deposit_refund', amount: 410_000 });
    expect(ledger.body.items[0]!.description).toContain(order.code);
    // The shopper's own order page and notification say the same.
    const mine = await shopper.get<OrderBody & { items: Array<{ rental: RentalBody }> }>(`/v1/order/${order.id}`);
    expect(mine.body.items[0]!.rental).toMatchObject({ lateDays: 1, lateFee: 40_000, damageCharge: 50_000, depositRefund: 410_000 });
    expect(mine.body.events.at(-1)).toMatchObject({ kind: 'deposit_refunded' });
    expect(mine.body.events.at(-1)!.note).toMatch(/phí trả muộn 1 ngày 40\.000\s₫, phí sửa chữa 50\.000\s₫ \(Bung chỉ ở gấu váy\); hoàn 410\.000\s₫ vào ví/);
    const notes = await shopper.get<{ items: Array<{ title: string; body: string }> }>('/v1/notification/list');
    expect(notes.body.items[0]!.title).toBe(`Đã nhận lại đồ thuê của đơn ${order.code}`);
    // Once only.
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' }), 409)).toBe(
      'Đồ thuê này chưa được giao cho khách hoặc đã được nhận lại',
    );
    // Every step is in the audit log with the staff member's address.
    const audit = await owner.get<{ items: Array<{ action: string; entityId: string }> }>(`/v1/admin/audit?entity=order_item&entityId=${itemId}`);
    expect(audit.body.items.map((entry) => entry.action)).toEqual(['rental.return']);
    const orderAudit = await owner.get<{ items: Array<{ action: string }> }>(`/v1/admin/audit?entity=order&entityId=${order.id}`);
    expect(orderAudit.body.items.map((entry) => entry.action)).toEqual(['order.hand_over', 'order.confirm_payment']);
  });

  test('a bank-transfer refund waits as inspected until staff record it; 50 copies of that record settle it once', async () => {
    const { shopper, order, itemId } = await paidRental();
    await handOverWithUnits(clerk, order.id);
    await rentalRan(itemId, -3, -1);
    const before = await walletCoin(shopper);
    const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'transfer' });
    expect(returned.body.order.items[0]!.rental).toMatchObject({ state: 'inspected', lateDays: 0, depositRefund: 500_000, refundMethod: 'transfer' });
    expect(await walletCoin(shopper)).toBe(before);
    const copies = await Promise.all(Array.from({ length: 50 }, () => clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/refund-paid`, { note: 'Vietcombank' })));
    expect(copies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(copies.filter((reply) => reply.status === 409)).toHaveLength(49);
    const mine = await shopper.get<OrderBody & { items: Array<{ rental: RentalBody & { refundedAt: string | null } }> }>(`/v1/order/${order.id}`);
    expect(mine.body.items[0]!.rental).toMatchObject({ state: 'closed' });
    expect(mine.body.items[0]!.rental.refundedAt).not.toBeNull();
    expect(mine.body.events.filter((event) => event.kind === 'deposit_refunded')).toHaveLength(1);
  });

  test('bad returns are refused in Vietnamese: a future day, a charge without a note, a sale line, not yet handed over', async () => {
    const { order, itemId } = await paidRental();
    const body = { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' };
    expectVietnameseError(await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, body), 409);
    await handOverWithUnits(clerk, order.id);
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { ...body, returnedOn: day(1) }), 400)).toBe('Ngày nhận lại không thể sau hôm nay');
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { ...body, damageCharge: 10_000 }), 400)).toBe('Vui lòng ghi rõ tình trạng hư hỏng khi có phí sửa chữa');
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { ...body, returnedOn: '2026-02-30' }), 400)).toBe('Ngày nhận lại không hợp lệ (DD/MM/YYYY)');
    expectVietnameseError(await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId + 100000}/return`, body), 404);
    const bag = await makeProduct(server, { stock: 2, salePrice: 300_000 });
    const { shopper } = await newShopper(server);
    const sale = (await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addSale(shopper, bag.id)], deliveryMethod: 'pickup', paymentMethod: 'cash' })).body.order;
    const saleItem = (sale.items[0] as { id: number }).id;
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${sale.id}/items/${saleItem}/return`, body), 409)).toBe('Đây không phải sản phẩm thuê');
  });

  test('a lost item costs the whole deposit', async () => {
    const { shopper, order, itemId } = await paidRental();
    await handOverWithUnits(clerk, order.id);
    const before = await walletCoin(shopper);
    const lost = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'lost', damageCharge: 0, note: 'Khách báo mất', refundMethod: 'wallet' });
    expect(lost.body.order.items[0]!.rental).toMatchObject({ state: 'closed', damageCharge: 500_000, depositRefund: 0 });
    expect(await walletCoin(shopper)).toBe(before);
  });
});

describe('photos of a rental as it came back', () => {
  const picture = () => sharp({ create: { width: 900, height: 1200, channels: 3, background: '#8a1c3c' } }).jpeg().toBuffer();
  /** The bytes a client with this cookie gets (the photo routes answer images, not JSON). */
  const fetchPhoto = (path: string, client: { cookieName: string; cookie: string | null } | null) =>
    fetch(`${server.url}${path}`, { headers: client?.cookie ? { cookie: `${client.cookieName}=${client.cookie}` } : {} });

  test('staff add condition photos once it is handed over; only staff and the order’s shopper see them', async () => {
    const { shopper, order, itemId } = await paidRental();
    expect(expectVietnameseError(await clerk.upload(`/v1/admin/orders/${order.id}/items/${itemId}/photos`, await picture(), 'image/jpeg'), 409)).toContain('đã giao cho khách');
    await handOverWithUnits(clerk, order.id);
    expectVietnameseError(await clerk.upload(`/v1/admin/orders/${order.id}/items/${itemId}/photos`, Buffer.from('not a picture'), 'text/plain'), 415);
    const added = await clerk.upload<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/photos`, await picture(), 'image/jpeg');
    expect(added.status).toBe(201);
    const [photoId] = (added.body.order.items[0]!.rental as RentalBody & { photoIds: number[] }).photoIds;
    expect(photoId).toEqual(expect.any(Number));

    const mine = await fetchPhoto(`/v1/order/${order.id}/items/${itemId}/photos/${photoId}`, shopper);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', height: 1200, width: 900 });
    expect(meta.exif).toBeUndefined();
    expect((await fetchPhoto(`/v1/admin/orders/${order.id}/items/${itemId}/photos/${photoId}`, clerk)).status).toBe(200);

    const { shopper: stranger } = await newShopper(server);
    expect((await fetchPhoto(`/v1/order/${order.id}/items/${itemId}/photos/${photoId}`, stranger)).status).toBe(404);
    expect((await fetchPhoto(`/v1/order/${order.id}/items/${itemId}/photos/${photoId}`, null)).status).toBe(401);
    // The public image host does not serve it.
    expect((await fetchPhoto(`/images/200x200/rp/${itemId}/${'0'.repeat(24)}`, null)).status).toBe(404);
    expect((await fetchPhoto(`/v1/order/${order.id}/items/${itemId}/photos/${photoId! + 1000}`, shopper)).status).toBe(404);
  });
});

