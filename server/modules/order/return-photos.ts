/**
 * Photos of a rental's condition when it comes back: staff add them (../rental/return-photos.ts); staff and the
 * order's shopper see them through routes that check who asks — never through the public image host.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, returnPhotos } from '../../db/schema';
import type { ObjectStore } from '../../shared/storage';
import { UploadFiles } from '../../shared/upload-files';

export const RETURN_PHOTO_KEY = /^rp\/[0-9]+\/[a-f0-9]+$/;
export { RETURN_PHOTOS_MAX } from '../../../core/contracts/order-vocab';

export class ReturnPhotoFiles extends UploadFiles {
  constructor(store: ObjectStore) {
    super(store, RETURN_PHOTO_KEY);
  }
}

/** The photo ids of each line, oldest first. */
export async function returnPhotoIds(db: DbOrTx, itemIds: readonly number[]): Promise<Map<number, number[]>> {
  const byItem = new Map<number, number[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ id: returnPhotos.id, itemId: returnPhotos.orderItemId })
    .from(returnPhotos)
    .where(inArray(returnPhotos.orderItemId, [...itemIds]))
    .orderBy(asc(returnPhotos.id));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row.id]);
  return byItem;
}

/**
 * One photo's bytes, when it belongs to that line of that order (and, for a shopper, the order is theirs); null
 * otherwise — the caller answers 404 either way, so another shopper learns nothing.
 */
export async function readReturnPhoto(
  db: DbOrTx,
  files: ReturnPhotoFiles,
  where: { orderId: number; itemId: number; photoId: number; customerId?: number },
): Promise<Buffer | null> {
  const [row] = await db
    .select({ key: returnPhotos.key, customerId: orders.customerId })
    .from(returnPhotos)
    .innerJoin(orderItems, eq(orderItems.id, returnPhotos.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(returnPhotos.id, where.photoId), eq(orderItems.id, where.itemId), eq(orders.id, where.orderId)));
  if (!row || (where.customerId !== undefined && row.customerId !== where.customerId)) return null;
  return files.read(row.key);
}
