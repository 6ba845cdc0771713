/**
 * Product photos staff upload: the request's body is the picture (JPEG, PNG or WebP, ≤ 8 MB, ≤ 4096 px a side),
 * re-encoded to a ≤ 1600 px WebP without its metadata, written under the key `pu/<productId>/<hash>` in the photos' storage and
 * served by the image host at every card and gallery size. Adding, reordering and removing lock the product row,
 * so two members of staff at once cannot leave two photos in one place or eleven photos on a product.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { productImages, products, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { announceCatalogChange } from '../catalog/changes';
import type { ProductPhotoFiles } from '../image/product-photo-files';
import { reencodeUpload, uploadType } from '../../shared/image-upload';
import { PRODUCT_IMAGES_MAX } from '../../../core/rules/product-draft';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';
import { lockProduct, productImagesOf } from './products';

export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_STORED_SIDE = 1600;

async function touch(tx: DbOrTx, productId: number): Promise<void> {
  await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
  await announceCatalogChange(tx);
}

export async function addPhoto(db: Db, files: ProductPhotoFiles, staff: StaffUserRow, productId: number, contentType: string | undefined, body: unknown): Promise<void> {
  const type = uploadType(contentType);
  if (!type) throw new HttpError(415, ADMIN_MESSAGES.photoType);
  // Checked before the work and again under the lock.
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    if ((await productImagesOf(tx, productId)).length >= PRODUCT_IMAGES_MAX) throw new HttpError(409, ADMIN_MESSAGES.tooManyPhotos);
  });
  const stored = await reencodeUpload(body, type, PHOTO_STORED_SIDE);
  const key = `pu/${productId}/${randomBytes(12).toString('hex')}`;
  await files.write(key, stored);
  try {
    await db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      const [last] = await tx.select({ position: max(productImages.position) }).from(productImages).where(eq(productImages.productId, productId));
      if ((await productImagesOf(tx, productId)).length >= PRODUCT_IMAGES_MAX) throw new HttpError(409, ADMIN_MESSAGES.tooManyPhotos);
      const position = (last?.position ?? 0) + 1;
      const [row] = await tx.insert(productImages).values({ productId, position, key, uploaded: true }).returning({ id: productImages.id });
      await recordAudit(tx, staff, { action: 'product.photo_add', entity: 'product', entityId: productId, after: { imageId: row!.id, key, position, bytes: stored.length } });
      await touch(tx, productId);
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
}

export async function reorderPhotos(db: Db, staff: StaffUserRow, productId: number, imageIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const current = await productImagesOf(tx, productId);
    const before = current.map((image) => image.id);
    const matches = imageIds.length === before.length && new Set(imageIds).size === imageIds.length && imageIds.every((id) => before.includes(id));
    if (!matches) throw new HttpError(400, ADMIN_MESSAGES.photoOrderMismatch);
    if (before.every((id, i) => id === imageIds[i])) return;
    for (const [i, id] of imageIds.entries()) {
      await tx
        .update(productImages)
        .set({ position: i + 1 })
        .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
    }
    await recordAudit(tx, staff, { action: 'product.photo_reorder', entity: 'product', entityId: productId, before: { imageIds: before }, after: { imageIds } });
    await touch(tx, productId);
  });
}

export async function removePhoto(db: Db, files: ProductPhotoFiles, staff: StaffUserRow, productId: number, imageId: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const current = await productImagesOf(tx, productId);
    const image = current.find((row) => row.id === imageId);
    if (!image) throw new HttpError(404, ADMIN_MESSAGES.photoNotFound);
    if (product.published && current.length === 1) throw new HttpError(409, ADMIN_MESSAGES.lastPhotoOfPublished);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    const rest = current.filter((row) => row.id !== imageId);
    for (const [i, row] of rest.entries()) await tx.update(productImages).set({ position: i + 1 }).where(eq(productImages.id, row.id));
    await recordAudit(tx, staff, { action: 'product.photo_remove', entity: 'product', entityId: productId, before: { imageId, key: image.key } });
    await touch(tx, productId);
    return image;
  });
  if (removed.uploaded) await files.remove(removed.key);
}
