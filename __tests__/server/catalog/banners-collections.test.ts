import { banners } from '../../../server/db/schema';
import { generateCatalog } from '../../../server/db/seed/catalog';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { expectBadRequest, getOk, type Card } from './helpers';

const catalog = generateCatalog();

interface BannerBody {
  items: Array<{ id: number; kind: string; title: string; subtitle: string | null; imageKey: string; position: number; startsAt: string; endsAt: string }>;
  pagination: { page: number; limit: number; total: number };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /v1/banner/list', () => {
  it('filter=RUNNING_BANNER keeps the running banners (not the expired one), ordered by kind then position', async () => {
    const body = await getOk<BannerBody>(server, '/v1/banner/list?pagination.limit=1000&pagination.page=1&filter=RUNNING_BANNER');
    const now = Date.now();
    const running = catalog.banners.filter((b) => Date.parse(b.startsAt) <= now && Date.parse(b.endsAt) > now);
    expect(running.length).toBeLessThan(catalog.banners.length);
    expect(body.items.map((b) => b.imageKey).sort()).toEqual(running.map((b) => b.imageKey).sort());
    expect(body.items.map((b) => b.imageKey)).not.toContain('b/tet-binh-ngo-2026');
    expect(body.pagination).toEqual({ page: 1, limit: 1000, total: running.length });
    const kinds = ['hot', 'big', 'small', 'icon1', 'icon2'];
    const order = body.items.map((b) => [kinds.indexOf(b.kind), b.position]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(body.items.find((b) => b.imageKey === 'b/tui-coi-du-lich')?.subtitle).toBeNull();
  });

  it('without a filter lists every banner, paginated', async () => {
    const body = await getOk<BannerBody>(server, '/v1/banner/list?pagination.limit=5&pagination.page=2');
    expect(body.items).toHaveLength(5);
    expect(body.pagination.total).toBe(catalog.banners.length);
  });

  it('a banner starting in the future is not running', async () => {
    const future = new Date(Date.now() + 86_400_000);
    await server.database.db.insert(banners).values({
      kind: 'hot',
      title: 'Sắp diễn ra',
      link: '/ao-dai',
      imageKey: 'b/sap-dien-ra',
      backgroundColor: '#ffffff',
      position: 9,
      startsAt: future,
      endsAt: new Date(future.getTime() + 86_400_000),
    });
    const body = await getOk<BannerBody>(server, '/v1/banner/list?pagination.limit=1000&filter=RUNNING_BANNER');
    expect(body.items.map((b) => b.imageKey)).not.toContain('b/sap-dien-ra');
  });

  it.each(['filter=ALL_BANNER', 'pagination.limit=1001', 'pagination.page=0'])('%s → 400', async (query) => {
    await expectBadRequest(server, `/v1/banner/list?${query}`);
  });
});

describe('GET /v1/collection/consumer', () => {
  it.each([
    ['trending', 'Trending'],
    ['new_arrival', 'NewArrival'],
    ['sale', 'Sale'],
  ])('type=%s answers its seeded items in order', async (type, key) => {
    const seeded = catalog.collections.find((c) => c.type === type)!;
    const body = await getOk<{ type: string; key: string; title: string; description: string; items: Card[]; productItems: Card[]; pagination: { total: number } }>(
      server,
      `/v1/collection/consumer?type=${type}&pagination.page=1&pagination.limit=100`,
    );
    expect(body).toMatchObject({ type, key, title: seeded.title, description: seeded.description });
    expect(body.items.map((i) => i.link)).toEqual(seeded.productLinks);
    expect(body.productItems).toEqual(body.items);
    expect(body.pagination.total).toBe(seeded.productLinks.length);
    if (type === 'sale') {
      expect(body.items.every((i) => i.salePrice < i.originalPrice || i.rentalPrice < i.originalRentalPrice)).toBe(true);
    }
  });

  it('paginates', async () => {
    const seeded = catalog.collections.find((c) => c.type === 'trending')!;
    const body = await getOk<{ items: Card[]; pagination: { total: number } }>(
      server,
      '/v1/collection/consumer?type=trending&pagination.page=2&pagination.limit=5',
    );
    expect(body.items.map((i) => i.link)).toEqual(seeded.productLinks.slice(5, 10));
    expect(body.pagination.total).toBe(seeded.productLinks.length);
  });

  it('type=unspecified is an empty collection', async () => {
    const body = await getOk<{ key: string; items: unknown[] }>(server, '/v1/collection/consumer?type=unspecified');
    expect(body).toMatchObject({ key: 'Unspecified', items: [] });
  });

  it.each(['', 'type=popular', 'type=sale&pagination.limit=101'])('%s → 400', async (query) => {
    await expectBadRequest(server, `/v1/collection/consumer?${query}`);
  });
});

describe('OpenAPI document', () => {
  it('documents the catalogue routes with their querystrings and shared components', async () => {
    const doc = await getOk<{ paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>; components: { schemas: Record<string, unknown> } }>(
      server,
      '/v1/openapi.json',
    );
    for (const path of ['/v1/product/list', '/v1/product/search', '/v1/product/suggest', '/v1/product/detail/{link}', '/v1/product/{link}/reviews', '/v1/banner/list', '/v1/collection/consumer']) {
      expect(doc.paths[path]?.get).toBeDefined();
    }
    const params = doc.paths['/v1/product/list']!.get!.parameters!.map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['kind', 'sort', 'filter', 'rental-prices', 'q', 'pagination.page', 'pagination.limit']));
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ProductCard', 'ProductDetail', 'Pagination', 'Facets', 'Review', 'Banner']),
    );
  });
});
