/**
 * Build-time catalogue helpers (gatsby-node): the first page of each listing
 * embedded in pre-rendered pages, product pages, sitemap and robots.txt.
 * Pure functions over the snapshot (docs/catalog-api.md "Build-time snapshot").
 */
import type { Banner, CatalogSnapshot, CollectionResponse, CollectionType, Facets, ProductCard, ProductDetail, ProductListResponse } from '../features/catalog/types';
import { ATTRIBUTE_KEYS, isSalable } from '../features/catalog/types';
import { COLLECTION_PAGE_SIZE, COLLECTION_PATHS } from '../features/collection/paths';
import type { CatalogFile, MenuItemDto } from '../features/menu/types';
import { LINK_PATTERN } from './catalog';

export const FIRST_PAGE_LIMIT = 30;

/** The snapshot's catalogue parts; missing arrays (an older export) read as empty. */
export function snapshotParts(catalog: CatalogFile): Pick<CatalogSnapshot, 'products' | 'banners' | 'collections'> {
  const raw = catalog as Partial<CatalogSnapshot>;
  return {
    products: Array.isArray(raw.products) ? raw.products : [],
    banners: Array.isArray(raw.banners) ? raw.banners : [],
    collections: Array.isArray(raw.collections) ? raw.collections : [],
  };
}

/** A ProductDetail reduced to the card shape (what listings embed). */
export function toCard(product: ProductDetail | ProductCard): ProductCard {
  return {
    id: product.id,
    link: product.link,
    name: product.name,
    type: product.type,
    categoryLink: product.categoryLink,
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    originalRentalPrice: product.originalRentalPrice,
    rentalPrice: product.rentalPrice,
    membershipRentalPrice: product.membershipRentalPrice,
    depositPrice: product.depositPrice,
    imageKey: product.imageKey,
    stock: product.stock,
    salesCount: product.salesCount,
    createdAt: product.createdAt,
    attributes: product.attributes,
    rating: { average: product.rating.average, count: product.rating.count },
  };
}

/** The category link and every descendant link. */
export function descendantLinks(menu: readonly MenuItemDto[], link: string): Set<string> {
  const out = new Set<string>();
  const collect = (node: MenuItemDto) => {
    out.add(node.link);
    node.children.forEach(collect);
  };
  const find = (nodes: readonly MenuItemDto[]): boolean =>
    nodes.some((node) => {
      if (node.link === link) {
        collect(node);
        return true;
      }
      return find(node.children);
    });
  find(menu);
  return out;
}

export function buildFacets(products: readonly ProductCard[]): Facets {
  const facets: Facets = { size: [], colour: [], style: [], occasion: [], material: [], rentalPrice: { min: 0, max: 0 } };
  for (const key of ATTRIBUTE_KEYS) {
    facets[key] = Array.from(new Set(products.map((p) => p.attributes[key]).filter(Boolean))).sort((a, b) => a.localeCompare(b, 'vi'));
  }
  const rents = products.map((p) => p.rentalPrice).filter((price) => price > 0);
  if (rents.length > 0) facets.rentalPrice = { min: Math.min(...rents), max: Math.max(...rents) };
  return facets;
}

/** Newest first (the API's default order), id as the tie-break. */
export function sortNewest<T extends Pick<ProductCard, 'createdAt' | 'id'>>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The default view's first page: newest, `limit` items, pagination and facets over the base set. */
export function firstPage(products: readonly ProductCard[], limit = FIRST_PAGE_LIMIT): ProductListResponse {
  const cards = products.map(toCard);
  return {
    items: sortNewest(cards).slice(0, limit),
    pagination: { page: 1, limit, total: cards.length },
    facets: buildFacets(cards),
  };
}

export function categoryFirstPage(snapshot: CatalogFile, link: string): ProductListResponse {
  const links = descendantLinks(snapshot.menu, link);
  return firstPage(snapshotParts(snapshot).products.filter((p) => links.has(p.categoryLink)));
}

/** /onsale: the salable products (filter=sale), newest first. */
export function saleFirstPage(snapshot: CatalogFile): ProductListResponse {
  return firstPage(snapshotParts(snapshot).products.filter((p) => isSalable(p.type)));
}

export interface HomeData {
  banners: Banner[];
  collections: Array<Pick<CollectionResponse, 'type' | 'key' | 'title' | 'description' | 'items'>>;
}

/** Banners and collections for the pre-rendered home page (cards only, 12 per collection). */
export function homeData(snapshot: CatalogFile, perCollection = 12): HomeData {
  const { banners, collections } = snapshotParts(snapshot);
  return {
    banners: [...banners].sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position),
    collections: collections.map((c) => ({ ...c, items: (c.items ?? []).slice(0, perCollection).map(toCard) })),
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
      context: { link: product.link, product: { ...product, related: (product.related ?? []).slice(0, 8).map(toCard) } },
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
  return `User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /checkout\n\nSitemap: ${base}/sitemap.xml\n`;
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
        items: (collection.items ?? []).slice(0, COLLECTION_PAGE_SIZE).map(toCard),
        total: (collection.items ?? []).length,
      },
    }));
}
