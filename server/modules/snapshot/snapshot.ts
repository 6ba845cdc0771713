import { allSizesByProduct, toProductSize } from '../stock/sizes';
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { collectionItems, collections, menuItems, productImages, products, reviews, visibleReview } from '../../db/schema';
import { listBanners } from '../banner/service';
import { emptyStarCounts, cardColumns, ratingSummary, toCard } from '../catalog/cards';
import { loadCategoryTree, type CategoryTree } from '../catalog/categories';
import { listProducts } from '../catalog/listing';
import { RELATED_LIMIT } from '../catalog/detail';
import { allSizeAdvice, allSizeGuides, guideFor } from '../catalog/size-help';
import type { ProductCard, ProductDetail, ProductList, StarCounts } from '../../../core/contracts/catalog';
import type { CatalogSnapshot, SnapshotCollection, SnapshotListings } from '../../../core/contracts/snapshot';
import { COLLECTION_KEYS } from '../../../core/contracts/home-vocab';
import { allContentPages } from '../content/service';
import { listMenu } from '../menu/service';
import { packagesOnSale } from '../membership/packages';

/** What a pre-rendered listing embeds: the first page the API gives for the same view (the same code made it). */
export const FIRST_PAGE_LIMIT = 30;

/**
 * Products pre-rendered at build time, best sellers first (what shoppers open most): a catalogue of 100,000 builds
 * this many pages, not 100,000. The others are served by the product page's shell with their own head, rendered by
 * the server on the first request and kept (server/http/product-shell.ts). PRERENDER_PRODUCTS changes it.
 */
export const DEFAULT_PRERENDER_PRODUCTS = 10_000;

export function prerenderLimit(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PRERENDER_PRODUCTS?.trim();
  if (!raw) return DEFAULT_PRERENDER_PRODUCTS;
  if (!/^\d+$/.test(raw)) throw new Error(`PRERENDER_PRODUCTS must be a whole number of products, got "${raw}"`);
  return Number(raw);
}

/** Bump when the snapshot's shape changes, so existing builds count as stale. */
const SNAPSHOT_FORMAT = 6;

/**
 * What shoppers' reviews make: left out of the fingerprint, so a review alone never makes the build stale (issue #33:
 * the product page and the listings fetch ratings live; a rebuild for a staff change carries the latest ones along).
 */
const REVIEW_DERIVED = new Set(['rating', 'sizeAdvice']);

