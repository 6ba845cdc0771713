/** A shopper's review calls (the order page only). */
import { getApiBaseUrl, post, USER_TYPE, USER_TYPE_HEADER } from '../../shared/api/http';
import type { Review } from '../../../core/contracts/catalog';
import type { ReviewInput, ReviewPhotoUploaded } from '../../../core/contracts/review';
import { reviewStrings } from './strings';

/** POST /v1/review/photos with the picture as the body → its key (the server's Vietnamese message on failure). */
export async function uploadReviewPhoto(file: File): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}/v1/review/photos`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json', [USER_TYPE_HEADER]: USER_TYPE },
      body: file,
    });
  } catch {
    throw new Error(reviewStrings.photoFailed);
  }
  const body = (await response.json().catch(() => null)) as (Partial<ReviewPhotoUploaded> & { message?: string }) | null;
  if (response.status !== 201 || !body?.key) throw new Error(body?.message ?? reviewStrings.photoFailed);
  return body.key;
}

/** POST /v1/review → 201 the review as the product page will list it. */
export const createReview = (input: ReviewInput): Promise<Review> => post<Review>('/v1/review', input);
