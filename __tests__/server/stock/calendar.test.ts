/** The stock calendar over real HTTP: a booking placed by a shopper, a unit out of service, assigned units, roles, bad ranges. */
import { day, expectVietnameseError, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import { orderItemUnits, orderItems, orders, productUnits, products, unitBlocks } from '../../../server/db/schema';
import { productSearchText } from '../../../server/shared/search-text';
import { eq } from 'drizzle-orm';
import type { StockCalendar } from '../../../core/contracts/stock-calendar';

let server: AccountsServer;
let clerk: Staff;
let marketer: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
  ({ member: marketer } = await loggedInStaff(server, owner, 'marketing'));
});
afterAll(async () => server.close());

async function rentOnce(productId: number, sizeId: number, from: string, to: string) {
  const { shopper } = await newShopper(server, { phone: `09${String(Date.now()).slice(-8)}` });
  const added = await shopper.post<{ item: { id: number } }>('/v1/cart', { productId, sizeId, mode: 'rent', quantities: 1, dateFrom: from, dateTo: to });
  if (added.status !== 201) throw new Error(`cart → ${added.status} ${JSON.stringify(added.body)}`);
  const placed = await shopper.post<{ order: { id: number; code: string; items: Array<{ id: number }> } }>('/v1/order', { cartItemIds: [added.body.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  if (placed.status !== 201) throw new Error(`order → ${placed.status} ${JSON.stringify(placed.body)}`);
  return placed.body.order;
}

const unitsOf = (server: AccountsServer, sizeId: number) => server.database.db.select().from(productUnits).where(eq(productUnits.sizeId, sizeId)).orderBy(productUnits.code);
const calendar = (query: string) => clerk.get<StockCalendar>(`/v1/admin/stock/calendar?${query}`);

describe('the stock calendar', () => {
  test('a shopper’s booking shows as tentative on the first free unit, with its delivery, return and cleaning days; a block shows; free counts follow', async () => {
    const dress = await makeProduct(server, { name: 'Đầm dạ hội Ánh Trăng', sizes: [{ name: 'S', units: 2 }, { name: 'M', units: 1 }] });
    const [sizeS, sizeM] = dress.sizes;
    const order = await rentOnce(dress.id, sizeS!.id, day(3), day(4));
    const [first, second] = await unitsOf(server, sizeS!.id);
    await server.database.db.insert(unitBlocks).values({ unitId: second!.id, dateFrom: day(1), dateTo: day(2), reason: 'repair', note: 'Sửa khoá kéo' });

    const week = await calendar(`productId=${dress.id}&sizeId=${sizeS!.id}&from=${day(0)}&days=7`);
    expect(week.status).toBe(200);
    expect(week.body.size).toEqual({ id: sizeS!.id, name: 'S' });
    expect(week.body.sizes.map((size) => [size.name, size.units])).toEqual([['S', 2], ['M', 1]]);
    expect(week.body.units.map((unit) => unit.code)).toEqual([first!.code, second!.code]);
    const booked = week.body.units[0]!.segments;
    expect(booked.map((segment) => [segment.kind, segment.from, segment.to])).toEqual([
      ['delivery', day(2), day(2)],
      ['rental', day(3), day(4)],
      ['return', day(5), day(5)],
      ['cleaning', day(6), day(6)],
    ]);
    expect(booked[1]!.booking).toMatchObject({ orderId: order.id, orderCode: order.code, tentative: true, late: false, dateFrom: day(3), dateTo: day(4) });
    expect(booked[1]!.booking!.shopperName.length).toBeGreaterThan(0);
    expect(week.body.units[1]!.segments).toEqual([{ kind: 'block', from: day(1), to: day(2), block: expect.objectContaining({ reason: 'repair', note: 'Sửa khoá kéo' }) }]);
    expect(week.body.days.map((d) => [d.date, d.free, d.units])).toEqual([
      [day(0), 2, 2],
      [day(1), 1, 2],
      [day(2), 0, 2],
      [day(3), 1, 2],
      [day(4), 1, 2],
      [day(5), 1, 2],
      [day(6), 1, 2],
    ]);
    expect(week.body.unplaced).toEqual([]);

    // Size M has nothing booked; without sizeId the product's first size opens; a month is 31 days.
    const m = await calendar(`productId=${dress.id}&sizeId=${sizeM!.id}&from=${day(0)}&days=31`);
    expect(m.body.days).toHaveLength(31);
    expect(m.body.units[0]!.segments).toEqual([]);
    expect(m.body.days.every((d) => d.free === 1)).toBe(true);
    expect((await calendar(`productId=${dress.id}`)).body.size.id).toBe(sizeS!.id);
  });

  test('a line given a unit at hand-over is drawn on that unit, not tentative; the other booking is planned around it', async () => {
    const dress = await makeProduct(server, { name: 'Áo dài Sen Hồng', sizes: [{ name: 'L', units: 2 }] });
    const size = dress.sizes[0]!;
    const firstOrder = await rentOnce(dress.id, size.id, day(3), day(4));
    const secondOrder = await rentOnce(dress.id, size.id, day(3), day(3));
    const [u1, u2] = await unitsOf(server, size.id);
    // The first order's line took the second unit (as hand-over records it).
    await server.database.db.insert(orderItemUnits).values({ orderItemId: firstOrder.items[0]!.id, unitId: u2!.id });
    const week = await calendar(`productId=${dress.id}&from=${day(1)}&days=7`);
    const rental = (index: number) => week.body.units[index]!.segments.find((segment) => segment.kind === 'rental')!.booking!;
    expect(rental(1)).toMatchObject({ orderId: firstOrder.id, tentative: false });
    expect(rental(0)).toMatchObject({ orderId: secondOrder.id, tentative: true });
    expect(week.body.units.map((unit) => unit.code)).toEqual([u1!.code, u2!.code]);
    expect(week.body.days.find((d) => d.date === day(3))!.free).toBe(0);
  });

  test('a late rental stays on the calendar until it is back; a cancelled order leaves it', async () => {
    const dress = await makeProduct(server, { name: 'Áo dài Hoa Sen', sizes: [{ name: 'M', units: 1 }] });
    const size = dress.sizes[0]!;
    const late = await rentOnce(dress.id, size.id, day(2), day(3));
    const later = await rentOnce(dress.id, size.id, day(8), day(9));
    // Handed over, due back two days ago, still with the shopper.
    await server.database.db.update(orderItems).set({ dateFrom: day(-5), dateTo: day(-2), rentalState: 'with_shopper' }).where(eq(orderItems.id, late.items[0]!.id));
    const week = await calendar(`productId=${dress.id}&from=${day(-3)}&days=7`);
    const segments = week.body.units[0]!.segments;
    expect(segments.map((segment) => [segment.kind, segment.from, segment.to])).toEqual([
      ['rental', day(-5), day(0)],
      ['return', day(1), day(1)],
      ['cleaning', day(2), day(2)],
    ]);
    expect(segments[0]!.booking).toMatchObject({ orderId: late.id, late: true, dateTo: day(-2), bookedUntil: day(0) });
    expect(week.body.days.map((d) => d.free)).toEqual([0, 0, 0, 0, 0, 0, 1]);

    await server.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, later.id));
    const after = await calendar(`productId=${dress.id}&from=${day(5)}&days=7`);
    expect(after.body.units[0]!.segments).toEqual([]);
    expect(after.body.days.every((d) => d.free === 1)).toBe(true);
  });

  test('the product picker finds a design by name without diacritics', async () => {
    const dress = await makeProduct(server, { name: 'Váy cưới Thiên Nga Đêm', sizes: [{ name: 'S', units: 1 }] });
    // As the product editor saves it.
    await server.database.db.update(products).set({ searchText: productSearchText(dress.name, 'Váy cưới', []) }).where(eq(products.id, dress.id));
    for (const q of ['thien nga dem', 'Thiên Nga', 'vay cuoi thien']) {
      const found = await clerk.get<{ items: Array<{ id: number; sizes: Array<{ name: string }> }> }>(`/v1/admin/stock/calendar/products?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.items.find((item) => item.id === dress.id)?.sizes.map((s) => s.name)).toEqual(['S']);
    }
    const none = await clerk.get<{ items: unknown[] }>(`/v1/admin/stock/calendar/products?q=${encodeURIComponent('khong co san pham nay xyz')}`);
    expect(none.body.items).toEqual([]);
  });

  test('bad dates and ranges are 400s, an unknown product or size a 404, in Vietnamese; marketing may not read it', async () => {
    const dress = await makeProduct(server, { sizes: [{ name: 'S', units: 1 }] });
    const other = await makeProduct(server, { sizes: [{ name: 'M', units: 1 }] });
    for (const query of [`from=2030-02-30`, `from=12/12/2030`, `days=10`, `days=0`, `from=${day(5000)}`]) {
      expectVietnameseError(await calendar(`productId=${dress.id}&${query}`), 400);
    }
    expectVietnameseError(await calendar(`productId=abc`), 400);
    expectVietnameseError(await calendar(`productId=999999`), 404);
    expectVietnameseError(await calendar(`productId=${dress.id}&sizeId=${other.sizes[0]!.id}`), 404);
    expectVietnameseError(await marketer.get(`/v1/admin/stock/calendar?productId=${dress.id}`), 403);
    expectVietnameseError(await marketer.get('/v1/admin/stock/calendar/products'), 403);
  });
});
