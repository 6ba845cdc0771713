import { catalogSnapshot, prerenderLimit } from '../../../server/modules/snapshot/snapshot';
import { openDatabase } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedCatalog, seedProductCount } from '../../../server/db/seed/catalog-data';
import { seedMenu } from '../../../server/db/seed/menu';
import { generateCatalog } from '../../../server/db/seed/catalog';
import { normaliseSearchText, searchWords } from '../../../server/shared/search-text';
import { eq } from 'drizzle-orm';
import { products, reviews } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { getOk, type ListBody } from './helpers';

describe('search normalisation', () => {
  it('lowercases, strips Vietnamese diacritics and maps đ to d', () => {
    expect(normaliseSearchText('Áo dài ĐỎ  thêu tay!')).toBe('ao dai do theu tay');
    expect(normaliseSearchText('Mấn & băng đô')).toBe('man bang do');
    expect(searchWords(' Đầm  dạ hội đầm ')).toEqual(['dam', 'da', 'hoi']);
    expect(searchWords(' + ')).toEqual([]);
  });
});

describe('SEED_PRODUCTS', () => {
  it('parses the environment variable', () => {
    expect(seedProductCount({})).toBe(180);
    expect(seedProductCount({ SEED_PRODUCTS: '25' })).toBe(25);
    expect(() => seedProductCount({ SEED_PRODUCTS: 'many' })).toThrow(/SEED_PRODUCTS/);
  });

  it('seeds the requested number of products, in batches, once', async () => {
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database);
      await seedMenu(database.db);
      expect(await seedCatalog(database.db, 1200)).toBe(true);
      expect(await seedCatalog(database.db, 1200)).toBe(false);
      const snapshot = await catalogSnapshot(database);
      expect(snapshot.products).toHaveLength(1200);
      expect(new Set(snapshot.products.map((p) => p.link)).size).toBe(1200);
    } finally {
      await database.close();
    }
  });
});

describe('catalogSnapshot()', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('holds the menu, every product as a ProductDetail, running banners and the collections', async () => {
    const catalog = generateCatalog();
    const snapshot = await catalogSnapshot(server.database);
    expect(snapshot.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshot.menu.map((m) => m.link)).toEqual(catalog.categories.filter((c) => !c.parentLink).map((c) => c.link));
    expect(snapshot.products.map((p) => p.link).sort()).toEqual(catalog.products.map((p) => p.link).sort());
    for (const p of snapshot.products) {
      expect(p.related.length).toBe(8);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(Object.values(p.rating.counts).reduce((a, b) => a + b, 0)).toBe(p.rating.count);
    }
    expect(snapshot.banners.map((b) => b.imageKey)).not.toContain('b/tet-binh-ngo-2026');
    expect(snapshot.banners.length).toBe(catalog.banners.length - 1);
    expect(snapshot.collections.map((c) => [c.type, c.key, c.items.map((i) => i.link)])).toEqual(
      catalog.collections.map((c) => [c.type, c.key, c.productLinks]),
    );
  });

  it('matches the API: a product in the snapshot equals its detail endpoint, related included', async () => {
    const snapshot = await catalogSnapshot(server.database);
    for (const product of [snapshot.products[0]!, snapshot.products[77]!, snapshot.products[snapshot.products.length - 1]!]) {
      expect(await getOk(server, `/v1/product/detail/${product.link}`)).toEqual(product);
    }
  });

  it('carries the API\'s own first page of every category and of /onsale: same cards in the same order, same facets in the same order', async () => {
    const snapshot = await catalogSnapshot(server.database);
    const links = Object.keys(snapshot.listings.categories);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const api = await getOk<ListBody>(server, `/v1/product/list?kind=cat&link=${link}`);
      expect(JSON.parse(JSON.stringify(snapshot.listings.categories[link]))).toEqual(api);
    }
    expect(JSON.parse(JSON.stringify(snapshot.listings.sale))).toEqual(await getOk<ListBody>(server, '/v1/product/list?kind=prod&filter=sale'));
    // The facet order is the API's vocabulary rank, not alphabetical (the old build-time copy sorted it).
    const colours = snapshot.listings.categories['ao-dai']!.facets.colour;
    expect(colours).not.toEqual([...colours].sort((a, b) => a.localeCompare(b, 'vi')));
  });

  it('gives a stable fingerprint', async () => {
    const first = await catalogSnapshot(server.database);
    expect((await catalogSnapshot(server.database)).fingerprint).toBe(first.fingerprint);
  });

  it('pre-renders only the PRERENDER_PRODUCTS best sellers; a change to a product left out does not make the build stale', async () => {
    const all = await catalogSnapshot(server.database);
    const bestSellers = [...all.products].sort((a, b) => b.salesCount - a.salesCount || a.id - b.id).slice(0, 20);
    const few = await catalogSnapshot(server.database, new Date(), 20);
    expect(few.products.map((p) => p.id)).toEqual(bestSellers.map((p) => p.id).sort((a, b) => a - b));
    expect(few.products[0]).toEqual(all.products.find((p) => p.id === few.products[0]!.id));
    // Not pre-rendered: its description is on no built page (cards carry no description).
    const prerendered = new Set(few.products.map((p) => p.id));
    const hidden = all.products.find((p) => !prerendered.has(p.id))!;
    await server.database.db.update(products).set({ description: `${hidden.description} (sửa)` }).where(eq(products.id, hidden.id));
    try {
      expect((await catalogSnapshot(server.database, new Date(), 20)).fingerprint).toBe(few.fingerprint);
      expect((await catalogSnapshot(server.database)).fingerprint).not.toBe(all.fingerprint);
    } finally {
      await server.database.db.update(products).set({ description: hidden.description }).where(eq(products.id, hidden.id));
    }
    expect(() => prerenderLimit({ PRERENDER_PRODUCTS: 'nhiều' })).toThrow(/PRERENDER_PRODUCTS/);
    expect(prerenderLimit({ PRERENDER_PRODUCTS: '2500' })).toBe(2500);
    expect(prerenderLimit({})).toBe(10_000);
  });

  // Last: it changes the catalogue the tests above read.
  it("leaves shoppers' reviews out of the fingerprint (a review alone never makes the build stale); a rename does not", async () => {
    const before = await catalogSnapshot(server.database);
    const product = before.products[0]!;
    for (const stars of [1, 2, 1]) await server.database.db.insert(reviews).values({ productId: product.id, stars, text: 'Chưa ưng', author: 'Khách' });
    const reviewed = await catalogSnapshot(server.database);
    expect(reviewed.products[0]!.rating).not.toEqual(product.rating);
    expect(reviewed.fingerprint).toBe(before.fingerprint);
    await server.database.db.update(products).set({ name: `${product.name} mới` }).where(eq(products.id, product.id));
    expect((await catalogSnapshot(server.database)).fingerprint).not.toBe(before.fingerprint);
  });
});
