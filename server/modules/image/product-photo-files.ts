/** Product photos staff upload, as files under `<dataDir>/uploads/pu/<productId>/<hash>` (../admin/product-photos.ts). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import { UploadFiles } from '../../shared/upload-files';

export const PRODUCT_PHOTO_KEY = /^pu\/[0-9]+\/[a-f0-9]+$/;

export class ProductPhotoFiles extends UploadFiles {
  constructor(dataDir: string) {
    super(dataDir, PRODUCT_PHOTO_KEY);
  }
}

/** Whether some product still shows the photo (a removed one's renders are dropped). */
export async function productPhotoExists(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ id: productImages.id }).from(productImages).where(eq(productImages.key, key)).limit(1);
  return rows.length > 0;
}
