/** POST /v1/cart/invalid-rent-date/list: booked units, the delivery day, the return and cleaning days, expiry. */
import { eq } from 'drizzle-orm';
import { orders } from '../../../server/db/schema';
import { Shopper } from '../accounts/helpers';
import { addRent, day, expectVietnameseError, makeProduct, newShopper, startShopServer } from './helpers';
import type { AccountsServer } from '../accounts/helpers';

let server: AccountsServer;
beforeAll(async () => {
  server = await startShopServer();
});
afterAll(async () => server.close());

interface InvalidBody {
  invalidDates: string[];
  firstDay: string;
  lastDay: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => day(from + i));

async function bookFor(productId: number, from: number, to: number, quantities = 1) {
  const { shopper } = await newShopper(server);
  const id = await addRent(shopper, productId, day(from), day(to), quantities);
  const reply = await shopper.post<{ order: { id: number } }>('/v1/order', { cartItemIds: [id], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  expect(reply.status).toBe(201);
  return reply.body.order.id;
}

test('a guest gets the invalid days: the booking’s delivery day, its days, return and cleaning day, as rental days', async () => {
  const product = await makeProduct(server, { stock: 1 });
  const guest = new Shopper(server);
  const empty = await guest.post<InvalidBody>('/v1/cart/invalid-rent-date/list', { productId: product.id, quantities: 1 });
  expect(empty.status).toBe(200);
  expect(empty.body).toEqual({ invalidDates: [], firstDay: day(1), lastDay: day(180) });

  await bookFor(product.id, 10, 12);
  const reply = await guest.post<InvalidBody>('/v1/cart/invalid-rent-date/list', { productId: product.id, quantities: 1 });
  // Occupied 9…14; a rental day D needs D−1…D+2 free: days 7…15 are out, 6 and 16 are fine.
  expect(reply.body.invalidDates).toEqual(range(7, 15));
  // A window of the caller's choice, including days before the first rentable one.
  const window = await guest.post<InvalidBody>('/v1/cart/invalid-rent-date/list', { productId: product.id, quantities: 1, dateFrom: day(0), dateTo: day(9) });
  expect(window.body).toEqual({ invalidDates: [day(0), ...range(7, 9)], firstDay: day(0), lastDay: day(9) });
});

test('counts quantities against the stock, and ignores cancelled and expired orders', async () => {
  const product = await makeProduct(server, { stock: 2 });
  const orderId = await bookFor(product.id, 20, 20);
  const ask = (quantities: number) =>
    new Shopper(server).post<InvalidBody>('/v1/cart/invalid-rent-date/list', { productId: product.id, quantities, dateFrom: day(15), dateTo: day(25), excludeCartItemId: 1 });
  expect((await ask(1)).body.invalidDates).toEqual([]);
  expect((await ask(2)).body.invalidDates).toEqual(range(17, 23));
  expect((await ask(3)).body.invalidDates).toEqual(range(15, 25));
  // Unpaid past its deadline: it stops holding the units at once, swept or not.
  await server.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, orderId));
  expect((await ask(2)).body.invalidDates).toEqual([]);
});

test('bad input: 400 / 404 in Vietnamese', async () => {
  const product = await makeProduct(server, { stock: 1 });
  const saleOnly = await makeProduct(server, { type: 'PRODUCT_TYPE_SALABLE' });
  const guest = new Shopper(server);
  const ask = (body: unknown) => guest.post('/v1/cart/invalid-rent-date/list', body);
  expect(expectVietnameseError(await ask({ productId: 99_999_999, quantities: 1 }), 404)).toBe('Không tìm thấy sản phẩm');
  expect(expectVietnameseError(await ask({ productId: saleOnly.id, quantities: 1 }), 400)).toBe('Sản phẩm này không cho thuê');
  expectVietnameseError(await ask({ productId: product.id, quantities: 1, dateFrom: day(9), dateTo: day(3) }), 400);
  expectVietnameseError(await ask({ productId: product.id, quantities: 1, dateFrom: day(1), dateTo: day(900) }), 400);
  expectVietnameseError(await ask({ productId: product.id, quantities: 1, dateFrom: '2031-13-01' }), 400);
  expectVietnameseError(await ask({ productId: product.id, quantities: 0 }), 400);
  expectVietnameseError(await ask({ productId: product.id }), 400);
  expectVietnameseError(await ask({}), 400);
});
