import { eq } from 'drizzle-orm';
import { catalogSnapshot } from '../../../server/modules/snapshot/snapshot';
import { contentPages } from '../../../server/db/schema';
import { seedContent } from '../../../server/db/seed/content';
import { CONTENT_REVISED_AT, CONTENT_SEED, EARLIER_REVISIONS } from '../../../server/db/seed/content/pages';
import { CONTENT_NOT_FOUND } from '../../../server/modules/content/service';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Summary {
  link: string;
  group: string;
  path: string;
  title: string;
  summary: string;
  updatedAt: string;
}

async function getJson<T>(server: TestServer, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as T };
}

describe('content pages API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists every seeded page with its storefront path, about us first', async () => {
    const { status, body } = await getJson<{ items: Summary[] }>(server, '/v1/content/pages');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(CONTENT_SEED.length);
    expect(body.items[0]).toMatchObject({ group: 'about-us', path: '/about-us', title: 'Về chúng tôi' });
    for (const item of body.items) {
      expect(item).not.toHaveProperty('bodyHtml');
      expect(item.path).toBe(item.group === 'about-us' ? '/about-us' : `/${item.group}/${item.link}`);
      expect(Number.isNaN(Date.parse(item.updatedAt))).toBe(false);
    }
    const groups = new Set(body.items.map((item) => item.group));
    expect([...groups]).toEqual(['about-us', 'about', 'customer-care', 'info', 'seft']);
  });

  it('answers one page by group and link, with sanitised HTML', async () => {
    const { status, body } = await getJson<Summary & { id: number; bodyHtml: string }>(
      server,
      '/v1/content/page/customer-care/huong-dan-chon-size',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ group: 'customer-care', link: 'huong-dan-chon-size', title: 'Hướng dẫn chọn size', path: '/customer-care/huong-dan-chon-size' });
    expect(body.bodyHtml).toContain('<table>');
    expect(body.bodyHtml).not.toMatch(/<script|style=|on[a-z]+=/i);
  });

  it('answers 404 in Vietnamese for an unknown link, a link in another group and an unknown group', async () => {
    for (const path of ['/v1/content/page/about/khong-co-trang-nay', '/v1/content/page/info/huong-dan-chon-size', '/v1/content/page/blog/about-us']) {
      const { status, body } = await getJson<{ message: string }>(server, path);
      expect(status).toBe(404);
      expect(body.message).toBe(CONTENT_NOT_FOUND);
    }
  });

  it('is part of the build-time snapshot and its fingerprint', async () => {
    const snapshot = await catalogSnapshot(server.database);
    expect(snapshot.pages.map((p) => p.path)).toContain('/about/huong-dan-thue-do');
    expect(snapshot.pages.find((p) => p.link === 'huong-dan-thue-do')?.bodyHtml).toMatch(/youtube\.com\/watch\?v=/);
  });

  it('the payment guide promises what checkout does: cash only at the shop, no COD for delivery', () => {
    const guide = CONTENT_SEED.find((page) => page.link === 'huong-dan-thanh-toan')!;
    expect(guide.html).toMatch(/Tiền mặt tại cửa hàng/);
    expect(guide.html).toMatch(/không thanh toán khi nhận hàng \(COD\)/);
    expect(`${guide.summary} ${guide.html}`).not.toMatch(/nhân viên giao hàng/);
  });

  it('a re-seed brings pages the shop never edited up to the current texts and leaves edited pages alone', async () => {
    const db = server.database.db;
    const [stale, edited] = ['huong-dan-thanh-toan', 'chinh-sach-bao-mat'];
    await db.update(contentPages).set({ bodyHtml: '<p>Thanh toán khi nhận hàng (COD)</p>', updatedAt: EARLIER_REVISIONS[0]! }).where(eq(contentPages.link, stale!));
    await db.update(contentPages).set({ bodyHtml: '<p>Do cửa hàng sửa</p>', updatedAt: new Date() }).where(eq(contentPages.link, edited!));
    expect(await seedContent(db)).toBe(false);
    const [revised] = await db.select().from(contentPages).where(eq(contentPages.link, stale!));
    expect(revised!.bodyHtml).toMatch(/Tiền mặt tại cửa hàng/);
    expect(revised!.updatedAt.getTime()).toBe(CONTENT_REVISED_AT.getTime());
    const [kept] = await db.select().from(contentPages).where(eq(contentPages.link, edited!));
    expect(kept!.bodyHtml).toBe('<p>Do cửa hàng sửa</p>');
  });
});
