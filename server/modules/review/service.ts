/**
 * Shoppers' reviews: a rental line that came back, or a purchase that was delivered, can be reviewed once per product
 * (1–5 stars, text, the size worn, up to three photos uploaded first to the image host). A new review is announced
 * like a catalogue change, so cached reads drop and the pre-rendered product page (with its AggregateRating) rebuilds.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orderItems, orders, reviews, type CustomerRow, type ReviewRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { countAttempt } from '../../http/rate-limit';
import { reencodeUpload, uploadType } from '../../shared/image-upload';
import { announceReviewChange } from '../catalog/changes';
import type { Review } from '../../../core/contracts/catalog';
import type { ReviewInput } from '../../../core/contracts/review';
import type { ReviewPhotoFiles } from './photo-files';
import { REVIEW_HEIGHT_CM, REVIEW_WEIGHT_KG } from '../../../core/rules/review';

import { REVIEW_PHOTO_KEY } from './photo-files';

export const REVIEW_MESSAGES = {
  lineNotFound: 'Không tìm thấy sản phẩm này trong đơn hàng của bạn',
  notYet: 'Bạn có thể đánh giá sau khi đã trả đồ thuê hoặc đã nhận hàng',
  already: 'Bạn đã đánh giá sản phẩm này rồi',
  photoType: 'Ảnh phải là JPEG, PNG hoặc WebP',
  photoNotYours: 'Ảnh đánh giá không hợp lệ, vui lòng tải ảnh lên lại',
  blankText: 'Nội dung đánh giá không được chỉ có khoảng trắng',
  heightRange: `Chiều cao phải từ ${REVIEW_HEIGHT_CM.min} đến ${REVIEW_HEIGHT_CM.max} cm`,
  weightRange: `Cân nặng phải từ ${REVIEW_WEIGHT_KG.min} đến ${REVIEW_WEIGHT_KG.max} kg`,
} as const;

const within = (value: number | undefined, range: { min: number; max: number }) => value === undefined || (value >= range.min && value <= range.max);

const REVIEW_PHOTO_SIDE = 1600;
/** Photos a shopper may upload in an hour (each review shows three at most). */
export const REVIEW_UPLOADS = { max: 30, windowMs: 3_600_000 };

/** "Nguyễn Thị Lan" → "Lan N.": the given name (last word) and the family name's initial. */
export function reviewAuthor(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Khách hàng';
  if (words.length === 1) return words[0]!;
  return `${words[words.length - 1]} ${words[0]!.charAt(0).toUpperCase()}.`;
}

export async function uploadReviewPhoto(db: Db, files: ReviewPhotoFiles, customerId: number, contentType: string | undefined, body: unknown): Promise<string> {
  const type = uploadType(contentType);
  if (!type) throw new HttpError(415, REVIEW_MESSAGES.photoType);
  if (!(await hasSomethingToReview(db, customerId))) throw new HttpError(409, REVIEW_MESSAGES.notYet);
  await countAttempt(db, [{ key: `review-photo:${customerId}`, rule: REVIEW_UPLOADS }]);
  const stored = await reencodeUpload(body, type, REVIEW_PHOTO_SIDE);
  const key = `rv/${customerId}/${randomBytes(12).toString('hex')}`;
  await files.write(key, stored);
  return key;
}

/** Whether a line of the shopper's can be reviewed now: a rental back at the shop, or a delivered purchase. */
export const reviewableLine = sql<boolean>`coalesce(
  (${orderItems.mode} = 'rent' and ${orderItems.rentalState} in ('returned', 'inspected', 'closed'))
  or (${orderItems.mode} = 'sale' and (${orders.status} = 'done' or ${orders.deliveredAt} is not null)), false)`;

/** Photos are for a review the shopper can write now: a reviewable line of a product she has not reviewed yet. */
async function hasSomethingToReview(db: DbOrTx, customerId: number): Promise<boolean> {
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        reviewableLine,
        sql`not exists (select 1 from ${reviews} where ${reviews.customerId} = ${customerId} and ${reviews.productId} = ${orderItems.productId})`,
      ),
    )
    .limit(1);
  return Boolean(line);
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    stars: row.stars,
    text: row.text,
    author: row.author,
    date: row.createdAt.toISOString(),
    kind: row.kind,
    sizeWorn: row.sizeWorn,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    fit: row.fit,
    photoKeys: row.photoKeys,
  };
}

export async function createReview(db: Db, files: ReviewPhotoFiles, customer: CustomerRow, input: ReviewInput): Promise<Review> {
  const text = input.text.trim();
  if (input.text.length > 0 && text === '') throw new HttpError(400, REVIEW_MESSAGES.blankText);
  if (!within(input.heightCm, REVIEW_HEIGHT_CM)) throw new HttpError(400, REVIEW_MESSAGES.heightRange);
  if (!within(input.weightKg, REVIEW_WEIGHT_KG)) throw new HttpError(400, REVIEW_MESSAGES.weightRange);
  const photoKeys = [...new Set(input.photoKeys ?? [])];
  for (const key of photoKeys) {
    if (!REVIEW_PHOTO_KEY.test(key) || !key.startsWith(`rv/${customer.id}/`) || !(await files.read(key))) throw new HttpError(400, REVIEW_MESSAGES.photoNotYours);
  }
  const row = await db.transaction(async (tx: DbOrTx) => {
    const [line] = await tx
      .select({ item: orderItems, reviewable: reviewableLine })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, input.orderItemId), eq(orders.customerId, customer.id)));
    if (!line) throw new HttpError(404, REVIEW_MESSAGES.lineNotFound);
    if (!line.reviewable) throw new HttpError(409, REVIEW_MESSAGES.notYet);
    const [fresh] = await tx.select({ fullName: customers.fullName }).from(customers).where(eq(customers.id, customer.id));
    const [inserted] = await tx
      .insert(reviews)
      .values({
        productId: line.item.productId,
        stars: input.stars,
        text,
        author: reviewAuthor(fresh?.fullName ?? customer.fullName),
        customerId: customer.id,
        orderItemId: line.item.id,
        kind: line.item.mode,
        // Left blank, the size is the one the line was rented or bought in.
        sizeWorn: input.sizeWorn?.trim().replace(/\s+/g, ' ') || line.item.sizeName || null,
        heightCm: input.heightCm ?? null,
        weightKg: input.weightKg ?? null,
        fit: input.fit ?? null,
        photoKeys,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new HttpError(409, REVIEW_MESSAGES.already);
    await announceReviewChange(tx);
    return inserted;
  });
  return toReview(row);
}

/** The shopper's reviewed product ids among `productIds` (the order page marks those lines "Đã đánh giá"). */
export async function reviewedProducts(db: DbOrTx, customerId: number, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), inArray(reviews.productId, [...productIds])));
  return new Set(rows.map((row) => row.productId));
}
