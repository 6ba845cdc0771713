/** A product's reviews, newest first, optionally one star value, with the rating summary. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews, visibleReview } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { PRODUCT_NOT_FOUND, starCounts } from './detail';
import type { Reviews, StarCounts } from '../../../core/contracts/catalog';

export async function listReviews(
  db: Db,
  link: string,
  opts: { star?: number; page: number; limit: number },
): Promise<Reviews> {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.link, link), eq(products.published, true))).limit(1);
  if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);

  const where = and(eq(reviews.productId, product.id), visibleReview, opts.star === undefined ? undefined : eq(reviews.stars, opts.star));
  const [rows, rating] = await Promise.all([
    db
      .select({
        id: reviews.id,
        stars: reviews.stars,
        text: reviews.text,
        author: reviews.author,
        createdAt: reviews.createdAt,
        kind: reviews.kind,
        sizeWorn: reviews.sizeWorn,
        photoKeys: reviews.photoKeys,
      })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    starCounts(db, product.id),
  ]);
  // The star counts already hold every total this page could need.
  const total = opts.star === undefined ? rating.summary.count : rating.counts[String(opts.star) as keyof StarCounts];
  return {
    items: rows.map((r) => ({ id: r.id, stars: r.stars, text: r.text, author: r.author, date: r.createdAt.toISOString(), kind: r.kind, sizeWorn: r.sizeWorn, photoKeys: r.photoKeys })),
    pagination: { page: opts.page, limit: opts.limit, total },
    rating: { ...rating.summary, counts: rating.counts },
  };
}

