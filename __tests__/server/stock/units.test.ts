/**
 * The stock screen's API over real HTTP: units and where they are, out-of-service blocks that never double-book and
 * that the cart respects, retiring, hand-over by unit code (wrong size, busy unit, none named), a unit's history.
 */
import { day, expectVietnameseError, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { PlacedBody } from '../order/helpers';
import { loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';
import type { FreeUnits, StockProduct, StockProductList, UnitHistory } from '../../../core/contracts/stock';
import { formatDate } from '../../../core/format';
import { eq } from 'drizzle-orm';
import { products } from '../../../server/db/schema';
import { productSearchText } from '../../../server/shared/search-text';

let server: AccountsServer;
let clerk: Staff;
let owner: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

const stock = async (productId: number) => (await clerk.get<StockProduct>(`/v1/admin/stock/products/${productId}`)).body;
const block = (unitId: number, from: number, to: number, reason = 'cleaning') =>
  clerk.post<StockProduct>(`/v1/admin/stock/units/${unitId}/blocks`, { dateFrom: day(from), dateTo: day(to), reason, note: 'Giặt hấp' });

/** A paid pickup rental of one unit of `sizeId` for [day(from), day(to)]. */
async function paidRental(productId: number, sizeId: number, from: number, to: number) {
  const { shopper } = await newShopper(server);
  const cart = await shopper.post<{ item: { id: number } }>('/v1/cart', { productId, sizeId, mode: 'rent', quantities: 1, dateFrom: day(from), dateTo: day(to) });
  if (cart.status !== 201) throw new Error(`cart → ${cart.status} ${JSON.stringify(cart.body)}`);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [cart.body.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  if (placed.status !== 201) throw new Error(`order → ${placed.status} ${JSON.stringify(placed.body)}`);
  expect((await clerk.post(`/v1/admin/orders/${placed.body.order.id}/confirm-payment`, {})).status).toBe(200);
  return { shopper, order: placed.body.order, itemId: (placed.body.order.items[0] as { id: number }).id };
}

describe('the product\'s units', () => {
  test('found by name without accents; every size with its units, all in the shop', async () => {
    const dress = await makeProduct(server, { name: 'Áo dài Hoàng Hậu Đỏ', sizes: [{ name: 'S', units: 2 }, { name: 'M', units: 1 }] });
    await server.database.db.update(products).set({ searchText: productSearchText(dress.name, 'Áo dài', []) }).where(eq(products.id, dress.id));
    const found = await clerk.get<StockProductList>('/v1/admin/stock/products?q=hoang hau do');
    expect(found.body.items).toEqual([{ id: dress.id, name: 'Áo dài Hoàng Hậu Đỏ', sizes: 2, units: 3 }]);
    const view = await stock(dress.id);
    expect(view.sizes.map((size) => [size.name, size.units.length])).toEqual([['S', 2], ['M', 1]]);
    expect(view.sizes[0]!.units[0]).toMatchObject({ code: expect.stringMatching(/^U\d{6}$/), status: 'active', where: { place: 'shop' }, blocks: [] });
    expectVietnameseError(await clerk.get('/v1/admin/stock/products/99999999'), 404);
  });
});

describe('out of service', () => {
  test('a block that would double-book is 409 naming the days; one on free days takes the unit out of the cart\'s count', async () => {
    const dress = await makeProduct(server, { sizes: [{ name: 'M', units: 1 }] });
    const sizeId = dress.sizes[0]!.id;
    const [unit] = (await stock(dress.id)).sizes[0]!.units;
    await paidRental(dress.id, sizeId, 3, 4);
    // The rental holds days 2..6 (delivery, return, cleaning): a block on day 6..7 meets day 6.
    expect(expectVietnameseError(await block(unit!.id, 6, 7), 409)).toBe(`Không thể ngưng phục vụ: size này đã kín lịch thuê vào ngày ${formatDate(day(6))}`);
    const made = await block(unit!.id, 7, 8, 'repair');
    expect(made.status).toBe(201);
    expect(made.body.sizes[0]!.units[0]!.blocks).toEqual([expect.objectContaining({ dateFrom: day(7), dateTo: day(8), reason: 'repair' })]);
    expectVietnameseError(await block(unit!.id, 8, 9), 409);
    const { shopper } = await newShopper(server);
    const rent = () => shopper.post('/v1/cart', { productId: dress.id, sizeId, mode: 'rent', quantities: 1, dateFrom: day(9), dateTo: day(10) });
    // Delivered on day 8, which the block holds.
    expectVietnameseError(await rent(), 409);
    const blockId = made.body.sizes[0]!.units[0]!.blocks[0]!.id;
    const ended = await clerk.del<StockProduct>(`/v1/admin/stock/blocks/${blockId}`);
    expect(ended.status).toBe(200);
    expect(ended.body.sizes[0]!.units[0]!.blocks).toEqual([]);
    expect((await rent()).status).toBe(201);
    const audit = await owner.get<{ items: Array<{ action: string }> }>(`/v1/admin/audit?entity=unit&entityId=${unit!.id}`);
    expect(audit.body.items.map((entry) => entry.action)).toEqual(['unit.block_delete', 'unit.block']);
  });

  test('a block racing shoppers for the last unit: exactly one of them gets the days', async () => {
    const dress = await makeProduct(server, { sizes: [{ name: 'M', units: 1 }] });
    const sizeId = dress.sizes[0]!.id;
    const [unit] = (await stock(dress.id)).sizes[0]!.units;
    const carts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { shopper } = await newShopper(server);
        const cart = await shopper.post<{ item: { id: number } }>('/v1/cart', { productId: dress.id, sizeId, mode: 'rent', quantities: 1, dateFrom: day(4), dateTo: day(5) });
        expect(cart.status).toBe(201);
        return { shopper, itemId: cart.body.item.id };
      }),
    );
    const outcomes = await Promise.all([
      block(unit!.id, 5, 5).then((reply) => reply.status),
      ...carts.map(({ shopper, itemId }) => shopper.post('/v1/order', { cartItemIds: [itemId], deliveryMethod: 'pickup', paymentMethod: 'cash' }).then((reply) => reply.status)),
    ]);
    expect(outcomes.filter((status) => status === 201)).toHaveLength(1);
    expect(outcomes.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
  });

  test('bad dates are 400; a block today shows the unit out of service until its last day', async () => {
    const dress = await makeProduct(server, { sizes: [{ name: 'L', units: 2 }] });
    const [unit] = (await stock(dress.id)).sizes[0]!.units;
    expectVietnameseError(await block(unit!.id, 3, 2), 400);
    expectVietnameseError(await block(unit!.id, -1, 2), 400);
    expectVietnameseError(await clerk.post(`/v1/admin/stock/units/${unit!.id}/blocks`, { dateFrom: day(1), dateTo: day(2), reason: 'broken', note: '' }), 400);
    const made = await block(unit!.id, 0, 2, 'lost');
    expect(made.body.sizes[0]!.units[0]!.where).toEqual({ place: 'blocked', orderId: null, orderCode: null, until: day(2) });
  });

  test('retiring: not while the size\'s rentals need the unit; then its stock drops', async () => {
    const dress = await makeProduct(server, { sizes: [{ name: 'S', units: 1 }, { name: 'M', units: 1 }] });
    const [small, medium] = (await stock(dress.id)).sizes;
    await paidRental(dress.id, small!.id, 5, 6);
    expectVietnameseError(await clerk.post(`/v1/admin/stock/units/${small!.units[0]!.id}/retire`), 409);
    const retired = await clerk.post<StockProduct>(`/v1/admin/stock/units/${medium!.units[0]!.id}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body.sizes[1]!.units[0]).toMatchObject({ status: 'retired', where: { place: 'gone' } });
    expectVietnameseError(await clerk.post(`/v1/admin/stock/units/${medium!.units[0]!.id}/retire`), 409);
    expectVietnameseError(await block(medium!.units[0]!.id, 3, 4), 409);
  });
});

describe('hand-over by unit', () => {
  test('scanned code of the line\'s size is given; another size is 400, a busy unit 409, none named with a choice 400', async () => {
    const dress = await makeProduct(server, { name: 'Đầm Ngọc Trai', sizes: [{ name: 'S', units: 2 }, { name: 'M', units: 1 }] });
    const [small, medium] = (await stock(dress.id)).sizes;
    const first = await paidRental(dress.id, small!.id, 1, 2);
    const second = await paidRental(dress.id, small!.id, 1, 2);
    const free = await clerk.get<FreeUnits>(`/v1/admin/orders/${first.order.id}/items/${first.itemId}/free-units`);
    expect(free.body).toEqual({ productName: 'Đầm Ngọc Trai', sizeName: 'S', quantity: 1, units: small!.units.map(({ id, code }) => ({ id, code })), busy: [] });
    const handOver = (orderId: number, body?: object) => clerk.post<AdminOrderBody>(`/v1/admin/orders/${orderId}/hand-over`, body);
    expect(expectVietnameseError(await handOver(first.order.id), 400)).toBe('Vui lòng quét hoặc chọn bộ đồ giao cho khách');
    const wrong = medium!.units[0]!.code;
    expect(expectVietnameseError(await handOver(first.order.id, { unitCodes: [wrong] }), 400)).toBe(`Bộ đồ ${wrong} là Đầm Ngọc Trai size M, không có trong đơn này`);
    expect(expectVietnameseError(await handOver(first.order.id, { unitCodes: ['U999999'] }), 404)).toBe('Không tìm thấy bộ đồ mã U999999');
    const code = small!.units[1]!.code;
    const handed = await handOver(first.order.id, { unitCodes: [` ${code.toLowerCase()} `] });
    expect(handed.status).toBe(200);
    expect(handed.body.order.status).toBe('done');
    expect(handed.body.units).toEqual([{ itemId: first.itemId, unitId: small!.units[1]!.id, code }]);
    expect(expectVietnameseError(await handOver(second.order.id, { unitCodes: [code] }), 409)).toBe(`Bộ đồ ${code} đang ở chỗ khách (đơn ${first.order.code})`);
    const left = await clerk.get<FreeUnits>(`/v1/admin/orders/${second.order.id}/items/${second.itemId}/free-units`);
    expect(left.body.busy).toEqual([{ id: small!.units[1]!.id, code, message: `Bộ đồ ${code} đang ở chỗ khách (đơn ${first.order.code})` }]);
    // Only one unit of S is free now: a caller naming none gets it.
    const auto = await handOver(second.order.id);
    expect(auto.status).toBe(200);
    expect(auto.body.units.map((unit) => unit.code)).toEqual([small!.units[0]!.code]);
    const view = await stock(dress.id);
    expect(view.sizes[0]!.units[1]!.where).toEqual({ place: 'shopper', orderId: first.order.id, orderCode: first.order.code, until: day(2) });
    const history = await clerk.get<UnitHistory>(`/v1/admin/stock/units/${small!.units[1]!.id}`);
    expect(history.body.unit).toMatchObject({ code, productName: 'Đầm Ngọc Trai', sizeName: 'S', where: { place: 'shopper' } });
    expect(history.body.rentals).toEqual([expect.objectContaining({ orderCode: first.order.code, dateFrom: day(1), dateTo: day(2), state: 'with_shopper', photoIds: [] })]);
    expectVietnameseError(await clerk.post(`/v1/admin/stock/units/${small!.units[1]!.id}/retire`), 409);
  });

  test('a unit blocked in the line\'s window is refused by name', async () => {
    const dress = await makeProduct(server, { sizes: [{ name: 'XL', units: 2 }] });
    const [size] = (await stock(dress.id)).sizes;
    const rental = await paidRental(dress.id, size!.id, 1, 2);
    const unit = size!.units[0]!;
    expect((await block(unit.id, 3, 3)).status).toBe(201);
    expect(expectVietnameseError(await clerk.post(`/v1/admin/orders/${rental.order.id}/hand-over`, { unitIds: [unit.id] }), 409)).toBe(
      `Bộ đồ ${unit.code} ngưng phục vụ từ ${formatDate(day(3))} đến ${formatDate(day(3))}`,
    );
    expect((await clerk.post(`/v1/admin/orders/${rental.order.id}/hand-over`, { unitIds: [size!.units[1]!.id] })).status).toBe(200);
  });
});
