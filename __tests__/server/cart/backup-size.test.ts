/**
 * A back-up size over HTTP (issue 31 item 6): added against a rental line (same design, another size, same days,
 * one unit), following it in the cart, placed, handed over and returned with it, priced by the shop's setting.
 */
import { eq } from 'drizzle-orm';
import { orderItems } from '../../../server/db/schema';
import { addRent, day, expectVietnameseError, makeProduct, newShopper, startShopServer, type Shopper } from './helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';
import { BACKUP_MESSAGES, backupExtensionFee } from '../../../core/rules/backup-size';
import type { Cart, CartItem } from '../../../core/contracts/cart';
import { EXTENSION_MESSAGES } from '../../../server/modules/rental/messages';

let server: AccountsServer;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

/** Rent 300.000 ₫, deposit 500.000 ₫; sizes S, M, L with one unit each. */
async function gown(name = 'Đầm dạ hội Ánh Trăng') {
  const product = await makeProduct(server, { name, rentalPrice: 300_000, depositPrice: 500_000, sizes: [{ name: 'S', units: 1 }, { name: 'M', units: 1 }, { name: 'L', units: 1 }] });
  const [s, m, l] = product.sizes.map((size) => size.id);
  return { product, s: s!, m: m!, l: l! };
}

const backup = (shopper: Shopper, mainId: number, productId: number, sizeId: number, from: number, to: number, quantities = 1) =>
  shopper.post<{ item: CartItem; message?: string }>('/v1/cart', { productId, sizeId, mode: 'rent', quantities, dateFrom: day(from), dateTo: day(to), backupOf: mainId });
const cartOf = async (shopper: Shopper) => (await shopper.get<Cart>('/v1/cart/cart-item/list')).body;

/** The fee setting is read where a line is priced: set for the length of `run`. */
async function withFee<T>(fee: string, run: () => Promise<T>): Promise<T> {
  const saved = process.env.BACKUP_SIZE_FEE;
  process.env.BACKUP_SIZE_FEE = fee;
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.BACKUP_SIZE_FEE;
    else process.env.BACKUP_SIZE_FEE = saved;
  }
}

