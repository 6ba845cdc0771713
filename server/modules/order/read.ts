/**
 * The shopper's order list (with counts per status) and one order's detail. An unpaid order past its deadline is
 * expired first, by the rental module's expiry (../rental/close.ts); rental builds on this module, so the composition
 * root hands that in (../index.ts).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderStatusValue } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findOrder, toDetail, toSummaries } from './dto';
import { ORDER_MESSAGES } from './messages';
import type { OrderPayments } from './payment-bridge';
import type { OrderDetail, OrderList, OrderListQuery } from '../../../core/contracts/order';

/** Cancels the shopper's unpaid orders past their deadline; returns how many. */
export type ExpireOverdue = (db: Db, now: Date, customerId: number) => Promise<number>;

export async function listOrders(db: Db, customerId: number, query: OrderListQuery, expireOrders: ExpireOverdue): Promise<OrderList> {
  // An unpaid order past its deadline shows as cancelled even before the sweeper passes.
  await expireOrders(db, new Date(), customerId);
  const where: SQL[] = [eq(orders.customerId, customerId)];
  if (query.status) where.push(eq(orders.status, query.status));
  const [rows, countRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(...where))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: orders.status, count: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .groupBy(orders.status),
  ]);
  const counts: Record<OrderStatusValue, number> = { not_paid: 0, delivering: 0, done: 0, cancelled: 0 };
  for (const row of countRows) counts[row.status] = row.count;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { items: await toSummaries(db, rows), total, counts };
}

/** One of the shopper's orders (404 when missing or not theirs), expired first when its deadline passed. */
export async function orderDetail(db: Db, payments: OrderPayments, customerId: number, orderId: number, expireOrders: ExpireOverdue): Promise<OrderDetail> {
  let order = await findOrder(db, orderId, customerId);
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.status === 'not_paid' && order.expiresAt && order.expiresAt < new Date()) {
    await expireOrders(db, new Date(), customerId);
    order = (await findOrder(db, orderId, customerId)) ?? order;
  }
  return toDetail(db, order, await payments.latest(order.id));
}
