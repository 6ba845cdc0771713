/**
 * Only writes that change stock empty the public read cache: a flood of quotes (any shopper may send them) leaves the
 * cached catalogue in place, so it cannot push every listing read onto the database; placing and cancelling an order
 * still show the new stock at once.
 */
import { startAccountsServer, type AccountsServer } from '../server/accounts/helpers';
import { addSale, makeProduct, newShopper, type Shopper } from '../server/cart/helpers';

jest.setTimeout(60_000);

let server: AccountsServer;
let shopper: Shopper;

beforeAll(async () => {
  server = await startAccountsServer({}, { readCacheTtlMs: 60_000 });
  ({ shopper } = await newShopper(server));
});
afterAll(() => server?.close());

it('50 quotes leave the cache warm; an order and its cancellation each empty it', async () => {
  const product = await makeProduct(server, { type: 'PRODUCT_TYPE_SALABLE', stock: 5 });
  const detailUrl = `/v1/product/detail/${product.link}`;
  await shopper.get(detailUrl);
  expect((await shopper.get(detailUrl)).headers.get('x-read-cache')).toBe('hit');

  const line = await addSale(shopper, product.id, 2);
  const quotes = await Promise.all(
    Array.from({ length: 50 }, () => shopper.post('/v1/order/quote', { cartItemIds: [line], deliveryMethod: 'pickup' })),
  );
  expect(quotes.every((quote) => quote.status === 200)).toBe(true);
  expect((await shopper.get(detailUrl)).headers.get('x-read-cache')).toBe('hit');

  const placed = await shopper.post<{ order: { id: number } }>('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  expect(placed.status).toBe(201);
  const afterOrder = await shopper.get<{ stock: number }>(detailUrl);
  expect({ cache: afterOrder.headers.get('x-read-cache'), stock: afterOrder.body.stock }).toEqual({ cache: 'miss', stock: 3 });

  expect((await shopper.post(`/v1/order/${placed.body.order.id}/cancel`, { reason: 'Đổi ý' })).status).toBe(200);
  const afterCancel = await shopper.get<{ stock: number }>(detailUrl);
  expect({ cache: afterCancel.headers.get('x-read-cache'), stock: afterCancel.body.stock }).toEqual({ cache: 'miss', stock: 5 });
});
