/** ProductCard rows: the columns, the mapping, and fetching cards for a list of ids in that order. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuItems, productImages, products, reviews, visibleReview, type ProductAttributesValue } from '../../db/schema';
import type { ProductCard, RatingSummary, StarCounts } from '../../../core/contracts/catalog';

/** "price" of the sorts: the rental price when rentable, else the sale price. */
export const effectivePrice = sql<number>`(case when ${products.rentalPrice} > 0 then ${products.rentalPrice} else ${products.salePrice} end)`;

export const cardColumns = {
  id: products.id,
  link: products.link,
  name: products.name,
  type: products.type,
  categoryLink: menuItems.link,
  originalPrice: products.originalPrice,
  salePrice: products.salePrice,
  originalRentalPrice: products.originalRentalPrice,
  rentalPrice: products.rentalPrice,
  membershipRentalPrice: products.membershipRentalPrice,
  depositPrice: products.depositPrice,
  stock: products.stock,
  salesCount: products.salesCount,
  createdAt: products.createdAt,
  attributes: products.attributes,
};

export interface CardRow {
  id: number;
  link: string;
  name: string;
  type: ProductCard['type'];
  categoryLink: string;
  originalPrice: number;
  salePrice: number;
  originalRentalPrice: number;
  rentalPrice: number;
  membershipRentalPrice: number;
  depositPrice: number;
  stock: number;
  salesCount: number;
  createdAt: Date;
  attributes: ProductAttributesValue;
}

/** Average to one decimal, 0 when there are no reviews. */
export function ratingSummary(count: number, starSum: number): RatingSummary {
  return { average: count > 0 ? Math.round((starSum / count) * 10) / 10 : 0, count };
}

export function emptyStarCounts(): StarCounts {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

export function toCard(row: CardRow, imageKey: string | null, rating: RatingSummary): ProductCard {
  const { size, colour, style, occasion, material } = row.attributes;
  return {
    id: row.id,
    link: row.link,
    name: row.name,
    type: row.type,
    categoryLink: row.categoryLink,
    originalPrice: row.originalPrice,
    salePrice: row.salePrice,
    originalRentalPrice: row.originalRentalPrice,
    rentalPrice: row.rentalPrice,
    membershipRentalPrice: row.membershipRentalPrice,
    depositPrice: row.depositPrice,
    imageKey: imageKey ?? `p/${row.link}/1`,
    stock: row.stock,
    salesCount: row.salesCount,
    createdAt: row.createdAt.toISOString(),
    attributes: { size, colour, style, occasion, material },
    rating,
  };
}

/** The first image key of each product. */
export async function firstImageKeys(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productImages.productId], { productId: productImages.productId, key: productImages.key })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(ids)]))
    .orderBy(productImages.productId, productImages.position);
  return new Map(rows.map((row) => [row.productId, row.key]));
}

/** Cards for `ids`, in the order of `ids` (unknown ids are skipped). Three indexed queries, whatever the count. */
export async function cardsByIds(db: Db, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, imageOf, ratings] = await Promise.all([
    db.select(cardColumns).from(products).innerJoin(menuItems, eq(menuItems.id, products.categoryId)).where(and(inArray(products.id, unique), eq(products.published, true))),
    firstImageKeys(db, unique),
    db
      .select({
        productId: reviews.productId,
        count: sql<number>`count(*)`.mapWith(Number),
        sum: sql<number>`coalesce(sum(${reviews.stars}), 0)`.mapWith(Number),
      })
      .from(reviews)
      .where(and(inArray(reviews.productId, unique), visibleReview))
      .groupBy(reviews.productId),
  ]);
  const ratingOf = new Map(ratings.map((r) => [r.productId, r]));
  const byId = new Map(
    rows.map((row) => {
      const rating = ratingOf.get(row.id);
      return [row.id, toCard(row, imageOf.get(row.id) ?? null, ratingSummary(rating?.count ?? 0, rating?.sum ?? 0))];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
