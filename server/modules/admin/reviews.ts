/** Reviews as staff moderate them: newest first, visible or hidden; hiding takes a reason and is audited. */
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews, staffUsers, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { announceReviewChange } from '../catalog/changes';
import type { AdminReview, AdminReviewList, AdminReviewQuery } from '../../../core/contracts/review';
import { recordAudit } from './audit';

export const REVIEW_ADMIN_MESSAGES = { notFound: 'Không tìm thấy đánh giá', blankReason: 'Vui lòng ghi lý do ẩn đánh giá' } as const;

export async function listAdminReviews(db: Db, query: AdminReviewQuery): Promise<AdminReviewList> {
  const page = query['pagination.page'];
  const limit = query['pagination.limit'];
  const where = query.filter === 'hidden' ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, productName: products.name, productLink: products.link, hiddenBy: staffUsers.fullName })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(staffUsers, eq(staffUsers.id, reviews.hiddenBy))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  const items: AdminReview[] = rows.map(({ review, productName, productLink, hiddenBy }) => ({
    id: review.id,
    productId: review.productId,
    productName,
    productLink,
    stars: review.stars,
    text: review.text,
    author: review.author,
    kind: review.kind,
    sizeWorn: review.sizeWorn,
    heightCm: review.heightCm,
    weightKg: review.weightKg,
    fit: review.fit,
    photoKeys: review.photoKeys,
    createdAt: review.createdAt.toISOString(),
    hidden: review.hiddenAt !== null,
    hiddenReason: review.hiddenReason,
    hiddenBy,
  }));
  return { items, pagination: { page, limit, total: total?.total ?? 0 } };
}

/** Hide (with a reason) or show again; the product's rating and page follow. */
export async function moderateReview(db: Db, staff: StaffUserRow, id: number, hide: { reason: string } | null): Promise<void> {
  const reason = hide?.reason.trim() ?? null;
  if (hide && !reason) throw new HttpError(400, REVIEW_ADMIN_MESSAGES.blankReason);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw new HttpError(404, REVIEW_ADMIN_MESSAGES.notFound);
    await tx
      .update(reviews)
      .set(hide ? { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: staff.id } : { hiddenAt: null, hiddenReason: null, hiddenBy: null })
      .where(and(eq(reviews.id, id)));
    await recordAudit(tx, staff, {
      action: hide ? 'review.hide' : 'review.show',
      entity: 'review',
      entityId: id,
      before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
      after: { hidden: Boolean(hide), reason },
    });
    await announceReviewChange(tx);
  });
}
