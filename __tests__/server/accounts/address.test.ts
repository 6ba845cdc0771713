import { divisions } from '../../../server/modules/address/divisions';
import { Shopper, expectVietnameseError, newShopper, startAccountsServer, type AccountsServer } from './helpers';

interface Division {
  id: string;
  name: string;
  type: string;
}
interface Address {
  id: number;
  type: string;
  receiverName: string;
  receiverPhone: string;
  street: string;
  scheme: string;
  cityId: string;
  cityName: string;
  districtId: string | null;
  districtName: string | null;
  wardId: string;
  wardName: string;
  isDefault: boolean;
  newWard: { id: string; name: string } | null;
  fullAddress: string;
  createdAt: string;
}

const home2025 = {
  type: 'ADDRESS_TYPE_HOME',
  receiverName: 'Nguyễn Văn Bình',
  receiverPhone: '0912345678',
  street: '12 Phố Đội Cấn',
  cityId: '01',
  wardId: '00004',
};
const officeLegacy = {
  type: 'ADDRESS_TYPE_COMPANY',
  receiverName: 'Trần Thị Cúc',
  receiverPhone: '+84387654321',
  street: '5 Phúc Xá',
  scheme: 'legacy',
  cityId: '01',
  districtId: '001',
  wardId: '00001',
};

