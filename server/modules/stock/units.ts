/** Units a line takes: a sale's at placement (marked sold, back when the order is cancelled). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItemUnits, orderItems, productUnits } from '../../db/schema';
import { syncProductStock } from './sizes';

/** SQL: the unit (selected as product_units) is out with a shopper now. */
export const withShopper = sql`exists (select 1 from order_item_units oiu join order_items oi on oi.id = oiu.order_item_id
  where oiu.unit_id = "product_units"."id" and oi.rental_state = 'with_shopper')`;

/**
 * Marks `quantity` active units of the size sold for a sale line: units in the shop now (not with a shopper, not
 * blocked today), newest first. Availability already counted them; fewer found (a unit out on a late rental) still
 * sells what the count allowed, so the line takes what there is and stock follows the units.
 */
export async function takeUnitsForSale(tx: DbOrTx, item: { id: number; sizeId: number; productId: number; quantity: number }, today: string): Promise<void> {
  const blockedToday = sql`exists (select 1 from unit_blocks b where b.unit_id = "product_units"."id" and b.date_from <= ${today} and b.date_to >= ${today})`;
  const free = await tx
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(and(eq(productUnits.sizeId, item.sizeId), eq(productUnits.status, 'active'), sql`not ${withShopper}`, sql`not ${blockedToday}`))
    .orderBy(desc(productUnits.id))
    .limit(item.quantity);
  const ids = free.map((row) => row.id);
  if (ids.length < item.quantity) {
    const more = await tx
      .select({ id: productUnits.id })
      .from(productUnits)
      .where(and(eq(productUnits.sizeId, item.sizeId), eq(productUnits.status, 'active'), ids.length ? sql`${productUnits.id} not in (${sql.join(ids, sql`, `)})` : undefined))
      .orderBy(asc(productUnits.id))
      .limit(item.quantity - ids.length);
    ids.push(...more.map((row) => row.id));
  }
  if (ids.length === 0) return;
  await tx.update(productUnits).set({ status: 'sold' }).where(inArray(productUnits.id, ids));
  await tx.insert(orderItemUnits).values(ids.map((unitId) => ({ orderItemId: item.id, unitId })));
  await syncProductStock(tx, item.productId);
}

/** A cancelled order's sold units back on the shelf. */
export async function releaseSaleUnits(tx: DbOrTx, orderId: number): Promise<void> {
  const rows = await tx
    .select({ unitId: orderItemUnits.unitId, productId: orderItems.productId })
    .from(orderItemUnits)
    .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.mode, 'sale')));
  if (rows.length === 0) return;
  await tx.update(productUnits).set({ status: 'active' }).where(and(inArray(productUnits.id, rows.map((row) => row.unitId)), eq(productUnits.status, 'sold')));
  for (const productId of [...new Set(rows.map((row) => row.productId))].sort((a, b) => a - b)) await syncProductStock(tx, productId);
}

/** The unit codes given to each order line (by line id), in code order. */
export async function unitCodesOf(db: DbOrTx, itemIds: readonly number[]): Promise<Map<number, string[]>> {
  const byItem = new Map<number, string[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: orderItemUnits.orderItemId, code: productUnits.code })
    .from(orderItemUnits)
    .innerJoin(productUnits, eq(productUnits.id, orderItemUnits.unitId))
    .where(inArray(orderItemUnits.orderItemId, [...itemIds]))
    .orderBy(asc(productUnits.code));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row.code]);
  return byItem;
}
