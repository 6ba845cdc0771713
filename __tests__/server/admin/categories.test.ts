/**
 * Categories and the menu over real HTTP: staff add one (its link made from its name, never a page of the site),
 * rename it (its products found by the new name), move and order it, and remove it only when it is empty — shoppers'
 * menu follows at once; marketing is refused; every write is in the audit log.
 */
import type { AccountsServer } from '../accounts/helpers';
import { expectVietnameseError, makeProduct, startShopServer } from '../cart/helpers';
import type { AdminCategory, AdminCategoryList } from '../../../core/contracts/admin-catalog';
import type { Menu } from '../../../core/contracts/menu';
import { loggedInOwner, loggedInStaff, type Staff } from './helpers';

let server: AccountsServer;
let owner: Staff;
let clerk: Staff;
beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
});
afterAll(async () => server.close());

/** The newest category of that name. */
const byName = (list: AdminCategoryList, name: string) => list.items.filter((item) => item.name === name).sort((a, b) => b.id - a.id)[0];
async function add(name: string, parentId: number | null = null): Promise<AdminCategory> {
  const reply = await clerk.post<AdminCategoryList>('/v1/admin/categories', { name, parentId });
  expect(reply.status).toBe(201);
  return byName(reply.body, name)!;
}
const shopperMenu = async () => (await (await fetch(`${server.url}/v1/menu`)).json()) as Menu;

test('a new category gets its link from its name, sits last in its level and shows in the shoppers’ menu at once', async () => {
  await shopperMenu(); // warm the read cache: the change must not wait for its TTL
  const top = await add('Đầm dạ tiệc ánh kim');
  expect(top).toMatchObject({ link: 'dam-da-tiec-anh-kim', parentId: null, productCount: 0 });
  const child = await add('Đầm đuôi cá ánh kim', top.id);
  expect(child).toMatchObject({ link: 'dam-duoi-ca-anh-kim', parentId: top.id, position: 0 });
  expect((await add('Đầm dạ tiệc ánh kim', null)).link).toBe('dam-da-tiec-anh-kim-2');
  // /search is a page of the site.
  expect((await add('Search')).link).toBe('search-2');

  const menu = await shopperMenu();
  const entry = menu.items.find((item) => item.id === top.id);
  expect(entry?.children.map((item) => item.name)).toEqual(['Đầm đuôi cá ánh kim']);
  expect(menu.items.at(-1)!.name).toBe('Search');
});

test('renaming keeps the link and makes its products searchable by the new name; moving and ordering follow the two levels', async () => {
  const top = await add('Phụ kiện cưới');
  const veils = await add('Khăn voan', top.id);
  const product = await makeProduct(server, { name: 'Voan ren trắng dài 3 mét', categoryId: veils.id });
  const renamed = await clerk.put<AdminCategoryList>(`/v1/admin/categories/${veils.id}`, { name: 'Khăn voan cô dâu', parentId: top.id });
  expect(renamed.status).toBe(200);
  expect(byName(renamed.body, 'Khăn voan cô dâu')).toMatchObject({ link: veils.link, productCount: 1 });
  const found = await fetch(`${server.url}/v1/product/search?q=${encodeURIComponent('khan voan co dau')}&pagination.limit=50`);
  expect(((await found.json()) as { items: Array<{ id: number }> }).items.map((item) => item.id)).toContain(product.id);

  // Two levels: not under a child, not a parent with children under another.
  expect(expectVietnameseError(await clerk.put(`/v1/admin/categories/${top.id}`, { name: 'Phụ kiện cưới', parentId: veils.id }), 400)).toContain('hai cấp');
  const other = await add('Giày cưới');
  expect(expectVietnameseError(await clerk.put(`/v1/admin/categories/${top.id}`, { name: 'Phụ kiện cưới', parentId: other.id }), 400)).toContain('hai cấp');
  expect(expectVietnameseError(await clerk.post('/v1/admin/categories', { name: 'Cháu', parentId: veils.id }), 400)).toContain('hai cấp');
  expectVietnameseError(await clerk.post('/v1/admin/categories', { name: '   ', parentId: null }), 400);

  const gloves = await add('Găng tay ren', top.id);
  const ordered = await clerk.put<AdminCategoryList>('/v1/admin/categories/order', { parentId: top.id, ids: [gloves.id, veils.id] });
  expect(ordered.status).toBe(200);
  expect(ordered.body.items.filter((item) => item.parentId === top.id).map((item) => item.name)).toEqual(['Găng tay ren', 'Khăn voan cô dâu']);
  expectVietnameseError(await clerk.put('/v1/admin/categories/order', { parentId: top.id, ids: [gloves.id] }), 400);

  const moved = await clerk.put<AdminCategoryList>(`/v1/admin/categories/${gloves.id}`, { name: 'Găng tay ren', parentId: other.id });
  expect(byName(moved.body, 'Găng tay ren')).toMatchObject({ parentId: other.id, position: 0 });
});

test('only an empty category can be removed; marketing cannot touch the tree (shoppers: the ownership matrix); the audit log has every write', async () => {
  const top = await add('Áo choàng');
  const child = await add('Áo choàng lông', top.id);
  await makeProduct(server, { name: 'Áo choàng lông trắng', categoryId: child.id });
  expect(expectVietnameseError(await clerk.del(`/v1/admin/categories/${top.id}`), 409)).toContain('1 danh mục con');
  expect(expectVietnameseError(await clerk.del(`/v1/admin/categories/${child.id}`), 409)).toContain('1 sản phẩm');
  const empty = await add('Áo choàng nhung', top.id);
  const removed = await clerk.del<AdminCategoryList>(`/v1/admin/categories/${empty.id}`);
  expect(removed.status).toBe(200);
  expect(byName(removed.body, 'Áo choàng nhung')).toBeUndefined();
  expectVietnameseError(await clerk.del(`/v1/admin/categories/${empty.id}`), 404);

  const { member: marketer } = await loggedInStaff(server, owner, 'marketing');
  expectVietnameseError(await marketer.post('/v1/admin/categories', { name: 'Không được', parentId: null }), 403);

  const audit = await owner.get<{ items: Array<{ action: string; entityId: string }> }>('/v1/admin/audit?pagination.limit=100');
  const actions = audit.body.items.filter((entry) => [String(top.id), String(empty.id)].includes(entry.entityId)).map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['category.create', 'category.remove']));
});

test('two staff adding the same name at once get two links', async () => {
  const replies = await Promise.all([clerk.post<AdminCategoryList>('/v1/admin/categories', { name: 'Vest cưới', parentId: null }), owner.post<AdminCategoryList>('/v1/admin/categories', { name: 'Vest cưới', parentId: null })]);
  expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
  const last = replies[1]!.body.items.length > replies[0]!.body.items.length ? replies[1]!.body : replies[0]!.body;
  expect(last.items.filter((item) => item.name === 'Vest cưới').map((item) => item.link).sort()).toEqual(['vest-cuoi', 'vest-cuoi-2']);
});
