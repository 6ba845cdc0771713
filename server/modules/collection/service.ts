import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionItems, collections, products } from '../../db/schema';
import type { CollectionType } from '../../../core/contracts/home-vocab';
import { cardsByIds } from '../catalog/cards';
import { COLLECTION_KEYS } from '../../../core/contracts/home-vocab';
import type { Collection } from '../../../core/contracts/home';

/** A collection's products by position; a type without a collection answers an empty list. */
export async function getCollection(
  db: Db,
  type: CollectionType,
  opts: { page: number; limit: number },
): Promise<Collection> {
  const [collection] = await db
    .select({ id: collections.id, title: collections.title, description: collections.description })
    .from(collections)
    .where(eq(collections.type, type))
    .limit(1);
  const pagination = { page: opts.page, limit: opts.limit, total: 0 };
  const head = { type, key: COLLECTION_KEYS[type], title: collection?.title ?? '', description: collection?.description ?? '' };
  if (!collection) return { ...head, items: [], productItems: [], pagination };

  // Withdrawn products and drafts take no place on a page and do not count.
  const shown = and(eq(collectionItems.collectionId, collection.id), eq(products.published, true));
  const rows = await db
    .select({ productId: collectionItems.productId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(collectionItems)
    .innerJoin(products, eq(products.id, collectionItems.productId))
    .where(shown)
    .orderBy(asc(collectionItems.position), asc(collectionItems.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(collectionItems)
      .innerJoin(products, eq(products.id, collectionItems.productId))
      .where(shown);
    total = counted?.total ?? 0;
  }
  const items = await cardsByIds(
    db,
    rows.map((r) => r.productId),
  );
  return { ...head, items, productItems: items, pagination: { ...pagination, total } };
}
