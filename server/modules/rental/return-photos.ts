/**
 * Staff photograph a rental when it comes back: the picture (JPEG, PNG or WebP) is re-encoded to a WebP of at most
 * 1600 px without its metadata and kept with the line (../order/return-photos.ts). Only once the rental was handed
 * over, at most RETURN_PHOTOS_MAX per line; audited.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { returnPhotos, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { reencodeUpload, uploadType } from '../../shared/image-upload';
import { RETURN_PHOTOS_MAX, type ReturnPhotoFiles } from '../order/return-photos';
import { lockOrder } from '../order/order-row';
import { recordAudit } from '../admin/audit';
import { ADMIN_MESSAGES } from '../admin/messages';
import { PHOTO_STORED_SIDE } from '../admin/product-photos';
import { RENTAL_MESSAGES } from './messages';
import { lockItem } from './return';

/** The line, locked, when it is a rental that was handed over and has room for one more photo. */
async function checkRoom(tx: DbOrTx, orderId: number, itemId: number): Promise<void> {
  if (!(await lockOrder(tx, orderId))) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
  const item = await lockItem(tx, orderId, itemId);
  if (!item.rentalState || item.rentalState === 'reserved') throw new HttpError(409, RENTAL_MESSAGES.photoBeforeHandOver);
  const [taken] = await tx.select({ n: count() }).from(returnPhotos).where(eq(returnPhotos.orderItemId, itemId));
  if ((taken?.n ?? 0) >= RETURN_PHOTOS_MAX) throw new HttpError(409, RENTAL_MESSAGES.tooManyReturnPhotos(RETURN_PHOTOS_MAX));
}

export async function addReturnPhoto(db: Db, files: ReturnPhotoFiles, staff: StaffUserRow, orderId: number, itemId: number, contentType: string | undefined, body: unknown): Promise<void> {
  const type = uploadType(contentType);
  if (!type) throw new HttpError(415, ADMIN_MESSAGES.photoType);
  // Checked before the work and again under the locks.
  await db.transaction((tx) => checkRoom(tx, orderId, itemId));
  const stored = await reencodeUpload(body, type, PHOTO_STORED_SIDE);
  const key = `rp/${itemId}/${randomBytes(12).toString('hex')}`;
  await files.write(key, stored);
  try {
    await db.transaction(async (tx) => {
      await checkRoom(tx, orderId, itemId);
      const [row] = await tx.insert(returnPhotos).values({ orderItemId: itemId, key, staffId: staff.id }).returning({ id: returnPhotos.id });
      await recordAudit(tx, staff, { action: 'rental.photo_add', entity: 'order_item', entityId: itemId, after: { photoId: row!.id, bytes: stored.length } });
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
}
