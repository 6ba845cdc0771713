/**
 * Shoppers' reviews (TypeBox): the photo upload, the review itself, and the back-office's moderation. A review as the
 * product page lists it is catalog.ts's `Review`.
 */
import { Type, type Static } from 'typebox';
import { Bool, Id, Int, NullableStr, Str, StringEnum, paginationQueryProperties, type PaginationQuery } from './common';
import { REVIEW_PHOTOS_MAX, REVIEW_SIZE_MAX, REVIEW_TEXT_MAX } from '../rules/review';


/** POST /v1/review/photos answers the uploaded photo's key, to send with the review. */
export const ReviewPhotoUploaded = Type.Object({ key: Str });

/** POST /v1/review. */
export const ReviewInput = Type.Object({
  orderItemId: Id,
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String({ maxLength: REVIEW_TEXT_MAX }),
  sizeWorn: Type.Optional(Type.String({ maxLength: REVIEW_SIZE_MAX })),
  photoKeys: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: REVIEW_PHOTOS_MAX })),
});

export const AdminReview = Type.Object({
  id: Int,
  productId: Int,
  productName: Str,
  productLink: Str,
  stars: Int,
  text: Str,
  author: Str,
  kind: Type.Union([StringEnum(['rent', 'sale'] as const), Type.Null()]),
  sizeWorn: NullableStr,
  photoKeys: Type.Array(Str),
  createdAt: Str,
  hidden: Bool,
  hiddenReason: NullableStr,
  hiddenBy: NullableStr,
});

export const AdminReviewQuery = Type.Unsafe<{ filter: 'visible' | 'hidden' } & PaginationQuery>({
  type: 'object',
  properties: { filter: { type: 'string', enum: ['visible', 'hidden'], default: 'visible' }, ...paginationQueryProperties(20, 50) },
});
export const AdminReviewList = Type.Object({ items: Type.Array(AdminReview), pagination: Type.Object({ page: Int, limit: Int, total: Int }) });

/** POST /v1/admin/reviews/:id/hide. */
export const HideReview = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 300 }) }, { additionalProperties: false });

export type ReviewInput = Static<typeof ReviewInput>;
export type ReviewPhotoUploaded = Static<typeof ReviewPhotoUploaded>;
export type AdminReview = Static<typeof AdminReview>;
export type AdminReviewList = Static<typeof AdminReviewList>;
export type AdminReviewQuery = Static<typeof AdminReviewQuery>;
export type HideReview = Static<typeof HideReview>;
