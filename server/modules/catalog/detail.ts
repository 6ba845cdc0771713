/** Product detail: card fields + description, images, category trail, star counts and related products. */
import { sizesByProduct, toProductSize } from '../stock/sizes';
import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems, productImages, products, reviews, visibleReview } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { cardColumns, cardsByIds, emptyStarCounts, ratingSummary, toCard } from './cards';
import { loadCategoryTree, type CategoryTree } from './categories';
import type { ProductDetail, RatingSummary, StarCounts } from '../../../core/contracts/catalog';

export const PRODUCT_NOT_FOUND = 'Không tìm thấy sản phẩm';
export const RELATED_LIMIT = 8;

export async function starCounts(db: Db, productId: number): Promise<{ counts: StarCounts; summary: RatingSummary }> {
  const rows = await db
    .select({ stars: reviews.stars, count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), visibleReview))
    .groupBy(reviews.stars);
  const counts = emptyStarCounts();
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    const key = String(row.stars) as keyof StarCounts;
    if (!(key in counts)) continue;
    counts[key] = row.count;
    count += row.count;
    sum += row.stars * row.count;
  }
  return { counts, summary: ratingSummary(count, sum) };
}

/**
 * Related: same category first, then the same top-level category, then the rest; best sellers first within
 * each group. The snapshot (server/db/catalog.ts) applies the same order in memory. One small query per tier,
 * each served by an index and stopped at the limit, instead of ranking the whole catalogue per view.
 */
export async function relatedIds(db: Db, tree: CategoryTree, product: { id: number; categoryId: number }): Promise<number[]> {
  const family = tree.subtreeIds(tree.rootId(product.categoryId)).filter((id) => id !== product.categoryId);
  const tiers: SQL[] = [
    eq(products.categoryId, product.categoryId),
    ...(family.length > 0 ? [inArray(products.categoryId, family)] : []),
    notInArray(products.categoryId, [product.categoryId, ...family]),
  ];
  const out: number[] = [];
  for (const tier of tiers) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(tier, ne(products.id, product.id), eq(products.published, true)))
      .orderBy(desc(products.salesCount), asc(products.id))
      .limit(RELATED_LIMIT - out.length);
    out.push(...rows.map((row) => row.id));
    if (out.length >= RELATED_LIMIT) break;
  }
  return out;
}

/** Whether a product page exists for this link now (the static site answers 404 for the others). */
export async function productLinkExists(db: Db, link: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.link, link), eq(products.published, true)))
    .limit(1);
  return rows.length > 0;
}

export async function productDetail(db: Db, link: string): Promise<ProductDetail> {
  const [row] = await db
    .select({ ...cardColumns, description: products.description, categoryId: products.categoryId, categoryName: menuItems.name })
    .from(products)
    .innerJoin(menuItems, eq(menuItems.id, products.categoryId))
    .where(and(eq(products.link, link), eq(products.published, true)))
    .limit(1);
  if (!row) throw new HttpError(404, PRODUCT_NOT_FOUND);

  const tree = await loadCategoryTree(db);
  const [images, rating, related, sizes] = await Promise.all([
    db
      .select({ key: productImages.key })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    starCounts(db, row.id),
    relatedIds(db, tree, row).then((ids) => cardsByIds(db, ids)),
    sizesByProduct(db, [row.id]),
  ]);
  const keys = images.map((image) => image.key);
  const card = toCard(row, keys[0] ?? null, rating.summary);
  return {
    ...card,
    description: row.description,
    images: keys,
    sizes: (sizes.get(row.id) ?? []).map(toProductSize),
    category: { link: row.categoryLink, name: row.categoryName, trail: tree.trail(row.categoryId) },
    rating: { ...rating.summary, counts: rating.counts },
    related,
  };
}
