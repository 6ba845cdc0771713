/** Sizes over HTTP: a design's sizes each have their own units and calendar; a one-size design works as before. */
import { eq } from 'drizzle-orm';
import { productUnits, unitBlocks } from '../../../server/db/schema';
import { addRent, day, expectVietnameseError, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import type { AccountsServer, Shopper } from '../accounts/helpers';
import { getOk } from '../catalog/helpers';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

const dd = (iso: string) => iso.split('-').reverse().join('/');
const place = (shopper: Shopper, line: number) => shopper.post<{ message?: string }>('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' });

async function design(name: string) {
  const product = await makeProduct(server, { name, sizes: [{ name: 'S', units: 1 }, { name: 'M', units: 2 }] });
  const [s, m] = product.sizes;
  return { product, s: s!.id, m: m!.id };
}

test('the product detail lists the sizes with their units; a cart call must name a size of a design with several', async () => {
  const { product, s } = await design('Đầm lụa Sương Mai');
  const detail = await getOk<{ sizes: Array<{ id: number; name: string; units: number }> }>(server, `/v1/product/detail/${product.link}`);
  expect(detail.sizes).toEqual([
    { id: s, name: 'S', units: 1 },
    { id: expect.any(Number), name: 'M', units: 2 },
  ]);
  const { shopper } = await newShopper(server);
  expect(expectVietnameseError(await shopper.post('/v1/cart', { productId: product.id, mode: 'rent', quantities: 1, dateFrom: day(10), dateTo: day(11) }), 400)).toBe('Vui lòng chọn size');
  const other = await design('Áo dài Trúc Xanh');
  expectVietnameseError(await shopper.post('/v1/cart', { productId: product.id, sizeId: other.s, mode: 'rent', quantities: 1, dateFrom: day(10), dateTo: day(11) }), 404);
  const added = await shopper.post<{ item: { sizeId: number; sizeName: string } }>('/v1/cart', { productId: product.id, sizeId: s, mode: 'rent', quantities: 1, dateFrom: day(10), dateTo: day(11) });
  expect(added.status).toBe(201);
  expect(added.body.item).toMatchObject({ sizeId: s, sizeName: 'S' });
});

test('each size has its own calendar: S booked leaves M free; the days greyed follow the size, or no size at all', async () => {
  const { product, s, m } = await design('Váy maxi Hoàng Hôn');
  const a = await newShopper(server);
  expect((await place(a.shopper, await addRent(a.shopper, product.id, day(20), day(21), 1, s))).status).toBe(201);

  const { shopper } = await newShopper(server);
  const refused = await shopper.post('/v1/cart', { productId: product.id, sizeId: s, mode: 'rent', quantities: 1, dateFrom: day(20), dateTo: day(21) });
  expect(expectVietnameseError(refused, 409)).toBe(`«Váy maxi Hoàng Hôn – size S» đã hết lịch thuê từ ${dd(day(20))} đến ${dd(day(21))}`);
  expect((await shopper.post('/v1/cart', { productId: product.id, sizeId: m, mode: 'rent', quantities: 1, dateFrom: day(20), dateTo: day(21) })).status).toBe(201);

  const free = await shopper.post<{ sizes: Array<{ id: number; free: boolean }> }>('/v1/cart/free-sizes', { productId: product.id, quantities: 1, dateFrom: day(20), dateTo: day(21) });
  expect(free.body.sizes).toEqual([
    { id: s, name: 'S', free: false },
    { id: m, name: 'M', free: true },
  ]);
  const window = { productId: product.id, quantities: 1, dateFrom: day(18), dateTo: day(24) };
  const forS = await shopper.post<{ invalidDates: string[] }>('/v1/cart/invalid-rent-date/list', { ...window, sizeId: s });
  // The booking holds S from day 19 (delivery) to day 23 (cleaning): no rental of S can start or end near it.
  expect(forS.body.invalidDates).toEqual([day(18), day(19), day(20), day(21), day(22), day(23), day(24)]);
  // No size named: only days when no size is free are greyed (M is free all week).
  const anySize = await shopper.post<{ invalidDates: string[] }>('/v1/cart/invalid-rent-date/list', window);
  expect(anySize.body.invalidDates).toEqual([]);
});

test('a unit out of service counts like a booking for its days', async () => {
  const { product, m } = await design('Áo dài Lam Ngọc');
  const [unit] = await server.database.db.select({ id: productUnits.id }).from(productUnits).where(eq(productUnits.sizeId, m)).limit(1);
  await server.database.db.insert(unitBlocks).values({ unitId: unit!.id, dateFrom: day(30), dateTo: day(31), reason: 'repair' });
  const a = await newShopper(server);
  expect((await place(a.shopper, await addRent(a.shopper, product.id, day(30), day(30), 1, m))).status).toBe(201);
  const b = await newShopper(server);
  expectVietnameseError(await b.shopper.post('/v1/cart', { productId: product.id, sizeId: m, mode: 'rent', quantities: 1, dateFrom: day(31), dateTo: day(31) }), 409);
  // After the repair the unit is back: two days later both units serve again.
  expect((await b.shopper.post('/v1/cart', { productId: product.id, sizeId: m, mode: 'rent', quantities: 1, dateFrom: day(36), dateTo: day(36) })).status).toBe(201);
});

test('50 shoppers race for the last unit of size S: one wins, 49 get 409, and size M is untouched', async () => {
  const { product, s, m } = await design('Váy cưới Bạch Dương');
  const entries: Array<{ shopper: Shopper; line: number }> = [];
  for (let i = 0; i < 50; i += 1) {
    const { shopper } = await newShopper(server);
    entries.push({ shopper, line: await addRent(shopper, product.id, day(40 + (i % 3)), day(42 + (i % 3)), 1, s) });
  }
  const replies = await Promise.all(entries.map(({ shopper, line }) => place(shopper, line)));
  const statuses = replies.map((reply) => reply.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body.message).toMatch(/^«Váy cưới Bạch Dương – size S» đã hết lịch thuê/);
  const m1 = await newShopper(server);
  const m2 = await newShopper(server);
  const both = await Promise.all([m1, m2].map(async ({ shopper }) => place(shopper, await addRent(shopper, product.id, day(41), day(43), 1, m))));
  expect(both.map((reply) => reply.status)).toEqual([201, 201]);
});
