/** "Ngày bạn cần đồ": listings and search with the shopper's dates keep the designs with a size free, and say which. */
import { addRent, day, expectVietnameseError, makeProduct, newShopper, startShopServer } from '../cart/helpers';
import { getJson, getOk } from '../catalog/helpers';
import type { AccountsServer, Shopper } from '../accounts/helpers';
import type { ProductList } from '../../../core/contracts/catalog';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

const place = async (shopper: Shopper, line: number) =>
  expect((await shopper.post('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' })).status).toBe(201);

test('only designs with a size free for the dates are listed, each card naming its free sizes; bad dates are refused', async () => {
  const gown = await makeProduct(server, { name: 'Đầm dạ hội Thiên Thanh', sizes: [{ name: 'S', units: 1 }, { name: 'M', units: 1 }] });
  const vest = await makeProduct(server, { name: 'Vest cưới Lam Sơn', stock: 1 });
  const sold = await makeProduct(server, { name: 'Khăn lụa Vạn Phúc', type: 'PRODUCT_TYPE_SALABLE', stock: 3 });
  const links = [gown.link, vest.link, sold.link].join(',');
  const list = (dates: string) => getOk<ProductList>(server, `/v1/product/list?kind=prod&links=${links}${dates}`);

  const { shopper } = await newShopper(server);
  await place(shopper, await addRent(shopper, vest.id, day(20), day(22)));
  await place(shopper, await addRent(shopper, gown.id, day(20), day(22), 1, gown.sizes[0]!.id));

  const undated = await list('');
  expect(undated.items.map((card) => card.name)).toEqual(['Đầm dạ hội Thiên Thanh', 'Vest cưới Lam Sơn', 'Khăn lụa Vạn Phúc']);
  expect(undated.items[0]!.freeSizes).toBeUndefined();

  const taken = await list(`&dateFrom=${day(21)}&dateTo=${day(21)}`);
  expect(taken.items.map((card) => [card.name, card.freeSizes])).toEqual([['Đầm dạ hội Thiên Thanh', ['M']]]);
  expect(taken.pagination.total).toBe(1);

  // Far from the bookings (and their delivery and cleaning days) every rentable design is free in every size.
  const later = await list(`&dateFrom=${day(40)}&dateTo=${day(41)}`);
  expect(later.items.map((card) => [card.name, card.freeSizes])).toEqual([
    ['Đầm dạ hội Thiên Thanh', ['S', 'M']],
    ['Vest cưới Lam Sơn', ['Free size']],
  ]);

  // Made by hand, the design has no search text yet: the one the back-office would write.
  await server.database.db.execute(`update products set search_text = 'dam da hoi thien thanh' where id = ${gown.id}`);
  const search = await getOk<ProductList>(server, `/v1/product/search?q=${encodeURIComponent('thiên thanh')}&dateFrom=${day(21)}&dateTo=${day(21)}`);
  expect(search.items.map((card) => card.freeSizes)).toEqual([['M']]);

  for (const bad of [`&dateFrom=${day(21)}`, `&dateFrom=${day(22)}&dateTo=${day(21)}`, `&dateFrom=${day(0)}&dateTo=${day(1)}`, `&dateFrom=2026-02-30&dateTo=2026-03-01`]) {
    const reply = await getJson<{ message: string }>(server, `/v1/product/list?kind=prod&links=${links}${bad}`);
    expectVietnameseError({ ...reply, headers: new Headers(), setCookies: [] }, 400);
  }
});
