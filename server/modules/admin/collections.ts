/**
 * The home page's collections as marketing curates them: title, description and the products in their order. Saving
 * replaces the list under the collection's lock; unknown or repeated products are refused. Audited and announced.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { collectionItems, collections, products, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { announceCatalogChange } from '../catalog/changes';
import type { AdminCollection, CollectionInput } from '../../../core/contracts/admin-catalog';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';
import { firstImageKey } from './products';

async function itemsOf(db: DbOrTx, collectionIds: readonly number[]) {
  if (collectionIds.length === 0) return [];
  return db
    .select({
      collectionId: collectionItems.collectionId,
      productId: products.id,
      name: products.name,
      link: products.link,
      published: products.published,
      imageKey: firstImageKey,
    })
    .from(collectionItems)
    .innerJoin(products, eq(products.id, collectionItems.productId))
    .where(inArray(collectionItems.collectionId, [...collectionIds]))
    .orderBy(asc(collectionItems.collectionId), asc(collectionItems.position), asc(collectionItems.id));
}

export async function listAdminCollections(db: Db): Promise<{ items: AdminCollection[] }> {
  const rows = await db.select().from(collections).orderBy(asc(collections.position), asc(collections.id));
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      products: items.filter((item) => item.collectionId === row.id).map(({ collectionId: _c, ...item }) => item),
    })),
  };
}

export async function updateCollection(db: Db, staff: StaffUserRow, id: number, input: CollectionInput): Promise<void> {
  const title = input.title.trim();
  if (!title) throw new HttpError(400, ADMIN_MESSAGES.collectionNoTitle);
  if (new Set(input.productIds).size !== input.productIds.length) throw new HttpError(400, ADMIN_MESSAGES.collectionRepeats);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!before) throw new HttpError(404, ADMIN_MESSAGES.collectionNotFound);
    if (input.productIds.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, input.productIds));
      if (found.length !== input.productIds.length) throw new HttpError(400, ADMIN_MESSAGES.productNotFound);
    }
    const beforeIds = (await tx.select({ id: collectionItems.productId }).from(collectionItems).where(eq(collectionItems.collectionId, id)).orderBy(asc(collectionItems.position), asc(collectionItems.id))).map(
      (row) => row.id,
    );
    await tx.update(collections).set({ title, description: input.description.trim() }).where(eq(collections.id, id));
    await tx.delete(collectionItems).where(eq(collectionItems.collectionId, id));
    if (input.productIds.length > 0) {
      await tx.insert(collectionItems).values(input.productIds.map((productId, position) => ({ collectionId: id, productId, position })));
    }
    await recordAudit(tx, staff, {
      action: 'collection.update',
      entity: 'collection',
      entityId: id,
      before: { title: before.title, description: before.description, productIds: beforeIds },
      after: { title, description: input.description.trim(), productIds: input.productIds },
    });
    await announceCatalogChange(tx);
  });
}