/** Canonical JSON (object keys sorted) fed to the hash piece by piece, so equal contents always hash equally. */
function hashCanonical(hash: ReturnType<typeof createHash>, value: unknown): void {
  if (Array.isArray(value)) {
    hash.update('[');
    value.forEach((item, i) => {
      if (i > 0) hash.update(',');
      hashCanonical(hash, item);
    });
    hash.update(']');
    return;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && !REVIEW_DERIVED.has(k))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash.update('{');
    entries.forEach(([k, v], i) => {
      hash.update(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`);
      hashCanonical(hash, v);
    });
    hash.update('}');
    return;
  }
  hash.update(JSON.stringify(value) ?? 'null');
}

interface RelatedCandidate {
  id: number;
  categoryId: number;
  salesCount: number;
}

const bySales = (a: RelatedCandidate, b: RelatedCandidate) => b.salesCount - a.salesCount || a.id - b.id;

/**
 * Related products for every product, in memory, with the order of `relatedIds` (modules/catalog/detail.ts):
 * same category, then same top-level category, then the rest; best sellers first within each group.
 */
function relatedLists(tree: CategoryTree, all: readonly RelatedCandidate[]): Map<number, number[]> {
  const sorted = [...all].sort(bySales);
  const sameCategory = new Map<number, RelatedCandidate[]>();
  for (const p of sorted) {
    const list = sameCategory.get(p.categoryId) ?? [];
    list.push(p);
    sameCategory.set(p.categoryId, list);
  }
  const rootOf = (categoryId: number) => tree.rootId(categoryId);
  const familyOthers = new Map<number, RelatedCandidate[]>(); // by category: same root, other category
  const outsiders = new Map<number, RelatedCandidate[]>(); // by root: other roots
  const take = (list: readonly RelatedCandidate[], selfId: number, room: number, out: number[]) => {
    for (const p of list) {
      if (out.length >= room) return;
      if (p.id !== selfId) out.push(p.id);
    }
  };
  const result = new Map<number, number[]>();
  for (const p of all) {
    const out: number[] = [];
    take(sameCategory.get(p.categoryId) ?? [], p.id, RELATED_LIMIT, out);
    if (out.length < RELATED_LIMIT) {
      const root = rootOf(p.categoryId);
      let family = familyOthers.get(p.categoryId);
      if (!family) {
        family = sorted.filter((q) => q.categoryId !== p.categoryId && rootOf(q.categoryId) === root).slice(0, RELATED_LIMIT);
        familyOthers.set(p.categoryId, family);
      }
      take(family, p.id, RELATED_LIMIT, out);
      if (out.length < RELATED_LIMIT) {
        let rest = outsiders.get(root);
        if (!rest) {
          rest = sorted.filter((q) => rootOf(q.categoryId) !== root).slice(0, RELATED_LIMIT);
          outsiders.set(root, rest);
        }
        take(rest, p.id, RELATED_LIMIT, out);
      }
    }
    result.set(p.id, out);
  }
  return result;
}

/** The `limit` best-selling products as ProductDetails (every product's card), from six bulk queries (none per product). */
async function allProductDetails(db: Db, tree: CategoryTree, limit: number): Promise<{ details: ProductDetail[]; cards: Map<number, ProductCard> }> {
  const [rows, images, stars, sizes, advice, guides] = await Promise.all([
    db
      .select({ ...cardColumns, description: products.description, categoryId: products.categoryId, categoryName: menuItems.name })
      .from(products)
      .innerJoin(menuItems, eq(menuItems.id, products.categoryId))
      .where(eq(products.published, true))
      .orderBy(asc(products.id)),
    db
      .select({ productId: productImages.productId, key: productImages.key })
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
    db
      .select({ productId: reviews.productId, stars: reviews.stars, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(visibleReview)
      .groupBy(reviews.productId, reviews.stars),
    allSizesByProduct(db),
    allSizeAdvice(db),
    allSizeGuides(db),
  ]);

  const imagesOf = new Map<number, string[]>();
  for (const image of images) {
    const list = imagesOf.get(image.productId) ?? [];
    list.push(image.key);
    imagesOf.set(image.productId, list);
  }
  const countsOf = new Map<number, StarCounts>();
  for (const row of stars) {
    const counts = countsOf.get(row.productId) ?? emptyStarCounts();
    const key = String(row.stars) as keyof StarCounts;
    if (key in counts) counts[key] = row.count;
    countsOf.set(row.productId, counts);
  }

  const cards = new Map<number, ProductCard>();
  const ratings = new Map<number, ProductDetail['rating']>();
  for (const row of rows) {
    const counts = countsOf.get(row.id) ?? emptyStarCounts();
    let count = 0;
    let sum = 0;
    for (const [stars, n] of Object.entries(counts)) {
      count += n;
      sum += Number(stars) * n;
    }
    const summary = ratingSummary(count, sum);
    ratings.set(row.id, { ...summary, counts });
    cards.set(row.id, toCard(row, imagesOf.get(row.id)?.[0] ?? null, summary));
  }

  const related = relatedLists(tree, rows);
  const chosen = new Set([...rows].sort(bySales).slice(0, limit).map((row) => row.id));
  const details = rows.filter((row) => chosen.has(row.id)).map((row): ProductDetail => ({
    ...cards.get(row.id)!,
    description: row.description,
    images: imagesOf.get(row.id) ?? [],
    sizes: (sizes.get(row.id) ?? []).map(toProductSize),
    category: { link: row.categoryLink, name: row.categoryName, trail: tree.trail(row.categoryId) },
    rating: ratings.get(row.id)!,
    related: (related.get(row.id) ?? []).flatMap((id) => cards.get(id) ?? []),
    sizeAdvice: advice.get(row.id) ?? null,
    sizeGuide: guideFor(tree, guides, row.categoryId),
  }));
  return { details, cards };
}

async function allCollections(db: Db, cards: ReadonlyMap<number, ProductCard>): Promise<SnapshotCollection[]> {
  const [heads, items] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.position), asc(collections.id)),
    db
      .select({ collectionId: collectionItems.collectionId, productId: collectionItems.productId })
      .from(collectionItems)
      .orderBy(asc(collectionItems.collectionId), asc(collectionItems.position), asc(collectionItems.id)),
  ]);
  return heads.map((c) => ({
    type: c.type,
    key: COLLECTION_KEYS[c.type] ?? c.type,
    title: c.title,
    description: c.description,
    items: items.filter((i) => i.collectionId === c.id).flatMap((i) => cards.get(i.productId) ?? []),
  }));
}

/** The first page of every category and of /onsale, by the API's own listing and facet code. */
async function firstPages(db: Db, tree: CategoryTree): Promise<SnapshotListings> {
  const view = { filter: 'all' as const, attributes: {}, page: 1, limit: FIRST_PAGE_LIMIT };
  const categories: Record<string, ProductList> = {};
  for (const link of [...tree.byLink.keys()].sort()) categories[link] = await listProducts(db, { ...view, base: { kind: 'cat', link } });
  return { categories, sale: await listProducts(db, { ...view, base: { kind: 'prod' }, filter: 'sale' }) };
}

export async function catalogSnapshot(database: Database, now: Date = new Date(), prerenderProducts = prerenderLimit()): Promise<CatalogSnapshot> {
  const { db } = database;
  const tree = await loadCategoryTree(db);
  const [menu, { details, cards }, running, pages, packages] = await Promise.all([
    listMenu(db),
    allProductDetails(db, tree, prerenderProducts),
    listBanners(db, { filter: 'RUNNING_BANNER', page: 1, limit: 100_000, now }),
    allContentPages(db),
    packagesOnSale(db),
  ]);
  const contents = { menu, products: details, banners: running.items, collections: await allCollections(db, cards), pages, listings: await firstPages(db, tree), packages };
  const hash = createHash('sha256');
  hashCanonical(hash, { format: SNAPSHOT_FORMAT, ...contents });
  return { fingerprint: hash.digest('hex'), ...contents };
}
