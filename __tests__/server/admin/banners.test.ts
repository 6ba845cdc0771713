/**
 * Marketing's banners over real HTTP: scheduled in Vietnam days, shown to shoppers only inside their window, redrawn
 * under a new key when the title changes, refused in Vietnamese when wrong, audited, and closed to other roles.
 */
import { eq } from 'drizzle-orm';
import { products } from '../../../server/db/schema';
import { expectVietnameseError, newShopper, startShopServer, day } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import type { AdminBanner, AdminBannerList, AdminCollectionList, AdminContentPage, AdminContentPageList, BannerInput } from '../../../core/contracts/admin-catalog';
import type { BannerList } from '../../../core/contracts/home';
import { loggedInOwner, loggedInStaff, type Staff } from './helpers';

let server: AccountsServer;
let owner: Staff;
let marketer: Staff;

const input = (fields: Partial<BannerInput> = {}): BannerInput => ({
  kind: 'hot',
  title: 'Tuần lễ áo dài cưới',
  subtitle: 'Thuê áo dài cưới giảm 20%',
  link: '/ao-dai',
  backgroundColor: '#FDE7C8',
  position: 0,
  firstDay: day(0),
  lastDay: day(6),
  artCategoryLink: '',
  artColour: 'Đỏ',
  ...fields,
});

const running = async () => {
  const reply = await fetch(`${server.url}/v1/banner/list?pagination.limit=1000&filter=RUNNING_BANNER`);
  return ((await reply.json()) as BannerList).items.map((banner) => banner.title);
};

beforeAll(async () => {
  server = await startShopServer();
  ({ owner } = await loggedInOwner(server));
  ({ member: marketer } = await loggedInStaff(server, owner, 'marketing'));
});
afterAll(async () => server.close());

test('a banner runs from 00:00 of its first day to 24:00 of its last, Vietnam time; a scheduled one waits', async () => {
  const now = await marketer.post<AdminBanner>('/v1/admin/banners', input({ title: 'Tuần lễ áo dài cưới' }));
  expect(now.status).toBe(201);
  expect(now.body).toMatchObject({ state: 'running', firstDay: day(0), lastDay: day(6), backgroundColor: '#fde7c8' });
  expect(now.body.startsAt).toBe(new Date(`${day(0)}T00:00:00+07:00`).toISOString());
  expect(now.body.endsAt).toBe(new Date(`${day(7)}T00:00:00+07:00`).toISOString());
  const later = await marketer.post<AdminBanner>('/v1/admin/banners', input({ title: 'Giáng sinh an lành', firstDay: day(3), lastDay: day(10) }));
  expect(later.body.state).toBe('scheduled');

  const titles = await running();
  expect(titles).toContain('Tuần lễ áo dài cưới');
  expect(titles).not.toContain('Giáng sinh an lành');
  const art = await fetch(`${server.url}/images/600x300/${now.body.imageKey}`);
  expect(art.status).toBe(200);

  // Moving the window to today runs it at once.
  const moved = await marketer.put<AdminBanner>(`/v1/admin/banners/${later.body.id}`, { ...input({ title: 'Giáng sinh an lành' }), firstDay: day(0) });
  expect(moved.body.state).toBe('running');
  expect(moved.body.imageKey).toBe(later.body.imageKey);
  expect(await running()).toContain('Giáng sinh an lành');
  const renamed = await marketer.put<AdminBanner>(`/v1/admin/banners/${later.body.id}`, input({ title: 'Giáng sinh rực rỡ' }));
  expect(renamed.body.imageKey).not.toBe(later.body.imageKey);
  expect((await fetch(`${server.url}/images/600x300/${renamed.body.imageKey}`)).status).toBe(200);

  expect((await marketer.del(`/v1/admin/banners/${later.body.id}`)).status).toBe(200);
  expect(await running()).not.toContain('Giáng sinh rực rỡ');
  expectVietnameseError(await marketer.del(`/v1/admin/banners/${later.body.id}`), 404);
  const list = await marketer.get<AdminBannerList>('/v1/admin/banners');
  expect(list.body.items.map((banner) => banner.id)).toContain(now.body.id);
});

