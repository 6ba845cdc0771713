/** Staff set a design's sizes and units in the back-office: new units get codes; fewer units never strand a booking. */
import { asc, eq, inArray } from 'drizzle-orm';
import { productUnits } from '../../../server/db/schema';
import { addRent, day, expectVietnameseError, newShopper, startShopServer } from '../cart/helpers';
import { loggedInOwner, loggedInStaff, productInput, type Staff } from '../admin/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { AdminProduct, CatalogOptions, ProductInput } from '../../../core/contracts/admin-catalog';

let server: AccountsServer;
let clerk: Staff;
let categoryId: number;

beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
  categoryId = (await clerk.get<CatalogOptions>('/v1/admin/catalog/options')).body.categories[0]!.id;
});
afterAll(async () => server.close());

const body = (product: AdminProduct, sizes: ProductInput['sizes'], published = false): ProductInput & { published: boolean } => {
  const { id: _id, link: _link, images: _images, createdAt: _c, updatedAt: _u, published: _p, ...fields } = product;
  return { ...fields, sizes, published };
};

test('a draft made with sizes gets them with fresh unit codes; its stock is their sum; an older form with `stock` only makes one size', async () => {
  const made = await clerk.post<AdminProduct>('/v1/admin/products', productInput(categoryId, { sizes: [{ name: 'S', units: 2 }, { name: 'M', units: 1 }] }));
  expect(made.status).toBe(201);
  expect(made.body.stock).toBe(3);
  expect(made.body.sizes.map(({ name, units }) => ({ name, units }))).toEqual([
    { name: 'S', units: 2 },
    { name: 'M', units: 1 },
  ]);
  const units = await server.database.db.select({ code: productUnits.code }).from(productUnits).where(inArray(productUnits.sizeId, made.body.sizes.map((size) => size.id))).orderBy(asc(productUnits.id));
  expect(units).toHaveLength(3);
  for (const unit of units) expect(unit.code).toMatch(/^U\d{6}$/);
  const legacy = await clerk.post<AdminProduct>('/v1/admin/products', productInput(categoryId, { stock: 4 }));
  expect(legacy.body.sizes.map(({ name, units }) => ({ name, units }))).toEqual([{ name: 'M', units: 4 }]);
  expectVietnameseError(await clerk.post('/v1/admin/products', productInput(categoryId, { sizes: [{ name: 'S', units: 1 }, { name: 's', units: 1 }] })), 400);
  expectVietnameseError(await clerk.post('/v1/admin/products', productInput(categoryId, { sizes: [{ name: 'S', units: 51 }] })), 400);
});

test('fewer units than the bookings need, or removing a size with orders, is refused in Vietnamese; renames and new sizes are kept', async () => {
  const made = (await clerk.post<AdminProduct>('/v1/admin/products', productInput(categoryId, { sizes: [{ name: 'S', units: 1 }, { name: 'M', units: 2 }] }))).body;
  const [s, m] = made.sizes;
  // Published straight in the database (publishing wants photos); the edits below save it as a draft again.
  await server.database.db.execute(`update products set published = true where id = ${made.id}`);
  const { shopper } = await newShopper(server);
  const line = await addRent(shopper, made.id, day(10), day(11), 2, m!.id);
  expect((await shopper.post('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' })).status).toBe(201);
  const current = (await clerk.get<AdminProduct>(`/v1/admin/products/${made.id}`)).body;

  const fewer = await clerk.put(`/v1/admin/products/${made.id}`, body(current, [{ id: s!.id, name: 'S', units: 1 }, { id: m!.id, name: 'M', units: 1 }]));
  expect(expectVietnameseError(fewer, 409)).toMatch(/^Size M đang có lịch thuê/);
  expect(expectVietnameseError(await clerk.put(`/v1/admin/products/${made.id}`, body(current, [{ id: s!.id, name: 'S', units: 1 }])), 409)).toMatch(/Size M đã có đơn hàng/);

  const saved = await clerk.put<AdminProduct>(`/v1/admin/products/${made.id}`, body(current, [{ id: s!.id, name: 'XS', units: 0 }, { id: m!.id, name: 'M', units: 3 }, { name: 'L', units: 2 }]));
  expect(saved.status).toBe(200);
  const after = (await clerk.get<AdminProduct>(`/v1/admin/products/${made.id}`)).body;
  expect(after.sizes.map(({ name, units }) => ({ name, units }))).toEqual([
    { name: 'XS', units: 0 },
    { name: 'M', units: 3 },
    { name: 'L', units: 2 },
  ]);
  expect(after.stock).toBe(5);
  const retired = await server.database.db.select({ status: productUnits.status }).from(productUnits).where(eq(productUnits.sizeId, s!.id));
  expect(retired.map((unit) => unit.status)).toEqual(['retired']);
});
