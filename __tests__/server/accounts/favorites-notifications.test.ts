import { Shopper, expectVietnameseError, newShopper, startAccountsServer, type AccountsServer } from './helpers';

interface Card {
  id: number;
  link: string;
  name: string;
  imageKey: string;
  rating: { average: number; count: number };
}
interface Notification {
  id: number;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

describe('favourites', () => {
  let server: AccountsServer;
  let productIds: number[];
  beforeAll(async () => {
    server = await startAccountsServer();
    const list = await new Shopper(server).get<{ items: Card[] }>('/v1/product/list?kind=prod&pagination.limit=5');
    productIds = list.body.items.map((card) => card.id);
    expect(productIds.length).toBe(5);
  });
  afterAll(() => server.close());

  it('add (idempotent, 201), ids, list with ProductCards newest first, delete', async () => {
    const { shopper } = await newShopper(server);
    const [a, b, c] = productIds as [number, number, number];
    for (const id of [a, b, c, a]) {
      const reply = await shopper.post('/v1/product/favorite-product', { productId: id });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({ status: 'ok' });
    }
    const ids = (await shopper.get<{ ids: number[] }>('/v1/product/favorite-product/ids')).body.ids;
    expect([...ids].sort()).toEqual([a, b, c].sort());
    const list = await shopper.get<{ items: Card[]; pagination: { page: number; limit: number; total: number } }>(
      '/v1/product/favorite-product/list?pagination.page=1&pagination.limit=2',
    );
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(list.body.items.map((card) => card.id)).toEqual(ids.slice(0, 2));
    expect(list.body.items[0]).toMatchObject({ link: expect.any(String), imageKey: expect.stringMatching(/^p\//), rating: expect.any(Object) });
    // The same card as the catalogue gives.
    const detail = await new Shopper(server).get<{ items: Card[] }>('/v1/product/list?kind=prod&pagination.limit=5');
    expect(detail.body.items.find((card) => card.id === list.body.items[0]!.id)).toEqual(list.body.items[0]);

    expect((await shopper.del('/v1/product/favorite-product', { id: b })).body).toEqual({ status: 'ok' });
    expect((await shopper.get<{ ids: number[] }>('/v1/product/favorite-product/ids')).body.ids).not.toContain(b);
    expectVietnameseError(await shopper.del('/v1/product/favorite-product', { id: b }), 404);
  });

  it('bad input → 400, unknown product → 404, guest → 401', async () => {
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.post('/v1/product/favorite-product', {}), 400);
    expectVietnameseError(await shopper.post('/v1/product/favorite-product', { productId: 'abc' }), 400);
    expectVietnameseError(await shopper.post('/v1/product/favorite-product', { productId: -1 }), 400);
    expectVietnameseError(await shopper.del('/v1/product/favorite-product', {}), 400);
    expectVietnameseError(await shopper.post('/v1/product/favorite-product', { productId: 99_999_999 }), 404);
    expectVietnameseError(await shopper.get('/v1/product/favorite-product/list?pagination.limit=1000'), 400);
    const guest = new Shopper(server);
    expectVietnameseError(await guest.get('/v1/product/favorite-product/list'), 401);
    expectVietnameseError(await guest.get('/v1/product/favorite-product/ids'), 401);
    expectVietnameseError(await guest.post('/v1/product/favorite-product', { productId: productIds[0] }), 401);
  });
});

describe('notifications', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('welcome on register; list, unread-count, read one, read all', async () => {
    const { shopper, account } = await newShopper(server, {}, { verified: false });
    const { notify } = await import('../../../server/modules/notification/notify');
    await notify(server.database.db, account.customer.id, { title: 'Đơn hàng đã giao', body: 'Đơn #1 đã giao thành công', link: '/account/order-history/1' });
    await notify(server.database.db, account.customer.id, { title: 'Khuyến mãi', body: 'Giảm 20% cuối tuần' });

    let list = (await shopper.get<{ items: Notification[]; unread: number; pagination: { total: number } }>('/v1/notification/list')).body;
    expect(list.unread).toBe(3);
    expect(list.pagination.total).toBe(3);
    expect(list.items.map((n) => n.title)).toEqual(['Khuyến mãi', 'Đơn hàng đã giao', 'Chào mừng bạn đến với Thuê Đồ']);
    expect(list.items[0]).toMatchObject({ link: null, readAt: null });
    expect(list.items[1]!.link).toBe('/account/order-history/1');

    expect((await shopper.put(`/v1/notification/${list.items[1]!.id}/read`)).body).toEqual({ status: 'ok' });
    expect((await shopper.get('/v1/notification/unread-count')).body).toEqual({ unread: 2 });
    expect((await shopper.put('/v1/notification/read-all')).body).toEqual({ status: 'ok' });
    expect((await shopper.get('/v1/notification/unread-count')).body).toEqual({ unread: 0 });
    list = (await shopper.get<{ items: Notification[]; unread: number; pagination: { total: number } }>('/v1/notification/list?pagination.limit=1')).body;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.readAt).toEqual(expect.any(String));
  });

  it('unknown id → 404, bad id → 400, guest → 401', async () => {
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.put('/v1/notification/999999/read'), 404);
    expectVietnameseError(await shopper.put('/v1/notification/abc/read'), 400);
    expectVietnameseError(await new Shopper(server).get('/v1/notification/list'), 401);
    expectVietnameseError(await new Shopper(server).get('/v1/notification/unread-count'), 401);
    expectVietnameseError(await new Shopper(server).put('/v1/notification/read-all'), 401);
  });
});
