/** Product photos staff upload, under the key `pu/<productId>/<hash>` in the photos' storage (../admin/product-photos.ts). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import type { ObjectStore } from '../../shared/storage';
import { UploadFiles } from '../../shared/upload-files';

export const PRODUCT_PHOTO_KEY = /^pu\/[0-9]+\/[a-f0-9]+$/;

export class ProductPhotoFiles extends UploadFiles {
  constructor(store: ObjectStore) {
    super(store, PRODUCT_PHOTO_KEY);
  }
}

/** Whether some product still shows the photo (a removed one's renders are dropped). */
export async function productPhotoExists(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ id: productImages.id }).from(productImages).where(eq(productImages.key, key)).limit(1);
  return rows.length > 0;
}
