/**
 * The public read cache: a second identical catalogue read is served from memory with the same body and an
 * ETag; a concurrent burst of misses runs the handler once; an order (a catalogue write) empties it at once,
 * so the shopper sees the new stock on the next read; session-bound routes are never cached.
 */
import { pickEncoding } from '../../server/http/read-cache';
import { startAccountsServer, type AccountsServer } from './accounts/helpers';
import { addSale, makeProduct, newShopper, type Shopper } from './cart/helpers';

let server: AccountsServer;
let shopper: Shopper;
const savedSeed = process.env.SEED_PRODUCTS;

beforeAll(async () => {
  process.env.SEED_PRODUCTS = '6';
  server = await startAccountsServer({}, { readCacheTtlMs: 60_000 });
  ({ shopper } = await newShopper(server));
});
afterAll(async () => {
  await server.close();
  if (savedSeed === undefined) delete process.env.SEED_PRODUCTS;
  else process.env.SEED_PRODUCTS = savedSeed;
});

test('the second identical read is a hit with the same body and ETag, and If-None-Match gives 304', async () => {
  const first = await shopper.get('/v1/menu');
  const second = await shopper.get('/v1/menu');
  expect(first.headers.get('x-read-cache')).toBe('miss');
  expect(second.headers.get('x-read-cache')).toBe('hit');
  expect(second.body).toEqual(first.body);
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^".+"$/);
  expect(second.headers.get('etag')).toBe(etag);
  const revalidated = await shopper.call('GET', '/v1/menu', undefined, { 'if-none-match': etag! });
  expect(revalidated.status).toBe(304);
});

test('a burst of concurrent misses for one URL queries once; the others wait for its answer', async () => {
  const url = '/v1/product/list?kind=prod&pagination.limit=7&sort=price_asc';
  const replies = await Promise.all(Array.from({ length: 20 }, () => shopper.get(url)));
  expect(replies.filter((reply) => reply.headers.get('x-read-cache') === 'miss')).toHaveLength(1);
  for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
});

test('placing an order empties the cache: the next detail read shows the new stock', async () => {
  const product = await makeProduct(server, { type: 'PRODUCT_TYPE_SALABLE', stock: 3 });
  const detailUrl = `/v1/product/detail/${product.link}`;
  expect((await shopper.get<{ stock: number }>(detailUrl)).body.stock).toBe(3);
  expect((await shopper.get(detailUrl)).headers.get('x-read-cache')).toBe('hit');

  const line = await addSale(shopper, product.id, 2);
  const placed = await shopper.post('/v1/order', { cartItemIds: [line], deliveryMethod: 'pickup', paymentMethod: 'cash' });
  expect(placed.status).toBe(201);

  const after = await shopper.get<{ stock: number }>(detailUrl);
  expect(after.headers.get('x-read-cache')).toBe('miss');
  expect(after.body.stock).toBe(1);
});

test('errors and session-bound reads are not cached', async () => {
  const missing = '/v1/product/detail/khong-co-san-pham-nay';
  expect((await shopper.get(missing)).status).toBe(404);
  const again = await shopper.get(missing);
  expect(again.status).toBe(404);
  expect(again.headers.get('x-read-cache')).toBe('miss');
  const cart = await shopper.get('/v1/cart/cart-item/list');
  expect(cart.status).toBe(200);
  expect(cart.headers.get('x-read-cache')).toBeNull();
});

test('a hit is sent compressed as the client accepts (br, then gzip), identical once decoded', async () => {
  const url = '/v1/product/list?kind=prod&pagination.limit=30';
  const plain = await shopper.get(url);
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const) {
    const response = await fetch(`${server.url}${url}`, { headers: { 'x-user-type': 'consumer', 'accept-encoding': accept } });
    expect(response.headers.get('x-read-cache')).toBe('hit');
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(await response.json()).toEqual(plain.body);
  }
});

test('pickEncoding reads Accept-Encoding', () => {
  expect(pickEncoding(undefined)).toBeNull();
  expect(pickEncoding('identity')).toBeNull();
  expect(pickEncoding('gzip;q=0.5, br;q=1')).toBe('br');
  expect(pickEncoding('BR;q=0, GZIP')).toBe('gzip');
  expect(pickEncoding('br;q=0,gzip;q=0')).toBeNull();
});