test('a window ending before it starts, a foreign link, an unknown category or colour: each a Vietnamese 400', async () => {
  expect(expectVietnameseError(await marketer.post('/v1/admin/banners', input({ firstDay: day(5), lastDay: day(4) })), 400)).toBe('Ngày kết thúc phải từ ngày bắt đầu trở đi');
  expect(expectVietnameseError(await marketer.post('/v1/admin/banners', input({ lastDay: '2026-02-30' })), 400)).toBe('Ngày chạy banner không hợp lệ (DD/MM/YYYY)');
  expectVietnameseError(await marketer.post('/v1/admin/banners', input({ link: 'https://lua-dao.example/' })), 400);
  expectVietnameseError(await marketer.post('/v1/admin/banners', input({ link: 'javascript:alert(1)' })), 400);
  expect(expectVietnameseError(await marketer.post('/v1/admin/banners', input({ artCategoryLink: 'khong-co' })), 400)).toBe('Danh mục không tồn tại');
  expectVietnameseError(await marketer.post('/v1/admin/banners', input({ artColour: 'Cầu vồng' })), 400);
  expectVietnameseError(await marketer.post('/v1/admin/banners', input({ title: '   ' })), 400);
  expectVietnameseError(await marketer.post('/v1/admin/banners', input({ backgroundColor: 'red' })), 400);
});

test('staff and shoppers cannot touch banners; every change is in the audit log', async () => {
  const { member: clerk } = await loggedInStaff(server, owner, 'staff');
  expectVietnameseError(await clerk.get('/v1/admin/banners'), 403);
  expectVietnameseError(await clerk.post('/v1/admin/banners', input()), 403);
  const { shopper } = await newShopper(server);
  expectVietnameseError(await shopper.get('/v1/admin/banners'), 401);
  // The form's category and colour choices are open to marketing.
  expect((await marketer.get('/v1/admin/catalog/options')).status).toBe(200);

  const made = await owner.post<AdminBanner>('/v1/admin/banners', input({ title: 'Ưu đãi thành viên' }));
  await owner.put(`/v1/admin/banners/${made.body.id}`, input({ title: 'Ưu đãi thành viên', position: 3 }));
  const audit = await owner.get<{ items: Array<{ action: string; before: { position?: number } | null; after: { position?: number } | null }> }>(
    `/v1/admin/audit?entity=banner&entityId=${made.body.id}`,
  );
  expect(audit.body.items.map((entry) => entry.action)).toEqual(['banner.update', 'banner.create']);
  expect(audit.body.items[0]!.before!.position).toBe(0);
  expect(audit.body.items[0]!.after!.position).toBe(3);
});

