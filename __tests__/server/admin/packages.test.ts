/**
 * Membership packages from the back-office over real HTTP: the owner adds and changes one (prices are the owner's:
 * staff only read them); a member keeps the terms they
 * bought while later buyers get the new ones; a package taken off sale disappears from the shop and cannot be bought.
 */
import type { AccountsServer } from '../accounts/helpers';
import { expectVietnameseError, newShopper, startShopServer } from '../cart/helpers';
import type { AdminPackageList, PackageInput } from '../../../core/contracts/admin-catalog';
import { loggedInOwner, loggedInStaff, type Staff } from './helpers';
import { catalogSnapshot } from '../../../server/modules/snapshot/snapshot';
import { CATALOG_CHANNEL } from '../../../server/modules/catalog/changes';

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

const input = (fields: Partial<PackageInput> = {}): PackageInput => ({
  name: 'Gói Ngọc Trai',
  color: '#f2e6d8',
  percentDiscount: 15,
  extendDay: 1,
  isFreeFirstOrder: false,
  price: 50_000,
  durationDays: 30,
  description: 'Giảm 15% tiền thuê trong 30 ngày.',
  onSale: true,
  ...fields,
});
const onSale = async () => (await (await fetch(`${server.url}/v1/consumer-membership-package/list`)).json()) as { items: Array<{ id: number; name: string; price: number }> };
type Me = { customer: { membership: { name: string; percentDiscount: number; extendDay: number } | null } };

test('a member keeps the terms they bought; a change reaches later buyers; off sale it is gone from the shop', async () => {
  const created = await owner.post<AdminPackageList>('/v1/admin/membership-packages', input());
  expect(created.status).toBe(201);
  const pearl = created.body.items.find((item) => item.name === 'Gói Ngọc Trai')!;
  expect(pearl).toMatchObject({ color: '#F2E6D8', activeMembers: 0, onSale: true, type: 'MEMBERSHIP_TYPE_GOI_NGOC_TRAI' });
  expect((await onSale()).items.map((item) => item.name)).toContain('Gói Ngọc Trai');

  const { shopper: early } = await newShopper(server);
  expect((await early.post(`/v1/consumer-membership-package/${pearl.id}/purchase`, { paymentMethod: 'wallet' })).status).toBe(200);

  const changed = await owner.put<AdminPackageList>(`/v1/admin/membership-packages/${pearl.id}`, input({ percentDiscount: 25, price: 60_000 }));
  expect(changed.status).toBe(200);
  expect(changed.body.items.find((item) => item.id === pearl.id)).toMatchObject({ percentDiscount: 25, price: 60_000, activeMembers: 1 });
  expect((await early.get<Me>('/v1/user/consumer/me')).body.customer.membership).toMatchObject({ name: 'Gói Ngọc Trai', percentDiscount: 15 });

  const { shopper: later } = await newShopper(server);
  expect((await later.post(`/v1/consumer-membership-package/${pearl.id}/purchase`, { paymentMethod: 'wallet' })).status).toBe(200);
  expect((await later.get<Me>('/v1/user/consumer/me')).body.customer.membership).toMatchObject({ percentDiscount: 25 });

  await owner.put(`/v1/admin/membership-packages/${pearl.id}`, input({ percentDiscount: 25, price: 60_000, onSale: false }));
  expect((await onSale()).items.map((item) => item.id)).not.toContain(pearl.id);
  const { shopper: tooLate } = await newShopper(server);
  expect(expectVietnameseError(await tooLate.post(`/v1/consumer-membership-package/${pearl.id}/purchase`, { paymentMethod: 'wallet' }), 409)).toBe('Gói thành viên này đã ngừng bán');
  expect(expectVietnameseError(await tooLate.post('/v1/payment/membership', { packageId: pearl.id, paymentMethod: 'momo' }), 409)).toBe('Gói thành viên này đã ngừng bán');
  expect((await early.get<Me>('/v1/user/consumer/me')).body.customer.membership).toMatchObject({ percentDiscount: 15 });
});

test('refused in Vietnamese: a taken name, a bad colour, staff pricing, marketing; every change is in the audit log', async () => {
  expect(expectVietnameseError(await owner.post('/v1/admin/membership-packages', input({ name: 'gói ngọc trai' })), 409)).toBe('Đã có gói thành viên mang tên này');
  expectVietnameseError(await owner.post('/v1/admin/membership-packages', input({ name: 'Gói Lam Ngọc', color: 'xanh' })), 400);
  expectVietnameseError(await owner.put('/v1/admin/membership-packages/999999', input({ name: 'Gói Lam Ngọc' })), 404);
  expect(expectVietnameseError(await clerk.post('/v1/admin/membership-packages', input({ name: 'Gói Nhân Viên', price: 1_000, percentDiscount: 90 })), 403)).toBe('Tài khoản của bạn không có quyền thực hiện thao tác này');
  expectVietnameseError(await clerk.put('/v1/admin/membership-packages/1', input({ price: 1_000 })), 403);
  expect((await clerk.get('/v1/admin/membership-packages')).status).toBe(200);
  const { member: marketer } = await loggedInStaff(server, owner, 'marketing');
  expectVietnameseError(await marketer.get('/v1/admin/membership-packages'), 403);
  const audit = await owner.get<{ items: Array<{ action: string }> }>('/v1/admin/audit?entity=membership_package');
  expect(audit.body.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['package.create', 'package.update']));
});

test('/member-ship is pre-rendered from the packages on sale: the snapshot carries the API list, and a package change rebuilds the site', async () => {
  const notices: number[] = [];
  const stop = await server.database.listen(CATALOG_CHANNEL, () => notices.push(Date.now()));
  try {
    const before = await catalogSnapshot(server.database);
    expect(before.packages).toEqual((await onSale()).items);
    const created = await owner.post<AdminPackageList>('/v1/admin/membership-packages', input({ name: 'Gói Hổ Phách', price: 70_000 }));
    expect(created.status).toBe(201);
    const amber = created.body.items.find((item) => item.name === 'Gói Hổ Phách')!;
    await owner.put(`/v1/admin/membership-packages/${amber.id}`, input({ name: 'Gói Hổ Phách', price: 80_000 }));
    await waitFor(() => notices.length >= 2);
    const after = await catalogSnapshot(server.database);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.packages).toEqual((await onSale()).items);
    expect(after.packages.find((item) => item.id === amber.id)).toMatchObject({ name: 'Gói Hổ Phách', price: 80_000 });
  } finally {
    await stop();
  }
});

async function waitFor(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}