describe('in the cart', () => {
  test('another size, same days, one unit: free by default with its deposit held; every other shape refused in Vietnamese', async () => {
    const { product, s, m, l } = await gown();
    const { shopper } = await newShopper(server);
    const main = await addRent(shopper, product.id, day(10), day(13), 1, s);

    expect(expectVietnameseError(await backup(shopper, main, product.id, s, 10, 13), 400)).toBe(BACKUP_MESSAGES.otherSize);
    expect(expectVietnameseError(await backup(shopper, main, product.id, m, 10, 14), 400)).toBe(BACKUP_MESSAGES.sameDates);
    expect(expectVietnameseError(await backup(shopper, main, product.id, m, 10, 13, 2), 400)).toBe(BACKUP_MESSAGES.oneUnit);
    const other = await gown('Áo dài Sen Hồng');
    expect(expectVietnameseError(await backup(shopper, main, other.product.id, other.m, 10, 13), 400)).toBe(BACKUP_MESSAGES.sameProduct);
    const stranger = await newShopper(server);
    expect(expectVietnameseError(await backup(stranger.shopper, main, product.id, m, 10, 13), 404)).toBe(BACKUP_MESSAGES.mainNotFound);

    const added = await backup(shopper, main, product.id, m, 10, 13);
    expect(added.status).toBe(201);
    // 3 days (10 → 13): a rental would be 330.000 ₫; the back-up is free, its deposit held like a rental's.
    expect(added.body.item).toMatchObject({ sizeName: 'M', quantities: 1, backupOf: main, line: { mode: 'rent', days: 3, price: 0, membershipPrice: 0, deposit: 500_000 } });
    expect(expectVietnameseError(await backup(shopper, main, product.id, l, 10, 13), 409)).toBe(BACKUP_MESSAGES.onlyOne);
    expect(expectVietnameseError(await backup(shopper, added.body.item.id, product.id, l, 10, 13), 400)).toBe(BACKUP_MESSAGES.mainIsBackup);
    // The same size and days added again as an ordinary line is its own line, not merged into the back-up.
    const plain = await addRent(shopper, product.id, day(20), day(21), 1, m);
    expect(plain).not.toBe(added.body.item.id);
  });

  test('it follows its line\'s new days, refuses days of its own, is checked against its size\'s calendar, and goes when its line goes', async () => {
    const { product, s, m } = await gown();
    const { shopper } = await newShopper(server);
    const main = await addRent(shopper, product.id, day(10), day(11), 1, s);
    const spare = (await backup(shopper, main, product.id, m, 10, 11)).body.item.id;

    expect((await shopper.put(`/v1/cart/cart-item/${main}`, { id: main, quantities: 1, dateFrom: day(12), dateTo: day(14) })).status).toBe(200);
    expect((await cartOf(shopper)).items.find((item) => item.id === spare)).toMatchObject({ dateFrom: day(12), dateTo: day(14), backupOf: main });
    expect(expectVietnameseError(await shopper.put(`/v1/cart/cart-item/${spare}`, { id: spare, quantities: 1, dateFrom: day(12), dateTo: day(15) }), 400)).toBe(BACKUP_MESSAGES.sameDates);

    // Someone takes M for days 30–31: the main line cannot move there with its back-up (nothing changes).
    const other = await newShopper(server);
    expect((await other.shopper.post<PlacedBody>('/v1/order', { cartItemIds: [await addRent(other.shopper, product.id, day(30), day(31), 1, m)], deliveryMethod: 'pickup', paymentMethod: 'cash' })).status).toBe(201);
    expect(expectVietnameseError(await shopper.put(`/v1/cart/cart-item/${main}`, { id: main, quantities: 1, dateFrom: day(30), dateTo: day(31) }), 409)).toContain('size M');
    expect((await cartOf(shopper)).items.map((item) => [item.id, item.dateFrom])).toEqual(expect.arrayContaining([[main, day(12)], [spare, day(12)]]));
    const main2 = await addRent(shopper, product.id, day(30), day(31), 1, s);
    expect(expectVietnameseError(await backup(shopper, main2, product.id, m, 30, 31), 409)).toContain('size M');

    expect((await shopper.del<{ removed: number }>('/v1/cart/cart-item', { ids: [main] })).status).toBe(200);
    expect((await cartOf(shopper)).items.map((item) => item.id)).toEqual([main2]);
  });

  test('a guest\'s back-up comes along at log-in; one whose line could not come is skipped with the reason', async () => {
    const { product, s, m, l } = await gown();
    const { shopper } = await newShopper(server);
    const merged = await shopper.post<{ cart: Cart; changes: Array<{ kind: string; message: string }> }>('/v1/cart/merge', {
      items: [
        { productId: product.id, sizeId: s, mode: 'rent', quantities: 1, dateFrom: day(10), dateTo: day(11) },
        { productId: product.id, sizeId: m, mode: 'rent', quantities: 1, dateFrom: day(10), dateTo: day(11), backupOfIndex: 0 },
        { productId: product.id, sizeId: s, mode: 'rent', quantities: 1, dateFrom: day(-1), dateTo: day(1) },
        { productId: product.id, sizeId: l, mode: 'rent', quantities: 1, dateFrom: day(-1), dateTo: day(1), backupOfIndex: 2 },
      ],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.changes.map((change) => change.kind)).toEqual(['added', 'skipped', 'added', 'skipped']);
    expect(merged.body.changes[3]!.message).toBe(BACKUP_MESSAGES.withoutMain);
    const [spare, main] = merged.body.cart.items;
    expect(spare).toMatchObject({ sizeName: 'M', backupOf: main!.id });
  });
});

describe('in the order', () => {
  async function placed(shopper: Shopper, cartItemIds: number[]) {
    return shopper.post<PlacedBody & { message?: string }>('/v1/order', { cartItemIds, deliveryMethod: 'pickup', paymentMethod: 'cash' });
  }

  test('the back-up goes with its line (named or not), alone it is refused; both are handed over with a unit and returned by the same rule', async () => {
    const { product, s, m } = await gown();
    const { shopper } = await newShopper(server);
    const main = await addRent(shopper, product.id, day(2), day(3), 1, s);
    const spare = (await backup(shopper, main, product.id, m, 2, 3)).body.item.id;
    expect(expectVietnameseError(await placed(shopper, [spare]), 409)).toBe(BACKUP_MESSAGES.withoutMain);

    const quote = await shopper.post<{ items: CartItem[]; totals: Record<string, number> }>('/v1/order/quote', { cartItemIds: [main], deliveryMethod: 'pickup' });
    expect(quote.body.items.map((item) => item.id)).toEqual([main, spare]);
    expect(quote.body.totals).toMatchObject({ rentalTotal: 300_000, depositTotal: 1_000_000 });

    const order = await placed(shopper, [main]);
    expect(order.status).toBe(201);
    const lines = order.body.order.items as Array<{ id: number; sizeName: string; price: number; deposit: number; backupOf?: number; canExtend: boolean }>;
    expect(lines).toEqual([
      expect.objectContaining({ sizeName: 'S', price: 300_000, deposit: 500_000 }),
      expect.objectContaining({ sizeName: 'M', price: 0, deposit: 500_000, backupOf: lines[0]!.id }),
    ]);
    expect(lines[0]!.backupOf).toBeUndefined();
    expect((await cartOf(shopper)).items).toEqual([]);

    const orderId = order.body.order.id;
    expect((await clerk.post(`/v1/admin/orders/${orderId}/confirm-payment`, { note: 'Khách trả tiền mặt' })).status).toBe(200);
    // Staff cannot move the back-up's days (nor its line's) alone, nor swap it onto the main line's size.
    expect(expectVietnameseError(await clerk.patch(`/v1/admin/orders/${orderId}/items/${lines[0]!.id}`, { dateTo: day(4) }), 409)).toContain('size dự phòng');
    expect(expectVietnameseError(await clerk.patch(`/v1/admin/orders/${orderId}/items/${lines[1]!.id}`, { sizeId: s }), 400)).toBe(BACKUP_MESSAGES.otherSize);

    const handed = await handOverWithUnits(clerk, orderId);
    expect(handed.status).toBe(200);
    const units = await server.database.db.select({ id: orderItems.id, state: orderItems.rentalState }).from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(units.map((unit) => unit.state)).toEqual(['with_shopper', 'with_shopper']);
    const detail = (await clerk.get<AdminOrderBody>(`/v1/admin/orders/${orderId}`)).body.order!;
    expect(detail.items.map((item) => (item as { backupOf?: number }).backupOf ?? null)).toEqual([null, lines[0]!.id]);

    // Both come back two days late (due day 4): the same rule charges each its late fee from the design's rent.
    await server.database.db.update(orderItems).set({ dateFrom: day(-5), dateTo: day(-3), handedOverAt: new Date(Date.now() - 6 * 86_400_000) }).where(eq(orderItems.orderId, orderId));
    for (const line of lines) {
      const returned = await clerk.post<AdminOrderBody>(`/v1/admin/orders/${orderId}/items/${line.id}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
      expect(returned.status).toBe(200);
    }
    const settled = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(settled.map((row) => [row.rentalState, row.lateDays, row.depositRefund! + row.lateFee! === 500_000])).toEqual([
      ['closed', 2, true],
      ['closed', 2, true],
    ]);
    expect(settled[1]!.lateFee).toBe(settled[0]!.lateFee);
    expect(settled[1]!.lateFee).toBeGreaterThan(0);
  });

  test('the shop\'s fee: a fixed amount, or a share of one unit\'s rent for the days, charged in the order', async () => {
    const product = await makeProduct(server, { name: 'Váy cưới Bình Minh', rentalPrice: 300_000, depositPrice: 500_000, sizes: [{ name: 'S', units: 2 }, { name: 'M', units: 1 }] });
    const [s, m] = product.sizes.map((size) => size.id);
    const { shopper } = await newShopper(server);
    const main = await addRent(shopper, product.id, day(10), day(13), 2, s);
    await withFee('50000', async () => {
      const spare = await backup(shopper, main, product.id, m!, 10, 13);
      expect(spare.body.item.line).toMatchObject({ price: 50_000, membershipPrice: 50_000, deposit: 500_000 });
      const free = await shopper.post<{ backupFee: unknown }>('/v1/cart/free-sizes', { productId: product.id, quantities: 1, dateFrom: day(10), dateTo: day(13) });
      expect(free.body.backupFee).toEqual({ kind: 'fixed', amount: 50_000 });
    });
    await withFee('20%', async () => {
      // Two units of S for 3 days: 660.000 ₫; the back-up: 20 % of one unit's 330.000 ₫.
      const order = await placed(shopper, [main]);
      expect(order.status).toBe(201);
      expect((order.body.order.items as Array<{ price: number; chargedPrice: number }>).map((item) => item.chargedPrice)).toEqual([660_000, 66_000]);
      expect(order.body.order.totals).toMatchObject({ rentalTotal: 726_000, depositTotal: 1_500_000 });
    });
  });
  test('extending the rental extends its back-up (they come back together): both sizes must be free, the back-up\'s fee for the longer range added', async () => {
    const { product, s, m } = await gown('Đầm Hoàng Hôn');
    const { shopper } = await newShopper(server);
    const later = await addRent(shopper, product.id, day(10), day(12), 1, s);
    const order = await withFee('20%', async () => {
      await backup(shopper, later, product.id, m, 10, 12);
      return placed(shopper, [later]);
    });
    expect(order.status).toBe(201);
    const orderId = order.body.order.id;
    const [mainLine, spareLine] = order.body.order.items as Array<{ id: number }>;
    expect((await clerk.post(`/v1/admin/orders/${orderId}/confirm-payment`, { note: 'Khách trả tiền mặt' })).status).toBe(200);
    expect((await handOverWithUnits(clerk, orderId)).status).toBe(200);
    // Picked up today, due in two days.
    await server.database.db.update(orderItems).set({ dateFrom: day(0), dateTo: day(2) }).where(eq(orderItems.orderId, orderId));

    const offerPath = `/v1/order/${orderId}/items/${mainLine!.id}/extension`;
    expect((await shopper.get<{ refusal: string }>(`/v1/order/${orderId}/items/${spareLine!.id}/extension`)).body.refusal).toBe(EXTENSION_MESSAGES.backup);
    const plain = await shopper.get<{ options: Array<{ days: number; price: number }> }>(offerPath);
    const withShare = await withFee('20%', () => shopper.get<{ options: Array<{ days: number; price: number }> }>(offerPath));
    const share = backupExtensionFee({ kind: 'percent', percent: 20 }, 300_000, { dateFrom: day(0), dateTo: day(2) }, day(4));
    expect(share).toBeGreaterThan(0);
    expect(withShare.body.options[1]!.price).toBe(plain.body.options[1]!.price + share);

    // Another shopper books size M right after: the rental (and its back-up) can no longer grow into those days.
    const other = await newShopper(server);
    await addRent(other.shopper, product.id, day(7), day(8), 1, m);
    expect((await placed(other.shopper, (await cartOf(other.shopper)).items.map((item) => item.id))).status).toBe(201);
    const offer = await shopper.get<{ options: Array<{ days: number; price: number }> }>(offerPath);
    expect(offer.body.options.map((option) => option.days)).toEqual([1]);

    const extended = await shopper.post<{ order: { id: number; amountDue: number } }>(offerPath, { days: 1, paymentMethod: 'bank_transfer' });
    expect(extended.status).toBe(201);
    expect(extended.body.order.amountDue).toBe(offer.body.options[0]!.price);
    expect((await clerk.post(`/v1/admin/orders/${extended.body.order.id}/confirm-payment`, { note: 'Đã nhận chuyển khoản' })).status).toBe(200);
    const rows = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(rows.map((row) => [row.sizeName, row.dateTo, row.extendedDays])).toEqual([
      ['S', day(3), 1],
      ['M', day(3), 1],
    ]);
  });
});