describe('content pages', () => {
  test('marketing rewrites a page: the body is cleaned before it is kept, shoppers read it at once, the old text is in the audit log', async () => {
    const pages = await marketer.get<AdminContentPageList>('/v1/admin/content-pages');
    expect(pages.status).toBe(200);
    const page = pages.body.items.find((item) => item.group === 'customer-care')!;
    const body = '<h2>Đổi trả</h2><p onclick="steal()">Đổi size trong <strong>3 ngày</strong>.<script>alert(1)</script></p><a href="javascript:alert(1)">bấm</a>';
    const saved = await marketer.put<AdminContentPage>(`/v1/admin/content-pages/${page.id}`, { title: 'Đổi trả dễ dàng', summary: '', bodyHtml: body, position: page.position });
    expect(saved.status).toBe(200);
    expect(saved.body.bodyHtml).toBe('<h2>Đổi trả</h2><p>Đổi size trong <strong>3 ngày</strong>.</p><a>bấm</a>');
    expect(saved.body.summary).toBe('Đổi trả Đổi size trong 3 ngày. bấm');
    const read = await fetch(`${server.url}/v1/content/page/${page.group}/${page.link}`);
    expect(((await read.json()) as { title: string; bodyHtml: string }).title).toBe('Đổi trả dễ dàng');

    expect(expectVietnameseError(await marketer.put(`/v1/admin/content-pages/${page.id}`, { title: 'X', summary: '', bodyHtml: '<script>alert(1)</script>', position: 0 }), 400)).toMatch(/còn trống/);
    const deep = '<ul><li>'.repeat(10_000);
    expect(expectVietnameseError(await marketer.put(`/v1/admin/content-pages/${page.id}`, { title: 'X', summary: '', bodyHtml: deep, position: 0 }), 400)).toMatch(/lồng nhau quá sâu/);
    expectVietnameseError(await marketer.put(`/v1/admin/content-pages/${page.id}`, { title: 'X', summary: '', bodyHtml: '<p>a</p>'.repeat(12_501), position: 0 }), 400);
    expectVietnameseError(await marketer.put('/v1/admin/content-pages/999999', { title: 'X', summary: '', bodyHtml: '<p>a</p>', position: 0 }), 404);
    const { member: clerk } = await loggedInStaff(server, owner, 'staff');
    expectVietnameseError(await clerk.get('/v1/admin/content-pages'), 403);
    const audit = await owner.get<{ items: Array<{ action: string; before: { title: string } }> }>(`/v1/admin/audit?entity=content_page&entityId=${page.id}`);
    expect(audit.body.items[0]).toMatchObject({ action: 'content.update', before: { title: page.title } });
  });
});

describe('collections', () => {
  test('marketing puts products in a collection in its own order; shoppers see that order; repeats and unknown products are refused', async () => {
    const list = await marketer.get<AdminCollectionList>('/v1/admin/collections');
    const sale = list.body.items.find((collection) => collection.type === 'sale')!;
    const catalogue = await fetch(`${server.url}/v1/product/list?kind=prod&sort=newest&pagination.limit=3`);
    const ids = ((await catalogue.json()) as { items: Array<{ id: number }> }).items.map((item) => item.id);
    const saved = await marketer.put<AdminCollectionList>(`/v1/admin/collections/${sale.id}`, { title: 'Giảm giá cuối tuần', description: 'Chỉ hai ngày', productIds: [ids[2], ids[0], ids[1]] });
    expect(saved.status).toBe(200);
    const after = saved.body.items.find((collection) => collection.id === sale.id)!;
    expect(after.products.map((product) => product.productId)).toEqual([ids[2], ids[0], ids[1]]);
    const shown = await fetch(`${server.url}/v1/collection/consumer?type=sale`);
    const body = (await shown.json()) as { title: string; items: Array<{ id: number }> };
    expect(body.title).toBe('Giảm giá cuối tuần');
    expect(body.items.map((item) => item.id)).toEqual([ids[2], ids[0], ids[1]]);
    // A product taken off sale leaves the collection's page and its count.
    await server.database.db.update(products).set({ published: false }).where(eq(products.id, ids[0]!));
    const withdrawn = (await (await fetch(`${server.url}/v1/collection/consumer?type=sale`)).json()) as { items: Array<{ id: number }>; pagination: { total: number } };
    expect(withdrawn.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(withdrawn.pagination.total).toBe(2);
    await server.database.db.update(products).set({ published: true }).where(eq(products.id, ids[0]!));

    expect(expectVietnameseError(await marketer.put(`/v1/admin/collections/${sale.id}`, { title: 'X', description: '', productIds: [ids[0], ids[0]] }), 400)).toMatch(/một lần/);
    expectVietnameseError(await marketer.put(`/v1/admin/collections/${sale.id}`, { title: 'X', description: '', productIds: [99_999_999] }), 400);
    expectVietnameseError(await marketer.put('/v1/admin/collections/99999', { title: 'X', description: '', productIds: [] }), 404);
    const audit = await owner.get<{ items: Array<{ action: string; after: { productIds: number[] } }> }>(`/v1/admin/audit?entity=collection&entityId=${sale.id}`);
    expect(audit.body.items[0]).toMatchObject({ action: 'collection.update', after: { productIds: [ids[2], ids[0], ids[1]] } });
  });
});
