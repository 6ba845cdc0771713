/**
 * "Gia hạn thuê" over real HTTP: the offer follows the availability rule (buffer days included), the extension order
 * holds the days while it waits for its payment, and once paid the rental is due back later — the return and its late
 * fee then count from the new day.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../../server/db/schema';
import { addRent, day, expectVietnameseError, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { OrderBody, PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';
import { paidPickupRental, rentalDates } from './helpers';

let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

interface Offer {
  dueBack: string;
  options: Array<{ days: number; dateTo: string; dueBack: string; price: number }>;
  refusal: string | null;
  pendingOrder: { id: number; code: string } | null;
}
type ShopperOrder = OrderBody & { isExtension: boolean; extendsOrder: { id: number; code: string } | null; items: Array<{ id: number; dateTo: string; extendedDays: number; canExtend: boolean }> };

/** A dress (one in stock) with the shopper since yesterday, rented until tomorrow: due back the day after. */
async function rentalWithShopper(stock = 1) {
  const rental = await paidPickupRental(server, clerk, day(1), stock);
  expect((await handOverWithUnits(clerk, rental.order.id)).status).toBe(200);
  await rentalDates(server, rental.itemId, -1, 1);
  const offerPath = `/v1/order/${rental.order.id}/items/${rental.itemId}/extension`;
  return { ...rental, offerPath };
}

const otherShopperRents = async (productId: number, from: number, to: number) => {
  const { shopper } = await newShopper(server);
  return shopper.post('/v1/cart', { productId, mode: 'rent', quantities: 1, dateFrom: day(from), dateTo: day(to) });
};

