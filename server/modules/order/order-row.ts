/**
 * The order row every later move starts from: locked first (SELECT … FOR UPDATE), so a gateway callback, a cancel,
 * staff and the sweeper never apply twice; and the order's timeline (order_events).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orders, type OrderEventRow, type OrderRow, type OrderStatusValue } from '../../db/schema';
import type { OrderEventKind } from '../../../core/contracts/order-vocab';

export type Tx = DbOrTx;

export type LockedOrder = OrderRow & { expired: boolean };

/** The order row, locked, with whether its payment deadline has passed (by the database clock). */
export async function lockOrder(tx: Tx, orderId: number): Promise<LockedOrder | null> {
  const [row] = await tx
    .select({ order: orders, expired: sql<boolean>`(${orders.status} = 'not_paid' and ${orders.expiresAt} is not null and ${orders.expiresAt} < now())` })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ? { ...row.order, expired: Boolean(row.expired) } : null;
}

/** Writes one event of the order's timeline; the row written (a new order's answer shows it without reading it back). */
export async function addEvent(tx: Tx, orderId: number, status: OrderStatusValue, kind: OrderEventKind, note: string): Promise<OrderEventRow> {
  const [row] = await tx.insert(orderEvents).values({ orderId, status, kind, note }).returning();
  return row!;
}
