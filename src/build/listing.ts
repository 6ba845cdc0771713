/**
 * Build-time page planning (gatsby-node) over the snapshot: which pages exist and what each embeds, the
 * sitemap and robots.txt. Listings are not computed here: the snapshot carries the API's own first pages
 * (server/db/catalog.ts), so a pre-rendered page and the API cannot drift (docs/catalog-api.md).
 */
import { COLLECTION_PAGE_SIZE, COLLECTION_PATHS } from '../features/collection/paths';
import type { CatalogFile } from '../features/menu/types';
import { LINK_PATTERN } from './catalog';
import type { Banner, Collection } from '../../core/contracts/home';
import type { CatalogSnapshot } from '../../core/contracts/snapshot';
import type { CollectionType } from '../../core/contracts/home-vocab';
import type { ProductCard, ProductDetail, ProductList } from '../../core/contracts/catalog';

const NO_FACETS = { size: [], colour: [], style: [], occasion: [], material: [], rentalPrice: { min: 0, max: 0 } };
const NO_LISTINGS: CatalogSnapshot['listings'] = { categories: {}, sale: { items: [], pagination: { page: 1, limit: 30, total: 0 }, facets: NO_FACETS } };

/** The snapshot's catalogue parts; missing parts (an older export) read as empty. */
export function snapshotParts(catalog: CatalogFile): Pick<CatalogSnapshot, 'products' | 'banners' | 'collections' | 'listings' | 'packages'> {
  const raw = catalog as Partial<CatalogSnapshot>;
  return {
    products: Array.isArray(raw.products) ? raw.products : [],
    banners: Array.isArray(raw.banners) ? raw.banners : [],
    collections: Array.isArray(raw.collections) ? raw.collections : [],
    listings: raw.listings ?? NO_LISTINGS,
    packages: Array.isArray(raw.packages) ? raw.packages : [],
  };
}

/** A category page's first page: the API's answer for the same view, computed when the snapshot was taken. */
export function categoryFirstPage(snapshot: CatalogFile, link: string): ProductList | null {
  return snapshotParts(snapshot).listings.categories[link] ?? null;
}

/** /onsale's first page (filter=sale). */
export function saleFirstPage(snapshot: CatalogFile): ProductList {
  return snapshotParts(snapshot).listings.sale;
}

export interface HomeData {
  banners: Banner[];
  collections: Array<Pick<Collection, 'type' | 'key' | 'title' | 'description' | 'items'>>;
}

/** Banners and collections for the pre-rendered home page (cards only, 8 per collection: each has its "Xem tất cả"). */
export function homeData(snapshot: CatalogFile, perCollection = 8): HomeData {
  const { banners, collections } = snapshotParts(snapshot);
  return {
    banners: [...banners].sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position),
    collections: collections.map((c) => ({ ...c, items: (c.items ?? []).slice(0, perCollection) })),
  };
}

export interface ProductPageSpec {
  path: string;
  context: { link: string; product: ProductDetail };
}

/** One page per product at `/product/{link}` (links that are not slugs are skipped). */
export function planProductPages(snapshot: CatalogFile): { pages: ProductPageSpec[]; skipped: string[] } {
  const pages: ProductPageSpec[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const product of snapshotParts(snapshot).products) {
    if (!LINK_PATTERN.test(product.link) || seen.has(product.link)) {
      skipped.push(product.link);
      continue;
    }
    seen.add(product.link);
    pages.push({
      path: `/product/${product.link}`,
      context: { link: product.link, product: { ...product, related: (product.related ?? []).slice(0, 8) } },
    });
  }
  return { pages, skipped };
}

const PRIVATE_PREFIXES = ['/account', '/checkout', '/login', '/register', '/forgot-password', '/reset-password', '/404', '/dev-404-page', '/offline-plugin-app-shell-fallback', '/search'];

/** Public, pre-rendered paths only (no client-only routes, no private or utility pages). */
export function sitemapPaths(pages: Iterable<{ path: string; matchPath?: string | null }>): string[] {
  const out = new Set<string>();
  for (const page of pages) {
    if (page.matchPath || page.path.includes('[')) continue;
    const path = page.path.length > 1 ? page.path.replace(/\/+$/, '') : page.path;
    if (path === '/') continue; // canonical is /home
    if (PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`))) continue;
    out.add(path);
  }
  return Array.from(out).sort();
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(`${base}${encodeURI(p)}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /checkout\nDisallow: /admin\n\nSitemap: ${base}/sitemap.xml\n`;
}

export interface CollectionPageSpec {
  path: string;
  context: { type: CollectionType; title: string; description: string; items: ProductCard[]; total: number };
}

/** A page per home collection that has one (`/bo-suu-tap/…`), with its first page of cards. */
export function planCollectionPages(snapshot: CatalogFile): CollectionPageSpec[] {
  return snapshotParts(snapshot)
    .collections.filter((collection) => collection.type !== 'sale' && COLLECTION_PATHS[collection.type])
    .map((collection) => ({
      path: COLLECTION_PATHS[collection.type]!,
      context: {
        type: collection.type,
        title: collection.title,
        description: collection.description,
        items: (collection.items ?? []).slice(0, COLLECTION_PAGE_SIZE),
        total: (collection.items ?? []).length,
      },
    }));
}
