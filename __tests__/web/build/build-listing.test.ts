/**
 * @jest-environment node
 */
import {
  buildRobots,
  buildSitemap,
  categoryFirstPage,
  planCollectionPages,
  planProductPages,
  saleFirstPage,
  sitemapPaths,
  snapshotParts,
} from '../../../src/build/listing';
import { parseCatalog } from '../../../src/build/catalog';
import type { CatalogFile } from '../../../src/features/menu/types';
import { makeCard, makeDetail } from '../fixtures/catalog';

const menu = [
  {
    id: 1,
    name: 'Áo dài',
    link: 'ao-dai',
    logoUrl: null,
    parentId: null,
    children: [{ id: 2, name: 'Áo dài truyền thống', link: 'ao-dai-truyen-thong', logoUrl: null, parentId: 1, children: [] }],
  },
  { id: 3, name: 'Vest', link: 'vest', logoUrl: null, parentId: null, children: [] },
];
const products = [
  makeDetail(),
  makeDetail({ id: 2, link: 'vest-2', categoryLink: 'vest', createdAt: '2025-05-01T00:00:00Z', rentalPrice: 600000, attributes: { size: 'L', colour: 'Đen', style: '', occasion: '', material: '' } }),
  makeDetail({ id: 3, link: 'Bad Link', categoryLink: 'ao-dai' }),
];
const aoDaiPage = { items: [makeCard()], pagination: { page: 1, limit: 30, total: 1 }, facets: { size: ['M'], colour: ['Đỏ'], style: [], occasion: [], material: [], rentalPrice: { min: 350000, max: 350000 } } };
const salePage = { items: [], pagination: { page: 1, limit: 30, total: 0 } };
const snapshot = { fingerprint: 'f', menu, products, banners: [], collections: [], listings: { categories: { 'ao-dai': aoDaiPage }, sale: salePage } } as CatalogFile;

describe('build-time listings', () => {
  it('parseCatalog keeps the catalogue parts of the snapshot', () => {
    const parsed = parseCatalog(JSON.stringify(snapshot), 'x');
    expect(snapshotParts(parsed).products).toHaveLength(3);
    // The listings' first pages too: without them every category page was pre-rendered as a skeleton.
    expect(categoryFirstPage(parsed, 'ao-dai')).toEqual(aoDaiPage);
    expect(saleFirstPage(parsed)).toEqual(salePage);
    // And the membership packages (/member-ship is drawn from them); an older export has none.
    const packages = [{ id: 1, name: 'Bạc', type: 'MEMBERSHIP_TYPE_SILVER', color: '#C0C0C0', percentDiscount: 5, extendDay: 1, isFreeFirstOrder: false, price: 99_000, durationDays: 30, description: '' }];
    expect(snapshotParts(parseCatalog(JSON.stringify({ ...snapshot, packages }), 'x')).packages).toEqual(packages);
    expect(snapshotParts(parsed).packages).toEqual([]);
  });

  it('treats an old snapshot without catalogue arrays as empty', () => {
    expect(snapshotParts({ fingerprint: 'x', menu: [] })).toMatchObject({ products: [], banners: [], collections: [], listings: { categories: {} } });
  });

  it('embeds the API\'s own first page of a category and of /onsale, as the snapshot carries it (none computed here)', () => {
    expect(categoryFirstPage(snapshot, 'ao-dai')).toBe(aoDaiPage);
    expect(categoryFirstPage(snapshot, 'vest')).toBeNull();
    expect(saleFirstPage(snapshot)).toBe(salePage);
    expect(saleFirstPage({ fingerprint: 'x', menu: [] }).items).toEqual([]);
  });

  it('plans one page per product with a slug link', () => {
    const plan = planProductPages(snapshot);
    expect(plan.pages.map((p) => p.path)).toEqual(['/product/ao-dai-gam-do-101', '/product/vest-2']);
    expect(plan.skipped).toEqual(['Bad Link']);
    expect(plan.pages[0]?.context.product.related[0]).not.toHaveProperty('related');
  });
});

describe('sitemap and robots', () => {
  const pages = [
    { path: '/' },
    { path: '/home' },
    { path: '/ao-dai' },
    { path: '/product/vest-2' },
    { path: '/product/[productLink]', matchPath: '/product/:productLink' },
    { path: '/account', matchPath: '/account/*' },
    { path: '/login' },
    { path: '/404' },
    { path: '/404.html' },
    { path: '/dev-404-page/' },
    { path: '/search' },
  ];

  it('lists only public pre-rendered pages with absolute URLs', () => {
    const paths = sitemapPaths(pages);
    expect(paths).toEqual(['/ao-dai', '/home', '/product/vest-2']);
    const xml = buildSitemap('https://thuedo.vn/', paths);
    expect(xml).toContain('<loc>https://thuedo.vn/home</loc>');
    expect(xml).toContain('<loc>https://thuedo.vn/product/vest-2</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it('robots allows all, disallows account and checkout, points at the sitemap', () => {
    expect(buildRobots('https://thuedo.vn')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /checkout\nDisallow: /admin\n\nSitemap: https://thuedo.vn/sitemap.xml\n',
    );
  });

  it('plans a page per home collection (not sale: /onsale shows it), with its cards and total', () => {
    const cards = Array.from({ length: 30 }, (_, i) => makeDetail({ id: 100 + i, link: `ao-${100 + i}` }));
    const withCollections = {
      ...snapshot,
      collections: [
        { type: 'trending', key: 'Trending', title: 'Đang thịnh hành', description: 'Mẫu được thuê nhiều', items: cards },
        { type: 'new_arrival', key: 'NewArrival', title: 'Hàng mới về', description: '', items: cards.slice(0, 3) },
        { type: 'sale', key: 'Sale', title: 'Đang giảm giá', description: '', items: cards },
      ],
    } as CatalogFile;
    const pages = planCollectionPages(withCollections);
    expect(pages.map((page) => page.path)).toEqual(['/bo-suu-tap/dang-thinh-hanh', '/bo-suu-tap/hang-moi-ve']);
    expect(pages[0]!.context).toMatchObject({ type: 'trending', title: 'Đang thịnh hành', total: 30 });
    expect(pages[0]!.context.items).toHaveLength(24);
    expect(pages[0]!.context.items[0]).toEqual(cards[0]);
    expect(pages[1]!.context.items).toHaveLength(3);
  });
});
