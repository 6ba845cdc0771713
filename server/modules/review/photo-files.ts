/** Shoppers' review photos, under the key `rv/<customerId>/<hash>` in the photos' storage (./service.ts). */
import { and, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema';
import type { ObjectStore } from '../../shared/storage';
import { UploadFiles } from '../../shared/upload-files';

export const REVIEW_PHOTO_KEY = /^rv\/[0-9]+\/[a-f0-9]{24}$/;

export class ReviewPhotoFiles extends UploadFiles {
  constructor(store: ObjectStore) {
    super(store, REVIEW_PHOTO_KEY);
  }
}

/** The image host serves a review photo only while a visible review shows it (not before, not once hidden). */
export async function reviewPhotoShown(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(isNull(reviews.hiddenAt), sql`${reviews.photoKeys} @> ${JSON.stringify([key])}::jsonb`))
    .limit(1);
  return rows.length > 0;
}