describe('the offer', () => {
  test('up to the next booking: its delivery day and our return and cleaning days stay apart', async () => {
    const { dress, offerPath, shopper } = await rentalWithShopper();
    // Someone rents from day 6: delivered on day 5. Ours (to day 1) can run to day 2: back day 3, cleaned day 4.
    const { shopper: other } = await newShopper(server);
    const otherOrder = await other.post<PlacedBody>('/v1/order', { cartItemIds: [await addRent(other, dress.id, day(6), day(7))], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    expect(otherOrder.status).toBe(201);
    const offer = await shopper.get<Offer>(offerPath);
    expect(offer.status).toBe(200);
    expect(offer.body.refusal).toBeNull();
    // Rent 200.000 for two days; three days cost 220.000: one more day is 20.000.
    expect(offer.body.options).toEqual([{ days: 1, dateTo: day(2), dueBack: day(3), price: 20_000 }]);
    const refused = await shopper.post(offerPath, { days: 2, paymentMethod: 'bank_transfer' });
    expect(expectVietnameseError(refused, 409)).toContain('tối đa 1 ngày');
  });

  test('not handed over, late, someone else’s, cash or too many days: a clear refusal', async () => {
    const reserved = await paidPickupRental(server, clerk, day(1));
    const reservedPath = `/v1/order/${reserved.order.id}/items/${reserved.itemId}/extension`;
    expect((await reserved.shopper.get<Offer>(reservedPath)).body).toMatchObject({ options: [], refusal: 'Đồ chưa được giao cho bạn. Bạn có thể gia hạn sau khi nhận đồ' });
    expect(expectVietnameseError(await reserved.shopper.post(reservedPath, { days: 1, paymentMethod: 'momo' }), 409)).toContain('chưa được giao');

    const { shopper, offerPath, order, itemId } = await rentalWithShopper();
    expect(expectVietnameseError(await shopper.post(offerPath, { days: 1, paymentMethod: 'cash' }), 400)).toContain('chuyển khoản');
    expectVietnameseError(await shopper.post(offerPath, { days: 8, paymentMethod: 'momo' }), 400);
    expectVietnameseError(await shopper.get(`/v1/order/${order.id}/items/${reserved.itemId}/extension`), 404);
    const { shopper: stranger } = await newShopper(server);
    expectVietnameseError(await stranger.get(offerPath), 404);
    expectVietnameseError(await stranger.post(offerPath, { days: 1, paymentMethod: 'momo' }), 404);

    await rentalDates(server, itemId, -4, -2);
    const late = await shopper.get<Offer>(offerPath);
    expect(late.body.refusal).toContain('Đã quá ngày trả đồ');
    expect((await shopper.get<ShopperOrder>(`/v1/order/${order.id}`)).body.items[0]!.canExtend).toBe(false);
  });
});

describe('paying for the extension', () => {
  test('by bank transfer: the days are held while it waits, then the rental is due back two days later and the return counts from there', async () => {
    const { shopper, dress, order, itemId, offerPath } = await rentalWithShopper();
    expect((await shopper.get<ShopperOrder>(`/v1/order/${order.id}`)).body.items[0]).toMatchObject({ canExtend: true, extendedDays: 0, dateTo: day(1) });
    const offer = await shopper.get<Offer>(offerPath);
    expect(offer.body.options).toHaveLength(7);
    expect(offer.body.options[1]).toEqual({ days: 2, dateTo: day(3), dueBack: day(4), price: 40_000 });

    const placed = await shopper.post<{ order: ShopperOrder; payment: { method: string } | null }>(offerPath, { days: 2, paymentMethod: 'bank_transfer' });
    expect(placed.status).toBe(201);
    const extension = placed.body.order;
    expect(extension).toMatchObject({ status: 'not_paid', isExtension: true, extendsOrder: { id: order.id, code: order.code }, amountDue: 40_000, deliveryMethod: 'pickup' });
    expect(placed.body.payment?.method).toBe('bank_transfer');

    // Held for the shopper: delivered on day 5 would meet our cleaning day (day 5); day 6 is free.
    expectVietnameseError(await otherShopperRents(dress.id, 6, 7), 409);
    expect((await otherShopperRents(dress.id, 7, 8)).status).toBe(201);
    expect(expectVietnameseError(await shopper.post(offerPath, { days: 1, paymentMethod: 'momo' }), 409)).toContain(extension.code);
    expect((await shopper.get<Offer>(offerPath)).body.pendingOrder).toEqual({ id: extension.id, code: extension.code });

    const confirmed = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${extension.id}/confirm-payment`, { note: 'Đã nhận chuyển khoản' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.status).toBe('done');
    const after = (await shopper.get<ShopperOrder>(`/v1/order/${order.id}`)).body;
    expect(after.items[0]).toMatchObject({ dateTo: day(3), extendedDays: 2, rental: { state: 'with_shopper', dueBack: day(4) } });
    expect(after.events.at(-1)).toMatchObject({ kind: 'extended' });
    expect(after.events.at(-1)!.note).toContain('thêm 2 ngày');
    const notes = await shopper.get<{ items: Array<{ title: string }> }>('/v1/notification/list');
    expect(notes.body.items.map((note) => note.title)).toContain('Đã gia hạn thuê «Đầm dạ hội Xanh Ngọc»');

    // Time passes: the extended rental ran to two days ago, so it was due back yesterday; back today, one day late.
    await rentalDates(server, itemId, -5, -2);
    const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${order.id}/items/${itemId}/return`, {
      returnedOn: day(0),
      condition: 'good',
      damageCharge: 0,
      note: '',
      refundMethod: 'wallet',
    });
    expect(returned.status).toBe(200);
    expect(returned.body.order.items[0]!.rental).toMatchObject({ lateDays: 1, lateFee: 40_000, depositRefund: 460_000 });
  });

  test('from the wallet: paid at once; an unpaid one that expires gives the days back', async () => {
    const { shopper, dress, order, offerPath } = await rentalWithShopper();
    const unpaid = await shopper.post<PlacedBody>(offerPath, { days: 3, paymentMethod: 'momo' });
    expect(unpaid.status).toBe(201);
    expectVietnameseError(await otherShopperRents(dress.id, 6, 7), 409);
    await server.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, unpaid.body.order.id));
    expect((await otherShopperRents(dress.id, 6, 7)).status).toBe(201);

    // The welcome credit (100.000) covers one more day (20.000), not seven (140.000).
    expect((await shopper.get<{ walletCoin: number }>('/v1/wallet')).body.walletCoin).toBe(100_000);
    expect(expectVietnameseError(await shopper.post(offerPath, { days: 7, paymentMethod: 'wallet' }), 409)).toBe('Số dư ví không đủ');
    const paid = await shopper.post<PlacedBody>(offerPath, { days: 1, paymentMethod: 'wallet' });
    expect(paid.status).toBe(201);
    expect(paid.body.order).toMatchObject({ status: 'done', amountDue: 0, totals: expect.objectContaining({ walletAmount: 20_000 }) });
    expect((await shopper.get<{ walletCoin: number }>('/v1/wallet')).body.walletCoin).toBe(80_000);
    expect((await shopper.get<ShopperOrder>(`/v1/order/${order.id}`)).body.items[0]).toMatchObject({ dateTo: day(2), extendedDays: 1 });
  });

  test('the same extension sent 10 times at once makes one order', async () => {
    const { shopper, offerPath } = await rentalWithShopper(2);
    const replies = await Promise.all(Array.from({ length: 10 }, () => shopper.post(offerPath, { days: 2, paymentMethod: 'bank_transfer' })));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) expect(expectVietnameseError(reply, 409)).toContain('đang chờ thanh toán');
  });

  test('money that arrives after the dress is back is refunded to the wallet, the rental unchanged', async () => {
    const { shopper, order, itemId, offerPath } = await rentalWithShopper();
    const placed = await shopper.post<PlacedBody>(offerPath, { days: 2, paymentMethod: 'bank_transfer' });
    await clerk.post(`/v1/admin/orders/${order.id}/items/${itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
    const before = (await shopper.get<{ walletCoin: number }>('/v1/wallet')).body.walletCoin;
    const confirmed = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${placed.body.order.id}/confirm-payment`, { note: 'Đã nhận chuyển khoản' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.status).toBe('cancelled');
    expect((await shopper.get<{ walletCoin: number }>('/v1/wallet')).body.walletCoin).toBe(before + 40_000);
    expect((await shopper.get<ShopperOrder>(`/v1/order/${order.id}`)).body.items[0]).toMatchObject({ dateTo: day(1), extendedDays: 0 });
  });
});