describe('administrative divisions', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  const items = async (path: string) => {
    const reply = await new Shopper(server).get<{ items: Division[] }>(path);
    expect(reply.status).toBe(200);
    return reply.body.items;
  };

  it('2025 (default): 34 provinces, wards straight under a province', async () => {
    const cities = await items('/v1/address/city');
    expect(cities).toHaveLength(34);
    expect(await items('/v1/address/city?scheme=2025')).toEqual(cities);
    expect(cities).toContainEqual({ id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố' });
    const wards = await items('/v1/address/01/ward');
    expect(wards.length).toBeGreaterThan(100);
    expect(wards).toContainEqual({ id: '00004', name: 'Phường Ba Đình', type: 'Phường' });
    const total = (await Promise.all(cities.map((c) => items(`/v1/address/${c.id}/ward?scheme=2025`)))).reduce((n, list) => n + list.length, 0);
    expect(total).toBe(3321);
  });

  it('legacy: 63 provinces, 696 districts, 10,035 wards', async () => {
    const cities = await items('/v1/address/city?scheme=legacy');
    expect(cities).toHaveLength(63);
    const districts = (await Promise.all(cities.map((c) => items(`/v1/address/${c.id}/district`)))).flat();
    expect(districts).toHaveLength(696);
    expect(await items('/v1/address/001/ward?scheme=legacy')).toContainEqual({ id: '00001', name: 'Phường Phúc Xá', type: 'Phường' });
    const index = divisions();
    expect(index.legacyWard.size).toBe(10035);
  });

  it("sorted by name with Intl.Collator('vi', { numeric: true }): 'Quận 3' before 'Quận 10', 'Phường 2' before 'Phường 12'", async () => {
    const names = (await items('/v1/address/79/district')).map((d) => d.name);
    expect(names.indexOf('Quận 3')).toBeLessThan(names.indexOf('Quận 10'));
    expect(names.indexOf('Quận 4')).toBeLessThan(names.indexOf('Quận 11'));
    const wards = (await items('/v1/address/770/ward?scheme=legacy')).map((w) => w.name);
    expect(wards.indexOf('Phường 2')).toBeLessThan(wards.indexOf('Phường 12'));
    const collator = new Intl.Collator('vi', { numeric: true });
    for (const list of [names, wards, (await items('/v1/address/city')).map((c) => c.name)]) {
      expect([...list].sort(collator.compare)).toEqual(list);
    }
  });

  it('unknown ids → 404; malformed ids or scheme → 400', async () => {
    const guest = new Shopper(server);
    expectVietnameseError(await guest.get('/v1/address/99/ward'), 404);
    expectVietnameseError(await guest.get('/v1/address/99/district'), 404);
    // A legacy district code is not a 2025 province.
    expectVietnameseError(await guest.get('/v1/address/001/ward'), 404);
    expectVietnameseError(await guest.get('/v1/address/abc/ward'), 400);
    expectVietnameseError(await guest.get('/v1/address/city?scheme=1975'), 400);
  });
});

describe('address book', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('creates a 2025 address: names filled by the server, phone as +84…, the first one is default', async () => {
    const { shopper } = await newShopper(server);
    const reply = await shopper.post<Address>('/v1/customer/address', { ...home2025, cityName: 'bị bỏ qua' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      type: 'ADDRESS_TYPE_HOME',
      receiverName: 'Nguyễn Văn Bình',
      receiverPhone: '+84912345678',
      street: '12 Phố Đội Cấn',
      scheme: '2025',
      cityId: '01',
      cityName: 'Thành phố Hà Nội',
      districtId: null,
      districtName: null,
      wardId: '00004',
      wardName: 'Phường Ba Đình',
      isDefault: true,
      newWard: null,
      fullAddress: '12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội',
      createdAt: expect.any(String),
    });
  });

  it('a legacy address carries its district and the single new ward it became; a split ward has newWard null', async () => {
    const { shopper } = await newShopper(server);
    const reply = await shopper.post<Address>('/v1/customer/address', officeLegacy);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      scheme: 'legacy',
      districtId: '001',
      districtName: 'Quận Ba Đình',
      wardName: 'Phường Phúc Xá',
      newWard: { id: '00097', name: 'Phường Hồng Hà' },
      fullAddress: '5 Phúc Xá, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội',
    });
    const index = divisions();
    const splitWard = [...index.oldToNew.entries()].find(([code, to]) => to.length > 1 && index.legacyWard.has(code))![0];
    const districtId = index.legacyWard.get(splitWard)!.parent;
    const cityId = index.district.get(districtId)!.parent;
    const split = await shopper.post<Address>('/v1/customer/address', { ...officeLegacy, cityId, districtId, wardId: splitWard });
    expect(split.status).toBe(201);
    expect(split.body.newWard).toBeNull();
  });

  it('default handling: a new default unsets the others; list default first; deleting the default promotes another', async () => {
    const { shopper } = await newShopper(server);
    const a = (await shopper.post<Address>('/v1/customer/address', home2025)).body;
    const b = (await shopper.post<Address>('/v1/customer/address', { ...officeLegacy, isDefault: false })).body;
    expect([a.isDefault, b.isDefault]).toEqual([true, false]);
    const c = (await shopper.post<Address>('/v1/customer/address', { ...home2025, street: '1 Tràng Tiền', isDefault: true })).body;
    let list = (await shopper.get<{ items: Address[]; total: number }>('/v1/customer/address')).body;
    expect(list.total).toBe(3);
    expect(list.items.map((x) => [x.id, x.isDefault])).toEqual([[c.id, true], [b.id, false], [a.id, false]]);

    const updated = await shopper.put<Address>(`/v1/customer/address/${b.id}`, { ...b, street: '7 Phúc Xá', isDefault: true });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: b.id, street: '7 Phúc Xá', isDefault: true, wardName: 'Phường Phúc Xá' });
    list = (await shopper.get<{ items: Address[]; total: number }>('/v1/customer/address')).body;
    expect(list.items.filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);

    expect((await shopper.del(`/v1/customer/address/${b.id}`, { id: b.id })).body).toEqual({ status: 'ok' });
    list = (await shopper.get<{ items: Address[]; total: number }>('/v1/customer/address')).body;
    expect(list.total).toBe(2);
    expect(list.items.filter((x) => x.isDefault)).toHaveLength(1);
    expect(list.items[0]!.isDefault).toBe(true);
  });

  it('can move an address from legacy to 2025', async () => {
    const { shopper } = await newShopper(server);
    const legacy = (await shopper.post<Address>('/v1/customer/address', officeLegacy)).body;
    const moved = await shopper.put<Address>(`/v1/customer/address/${legacy.id}`, { ...home2025, id: legacy.id, districtId: null });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ scheme: '2025', districtId: null, districtName: null, wardId: '00004', newWard: null });
  });

  it.each([
    ['no receiver name', { ...home2025, receiverName: undefined }],
    ['a blank street', { ...home2025, street: '  ' }],
    ['an overlong street', { ...home2025, street: 'x'.repeat(256) }],
    ['a bad receiver phone', { ...home2025, receiverPhone: '12345' }],
    ['an unknown type', { ...home2025, type: 'ADDRESS_TYPE_SHOP' }],
    ['an unknown scheme', { ...home2025, scheme: '1975' }],
    ['an unknown city', { ...home2025, cityId: '99' }],
    ['a ward of another province (2025)', { ...home2025, cityId: '79' }],
    ['a district in a 2025 address', { ...home2025, districtId: '001' }],
    ['a legacy address without district', { ...officeLegacy, districtId: undefined }],
    ['a district of another province (legacy)', { ...officeLegacy, cityId: '79' }],
    ['a ward of another district (legacy)', { ...officeLegacy, districtId: '002' }],
    ['an unknown ward', { ...home2025, wardId: '99999' }],
    ['a ward id of the wrong type', { ...home2025, wardId: { code: '00004' } }],
    ['a non-boolean default', { ...home2025, isDefault: 'có' }],
  ])('POST with %s → 400 in Vietnamese', async (_label, body) => {
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.post('/v1/customer/address', body), 400);
  });

  it('PUT with a mismatching body id → 400; unknown id → 404; guest → 401', async () => {
    const { shopper } = await newShopper(server);
    const a = (await shopper.post<Address>('/v1/customer/address', home2025)).body;
    expectVietnameseError(await shopper.put(`/v1/customer/address/${a.id}`, { ...home2025, id: a.id + 1 }), 400);
    expectVietnameseError(await shopper.put('/v1/customer/address/999999', home2025), 404);
    expectVietnameseError(await shopper.del('/v1/customer/address/999999', { id: 999999 }), 404);
    expectVietnameseError(await new Shopper(server).get('/v1/customer/address'), 401);
    expectVietnameseError(await new Shopper(server).post('/v1/customer/address', home2025), 401);
  });
});
