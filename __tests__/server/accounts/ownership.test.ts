import { newShopper, startAccountsServer, type AccountBody, type Shopper, type AccountsServer } from './helpers';

interface Address {
  id: number;
  street: string;
}

const address = {
  type: 'ADDRESS_TYPE_HOME',
  receiverName: 'Chủ nhà A',
  receiverPhone: '0912345678',
  street: '1 Hàng Bạc',
  cityId: '01',
  wardId: '00070',
};

describe('ownership: shopper B never reaches shopper A’s data', () => {
  let server: AccountsServer;
  let a: Shopper;
  let b: Shopper;
  let aAccount: AccountBody;
  let aAddress: Address;
  let aNotificationId: number;
  let aFavourite: number;

  beforeAll(async () => {
    server = await startAccountsServer();
    ({ shopper: a, account: aAccount } = await newShopper(server));
    ({ shopper: b } = await newShopper(server));
    aAddress = (await a.post<Address>('/v1/customer/address', address)).body;
    aNotificationId = (await a.get<{ items: Array<{ id: number }> }>('/v1/notification/list')).body.items[0]!.id;
    aFavourite = (await a.get<{ items: Array<{ id: number }> }>('/v1/product/list?kind=prod&pagination.limit=1')).body.items[0]!.id;
    expect((await a.post('/v1/product/favorite-product', { productId: aFavourite })).status).toBe(201);
  });
  afterAll(() => server.close());

  it('addresses: B cannot list, change or delete A’s (404)', async () => {
    expect((await b.get<{ items: Address[]; total: number }>('/v1/customer/address')).body).toEqual({ items: [], total: 0 });
    expect((await b.put(`/v1/customer/address/${aAddress.id}`, { ...address, street: 'Của B' })).status).toBe(404);
    expect((await b.del(`/v1/customer/address/${aAddress.id}`, { id: aAddress.id })).status).toBe(404);
    const mine = (await a.get<{ items: Address[] }>('/v1/customer/address')).body.items;
    expect(mine.map((x) => [x.id, x.street])).toEqual([[aAddress.id, address.street]]);
  });

  it('favourites: B sees only its own and cannot delete A’s (404)', async () => {
    expect((await b.get('/v1/product/favorite-product/ids')).body).toEqual({ ids: [] });
    expect((await b.get<{ items: unknown[] }>('/v1/product/favorite-product/list')).body.items).toEqual([]);
    expect((await b.del('/v1/product/favorite-product', { id: aFavourite })).status).toBe(404);
    expect((await a.get('/v1/product/favorite-product/ids')).body).toEqual({ ids: [aFavourite] });
  });

  it('notifications: B cannot read or mark A’s (404); read-all of B leaves A’s unread', async () => {
    expect((await b.put(`/v1/notification/${aNotificationId}/read`)).status).toBe(404);
    const bList = (await b.get<{ items: Array<{ id: number }> }>('/v1/notification/list')).body.items;
    expect(bList.map((n) => n.id)).not.toContain(aNotificationId);
    await b.put('/v1/notification/read-all');
    // A's one: the welcome at sign-up (the welcome credit, given straight by the test helper, sends none).
    expect((await a.get('/v1/notification/unread-count')).body).toEqual({ unread: 1 });
  });

  it('profile and wallet: B only ever sees and changes its own', async () => {
    const bProfile = (await b.get<AccountBody['customer']>('/v1/customer/customer-profile')).body;
    expect(bProfile.id).not.toBe(aAccount.customer.id);
    await b.put('/v1/customer/customer-profile', { fullName: 'B đổi tên', avatarUrl: `/images/200x200/u/${aAccount.customer.id}/abc123` }).then((r) => expect(r.status).toBe(400));
    await b.put('/v1/customer/customer-profile', { fullName: 'B đổi tên' });
    expect((await a.get<AccountBody['customer']>('/v1/customer/customer-profile')).body.fullName).toBe(aAccount.customer.fullName);
    const bTx = (await b.get<{ items: Array<{ id: number }> }>('/v1/wallet/transactions')).body.items;
    const aTx = (await a.get<{ items: Array<{ id: number }> }>('/v1/wallet/transactions')).body.items;
    expect(bTx.some((x) => aTx.some((y) => y.id === x.id))).toBe(false);
  });

  it('an avatar upload URL signed for B cannot write A’s avatar', async () => {
    const { uploadUrl } = (await b.post<{ uploadUrl: string }>('/v1/customer/avatar/upload-url', { contentType: 'image/png' })).body;
    const forged = uploadUrl.replace(/upload\/\d+\//, `upload/${aAccount.customer.id}/`);
    const response = await fetch(`${server.url}${forged}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.from('x') });
    expect(response.status).toBe(403);
  });
});
