import { generateCatalog } from '../../../server/db/seed/catalog';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { expectBadRequest, getJson, getOk, price, stripMarks, type Card, type ListBody } from './helpers';

const catalog = generateCatalog();
const RENTABLE = ['PRODUCT_TYPE_RENTABLE', 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE'];
const SALABLE = ['PRODUCT_TYPE_SALABLE', 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (query: string) => getOk<ListBody>(server, `/v1/product/list?${query}`);

/** Every item of a listing, page by page. */
async function all(query: string, limit = 50): Promise<{ items: Card[]; totals: number[] }> {
  const items: Card[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${query}&pagination.limit=${limit}&pagination.page=${page}`);
    totals.push(body.pagination.total);
    items.push(...body.items);
    if (body.items.length < limit) return { items, totals };
  }
}

describe('GET /v1/product/list', () => {
  it('kind=prod lists every seeded product, newest first, with consistent totals across pages', async () => {
    const { items, totals } = await all('kind=prod', 40);
    expect(items).toHaveLength(catalog.products.length);
    expect(new Set(totals)).toEqual(new Set([catalog.products.length]));
    expect(new Set(items.map((i) => i.link)).size).toBe(items.length);
    const dates = items.map((i) => Date.parse(i.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = await list('pagination.limit=3');
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: catalog.products.length });
    expect(first.items[0]).toMatchObject({ imageKey: expect.stringMatching(/^p\/[a-z0-9-]+\/1$/) });
  });

  it('defaults to 30 items per page and answers an empty page past the end with the right total', async () => {
    expect((await list('')).items).toHaveLength(30);
    const past = await list('pagination.page=1000');
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(catalog.products.length);
  });

  it('sort=price_asc / price_desc order by rental price when rentable, else sale price', async () => {
    const asc = (await all('sort=price_asc')).items.map(price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=price_desc&pagination.limit=100')).items.map(price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...catalog.products.map((p) => (p.rentalPrice > 0 ? p.rentalPrice : p.salePrice))));
  });

  it('sort=top_seller orders by sales count', async () => {
    const sales = (await list('sort=top_seller&pagination.limit=50')).items.map((i) => i.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(sales[0]).toBe(Math.max(...catalog.products.map((p) => p.salesCount)));
  });

  it('filter=rent keeps rentable types only, filter=sale salable ones', async () => {
    const rent = (await all('filter=rent')).items;
    expect(rent.length).toBe(catalog.products.filter((p) => RENTABLE.includes(p.type)).length);
    expect(rent.every((i) => RENTABLE.includes(i.type) && i.rentalPrice > 0)).toBe(true);
    const sale = (await all('filter=sale')).items;
    expect(sale.length).toBe(catalog.products.filter((p) => SALABLE.includes(p.type)).length);
    expect(sale.every((i) => SALABLE.includes(i.type))).toBe(true);
  });

  it('rental-prices keeps rentable items within the range, either side optional', async () => {
    const ranged = (await all('rental-prices=200000-500000')).items;
    const expected = catalog.products.filter((p) => p.rentalPrice > 0 && p.rentalPrice >= 200000 && p.rentalPrice <= 500000);
    expect(ranged.map((i) => i.link).sort()).toEqual(expected.map((p) => p.link).sort());
    expect(ranged.length).toBeGreaterThan(0);
    const atLeast = (await all('rental-prices=800000-')).items;
    expect(atLeast.every((i) => i.rentalPrice >= 800000)).toBe(true);
    const atMost = (await all('rental-prices=-150000')).items;
    expect(atMost.length).toBeGreaterThan(0);
    expect(atMost.every((i) => i.rentalPrice > 0 && i.rentalPrice <= 150000)).toBe(true);
  });

  it('kind=cat includes the category and its descendants, with facets over that set', async () => {
    const { items, totals } = await all('kind=cat&link=ao-dai', 20);
    const links = new Set(['ao-dai', 'ao-dai-cuoi', 'ao-dai-truyen-thong', 'ao-dai-cach-tan']);
    expect(items.length).toBe(catalog.products.filter((p) => links.has(p.categoryLink)).length);
    expect(new Set(items.map((i) => i.categoryLink))).toEqual(new Set(['ao-dai-cuoi', 'ao-dai-truyen-thong', 'ao-dai-cach-tan']));
    expect(new Set(totals)).toEqual(new Set([items.length]));

    const { facets } = await list('kind=cat&link=ao-dai&filter=rent');
    expect(facets.colour.sort()).toEqual([...new Set(items.map((i) => i.attributes.colour))].sort());
    const rentals = items.map((i) => i.rentalPrice).filter((p) => p > 0);
    expect(facets.rentalPrice).toEqual({ min: Math.min(...rentals), max: Math.max(...rentals) });

    const leaf = await list('kind=cat&link=vay-cuoi&pagination.limit=100');
    expect(leaf.items.every((i) => i.categoryLink === 'vay-cuoi')).toBe(true);
  });

  it('kind=attr lists the products with that attribute value; attribute filters combine (any of)', async () => {
    const colour = catalog.products[0]!.attributes.colour;
    const byAttr = (await all(`kind=attr&name=colour&value=${encodeURIComponent(colour)}`)).items;
    expect(byAttr.length).toBe(catalog.products.filter((p) => p.attributes.colour === colour).length);
    expect(byAttr.every((i) => i.attributes.colour === colour)).toBe(true);

    const sizes = (await all('size=M,L&size=XL')).items;
    expect(sizes.length).toBe(catalog.products.filter((p) => ['M', 'L', 'XL'].includes(p.attributes.size)).length);
    expect(sizes.every((i) => ['M', 'L', 'XL'].includes(i.attributes.size))).toBe(true);
  });

  it('kind=prod&links keeps the order of the links', async () => {
    const links = [catalog.products[5]!.link, catalog.products[0]!.link, catalog.products[99]!.link];
    const body = await list(`kind=prod&links=${links.join(',')}`);
    expect(body.items.map((i) => i.link)).toEqual(links);
    expect(body.pagination.total).toBe(3);
  });

  it('unknown category → 404', async () => {
    const { status, body } = await getJson<{ message: string }>(server, '/v1/product/list?kind=cat&link=khong-co');
    expect(status).toBe(404);
    expect(body.message).toBe('Không tìm thấy danh mục');
  });

  it.each([
    ['unknown sort', 'sort=cheapest', /sort/],
    ['page < 1', 'pagination.page=0', /pagination\.page/],
    ['limit > 100', 'pagination.limit=101', /pagination\.limit/],
    ['limit < 1', 'pagination.limit=0', /pagination\.limit/],
    ['rental-prices not digits', 'rental-prices=abc-def', /rental-prices/],
    ['rental-prices min > max', 'rental-prices=500000-100000', /rental-prices.*tối thiểu/],
    ['q over 100 chars', `q=${'a'.repeat(101)}`, /q.*100/],
    ['unknown kind', 'kind=brand', /kind/],
    ['unknown attribute name', 'kind=attr&name=brand&value=x', /name/],
    ['attr without value', 'kind=attr&name=size', /value/],
    ['cat without link', 'kind=cat', /link/],
    ['unknown filter', 'filter=cheap', /filter/],
    ['more than 100 links', `links=${Array.from({ length: 101 }, (_, i) => `a${i}`).join(',')}`, /links/],
  ])('%s → 400 with a Vietnamese message', async (_name, query, pattern) => {
    expect(await expectBadRequest(server, `/v1/product/list?${query}`)).toMatch(pattern);
  });
});

describe('GET /v1/product/search', () => {
  it('"ao dai" finds names with "Áo dài", every result matching every word', async () => {
    const body = await getOk<ListBody>(server, '/v1/product/search?q=ao%20dai&pagination.limit=100');
    const expected = catalog.products.filter((p) => /áo dài/i.test(p.name));
    expect(body.pagination.total).toBeGreaterThanOrEqual(expected.length);
    const found = new Set(body.items.map((i) => i.link));
    for (const p of expected.slice(0, 20)) expect(found).toContain(p.link);
  });

  it('matches whole words from their start and puts the exact phrase first', async () => {
    const body = await getOk<ListBody>(server, '/v1/product/search?q=ao%20dai&pagination.limit=100');
    const phrase = (name: string) => /(^|\s)áo dài/i.test(name);
    // No "c-ao cổ dáng dài": each word must start a word of the name, category or attributes.
    const names = body.items.map((i) => i.name);
    const firstOther = names.findIndex((name) => !phrase(name));
    const phraseCount = names.filter(phrase).length;
    expect(phraseCount).toBeGreaterThan(10);
    if (firstOther >= 0) expect(names.slice(firstOther).some(phrase)).toBe(false);
    const cao = await getOk<ListBody>(server, '/v1/product/search?q=ao&pagination.limit=100');
    expect(cao.items.every((i) => !/(^|\s)(cao|bao|sao)\b/i.test(i.name) || /(^|\s)áo/i.test(i.name))).toBe(true);
  });

  it('"dam" finds "Đầm", case- and diacritic-insensitively', async () => {
    const lower = await getOk<ListBody>(server, '/v1/product/search?q=dam&pagination.limit=100');
    const upper = await getOk<ListBody>(server, `/v1/product/search?q=${encodeURIComponent('ĐẦM')}&pagination.limit=100`);
    expect(upper.pagination.total).toBe(lower.pagination.total);
    expect(lower.items.some((i) => i.name.startsWith('Đầm'))).toBe(true);
    const damNames = catalog.products.filter((p) => p.name.startsWith('Đầm'));
    expect(lower.pagination.total).toBeGreaterThanOrEqual(damNames.length);
  });

  it('"đầm" typed with diacritics ranks every name with "đầm" first (before "đám cưới"), then the rest; sort=newest still works', async () => {
    const body = await getOk<ListBody>(server, `/v1/product/search?q=${encodeURIComponent('đầm')}&pagination.limit=100`);
    const exact = (name: string) => /(^|\s)đầm/i.test(name);
    const names = body.items.map((i) => i.name);
    const firstOther = names.findIndex((name) => !exact(name));
    expect(firstOther).toBeGreaterThan(5);
    expect(names.slice(firstOther).some(exact)).toBe(false);
    // Page 2 continues the same ranking (no "đầm" there when page 1 ended on others).
    const page2 = await getOk<ListBody>(server, `/v1/product/search?q=${encodeURIComponent('đầm')}&pagination.limit=10&pagination.page=2`);
    expect(page2.items.map((i) => i.name)).toEqual(names.slice(10, 20));
    const relevance = await getOk<ListBody>(server, `/v1/product/search?q=${encodeURIComponent('đầm')}&sort=relevance&pagination.limit=100`);
    expect(relevance.items.map((i) => i.name)).toEqual(names);
    const newest = await getOk<ListBody>(server, `/v1/product/search?q=${encodeURIComponent('đầm')}&sort=newest&pagination.limit=100`);
    expect(newest.pagination.total).toBe(body.pagination.total);
    const dates = newest.items.map((i) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the typeahead ranks the same way', async () => {
    const body = await getOk<{ products: Array<{ name: string }> }>(server, `/v1/product/suggest?q=${encodeURIComponent('đầm')}&limit=6`);
    expect(body.products).toHaveLength(6);
    expect(body.products.every((p) => /(^|\s)đầm/i.test(p.name))).toBe(true);
  });

  it('combines words (AND) and with filters and sort', async () => {
    const body = await getOk<ListBody>(server, '/v1/product/search?q=vest%20nam&filter=rent&sort=price_asc&pagination.limit=100');
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      const text = stripMarks(`${item.name} ${item.categoryLink.replace(/-/g, ' ')} ${Object.values(item.attributes).join(' ')}`);
      expect(text).toContain('vest');
      expect(text).toContain('nam');
      expect(RENTABLE).toContain(item.type);
    }
    const prices = body.items.map(price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds nothing for nonsense', async () => {
    const body = await getOk<ListBody>(server, '/v1/product/search?q=xyzzyqq');
    expect(body).toMatchObject({ items: [], pagination: { total: 0 } });
  });

  it.each([
    ['missing q', ''],
    ['empty q', 'q='],
    ['q without letters', 'q=%20%2B%20'],
    ['q over 100 chars', `q=${'b'.repeat(101)}`],
    ['unknown sort', 'q=ao&sort=oldest'],
  ])('%s → 400', async (_name, query) => {
    await expectBadRequest(server, `/v1/product/search?${query}`);
  });
});

describe('GET /v1/product/suggest', () => {
  it('suggests matching products (best sellers first) and categories', async () => {
    const body = await getOk<{ products: Array<{ link: string; name: string; imageKey: string }>; categories: Array<{ link: string }> }>(
      server,
      '/v1/product/suggest?q=ao%20dai',
    );
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products.every((p) => p.imageKey.startsWith(`p/${p.link}/`))).toBe(true);
    expect(body.categories.map((c) => c.link)).toEqual(['ao-dai', 'ao-dai-cuoi', 'ao-dai-truyen-thong', 'ao-dai-cach-tan']);
    const two = await getOk<{ products: unknown[] }>(server, '/v1/product/suggest?q=dam&limit=2');
    expect(two.products).toHaveLength(2);
  });

  it.each(['', 'q=', 'q=ao&limit=11', 'q=ao&limit=0', `q=${'c'.repeat(101)}`])('bad input %s → 400', async (query) => {
    await expectBadRequest(server, `/v1/product/suggest?${query}`);
  });
});

interface Detail extends Omit<Card, 'rating'> {
  description: string;
  images: string[];
  category: { link: string; name: string; trail: Array<{ link: string; name: string }> };
  rating: { average: number; count: number; counts: Record<string, number> };
  related: Card[];
}

describe('GET /v1/product/detail/{link}', () => {
  const reviewed = catalog.products.find((p) => p.reviews.length >= 3 && p.categoryLink === 'ao-dai-cuoi')!;

  it('returns the product with images, category trail, rating counts and related products', async () => {
    const detail = await getOk<Detail>(server, `/v1/product/detail/${reviewed.link}`);
    expect(detail).toMatchObject({
      link: reviewed.link,
      name: reviewed.name,
      description: reviewed.description,
      images: reviewed.images,
      imageKey: reviewed.images[0],
      rentalPrice: reviewed.rentalPrice,
      salePrice: reviewed.salePrice,
      categoryLink: 'ao-dai-cuoi',
      category: {
        link: 'ao-dai-cuoi',
        name: 'Áo dài cưới',
        trail: [
          { link: 'ao-dai', name: 'Áo dài' },
          { link: 'ao-dai-cuoi', name: 'Áo dài cưới' },
        ],
      },
    });
    const counts = Object.values(detail.rating.counts);
    expect(Object.keys(detail.rating.counts).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(detail.rating.count);
    expect(detail.rating.count).toBe(reviewed.reviews.length);
    const mean = reviewed.reviews.reduce((s, r) => s + r.stars, 0) / reviewed.reviews.length;
    expect(detail.rating.average).toBeCloseTo(Math.round(mean * 10) / 10, 5);

    expect(detail.related.length).toBe(8);
    expect(detail.related.map((r) => r.link)).not.toContain(reviewed.link);
    const sameCategory = catalog.products.filter((p) => p.categoryLink === 'ao-dai-cuoi' && p.link !== reviewed.link).length;
    const leading = detail.related.slice(0, Math.min(8, sameCategory));
    expect(leading.every((r) => r.categoryLink === 'ao-dai-cuoi')).toBe(true);
  });

  it('unknown product → 404 "Không tìm thấy sản phẩm"', async () => {
    const { status, body } = await getJson<{ message: string }>(server, '/v1/product/detail/khong-ton-tai-1');
    expect(status).toBe(404);
    expect(body.message).toBe('Không tìm thấy sản phẩm');
  });
});

describe('GET /v1/product/{link}/reviews', () => {
  const reviewed = [...catalog.products].sort((a, b) => b.reviews.length - a.reviews.length)[0]!;

  it('lists reviews newest first with pagination and the rating summary', async () => {
    const body = await getOk<{
      items: Array<{ id: number; stars: number; text: string; author: string; date: string }>;
      pagination: { total: number; limit: number };
      rating: { count: number; counts: Record<string, number> };
    }>(server, `/v1/product/${reviewed.link}/reviews`);
    expect(body.pagination).toMatchObject({ page: 1, limit: 10, total: reviewed.reviews.length });
    expect(body.items).toHaveLength(Math.min(10, reviewed.reviews.length));
    const dates = body.items.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.items[0]).toMatchObject({ text: reviewed.reviews[0]!.text, author: reviewed.reviews[0]!.author });
    expect(Object.values(body.rating.counts).reduce((a, b) => a + b, 0)).toBe(body.rating.count);
  });

  it('star filters to one star value, with the matching total', async () => {
    const star = reviewed.reviews[0]!.stars;
    const body = await getOk<{ items: Array<{ stars: number }>; pagination: { total: number } }>(
      server,
      `/v1/product/${reviewed.link}/reviews?star=${star}&pagination.limit=100`,
    );
    expect(body.items.length).toBe(reviewed.reviews.filter((r) => r.stars === star).length);
    expect(body.items.every((r) => r.stars === star)).toBe(true);
    expect(body.pagination.total).toBe(body.items.length);
  });

  it.each(['star=0', 'star=6', 'star=abc', 'pagination.page=0', 'pagination.limit=101'])('%s → 400', async (query) => {
    await expectBadRequest(server, `/v1/product/${reviewed.link}/reviews?${query}`);
  });

  it('unknown product → 404', async () => {
    const { status, body } = await getJson<{ message: string }>(server, '/v1/product/khong-co/reviews');
    expect(status).toBe(404);
    expect(body.message).toBe('Không tìm thấy sản phẩm');
  });
});
