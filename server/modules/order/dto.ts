/** OrderSummary and OrderDetail (docs/orders-api.md), built from the rows. */
import type { DbOrTx } from '../../db/client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { reviewableLine } from '../review/service';
import { menuItems, orderEvents, orderItems, orders, products, reviews, type OrderEventRow, type OrderItemRow, type OrderRow } from '../../db/schema';
import type { OrderEventKind } from '../../../core/contracts/order-vocab';
import { dueBackDay, isExtendable } from '../../../core/rules/rental-lifecycle';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { returnPhotoIds } from './return-photos';
import type { OrderTotals } from '../../../core/contracts/order';
import type { Payment } from '../../../core/contracts/payment';
import type { OrderDetail, OrderItem, OrderSummary } from '../../../core/contracts/order';

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function summary(order: OrderRow, items: readonly OrderItem[]): OrderSummary {
  const first = items[0];
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    createdAt: iso(order.createdAt)!,
    total: order.total,
    amountDue: order.amountDue,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    firstItem: { productName: first?.productName ?? '', imageKey: first?.imageKey ?? '' },
    paymentMethod: order.paymentMethod,
    expiresAt: iso(order.expiresAt),
    isExtension: order.extendsOrderId !== null,
    deliveryMethod: order.deliveryMethod,
    rentalsOut: items
      .filter((item) => item.rental?.state === 'with_shopper' && item.dateTo)
      .map((item) => ({ dateTo: item.dateTo!, unitRentalPrice: item.unitPrice, quantity: item.quantity, deposit: item.deposit })),
  };
}

export function toItem(row: OrderItemRow, photoIds: readonly number[] = [], today: string = todayInVietnam()): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productLink: row.productLink,
    imageKey: row.imageKey,
    mode: row.mode,
    quantity: row.quantity,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    unitPrice: row.unitPrice,
    price: row.price,
    chargedPrice: row.chargedPrice,
    deposit: row.deposit,
    rental:
      row.rentalState && row.dateTo
        ? {
            state: row.rentalState,
            dueBack: dueBackDay(row.dateTo),
            handedOverAt: iso(row.handedOverAt),
            returnedOn: row.returnedOn,
            condition: row.returnCondition,
            note: row.returnNote,
            lateDays: row.lateDays,
            lateFee: row.lateFee,
            damageCharge: row.damageCharge,
            depositRefund: row.depositRefund,
            refundMethod: row.refundMethod,
            refundedAt: iso(row.refundedAt),
            photoIds: [...photoIds],
          }
        : null,
    extendedDays: row.extendedDays,
    sizeId: row.sizeId,
    sizeName: row.sizeName,
    // A back-up follows its main line: never extended alone.
    canExtend: row.backupOfItemId === null && isExtendable(row.rentalState, row.dateTo, today),
    ...(row.backupOfItemId !== null ? { backupOf: row.backupOfItemId } : {}),
  };
}

async function itemsOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const joined = await db
    .select({ item: orderItems, categoryLink: menuItems.link, reviewable: reviewableLine, reviewId: reviews.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(menuItems, eq(menuItems.id, products.categoryId))
    .leftJoin(reviews, and(eq(reviews.customerId, orders.customerId), eq(reviews.productId, orderItems.productId)))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  const rows = joined.map((row) => row.item);
  const extra = new Map(joined.map((row) => [row.item.id, { categoryLink: row.categoryLink, reviewed: row.reviewId !== null, canReview: Boolean(row.reviewable) && row.reviewId === null }]));
  const handedOver = rows.filter((row) => row.rentalState !== null && row.rentalState !== 'reserved').map((row) => row.id);
  const photos = await returnPhotoIds(db, handedOver);
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ ...toItem(row, photos.get(row.id)), ...extra.get(row.id) });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function toSummaries(db: DbOrTx, rows: readonly OrderRow[]): Promise<OrderSummary[]> {
  const items = await itemsOf(db, rows.map((row) => row.id));
  return rows.map((row) => summary(row, items.get(row.id) ?? []));
}

export function totalsOf(order: OrderRow): OrderTotals {
  return {
    rentalTotal: order.rentalTotal,
    saleTotal: order.saleTotal,
    depositTotal: order.depositTotal,
    membershipDiscount: order.membershipDiscount,
    freeFirstOrderDiscount: order.freeFirstOrderDiscount,
    shippingFee: order.shippingFee,
    voucherCode: order.voucherCode,
    voucherDiscount: order.voucherDiscount,
    total: order.total,
    walletAmount: order.walletAmount,
    amountDue: order.amountDue,
  };
}

/** `knownEvents`: the order's whole timeline when the caller has just written it (a new order), else it is read. */
export async function toDetail(db: DbOrTx, order: OrderRow, payment: Payment | null, knownEvents?: readonly OrderEventRow[]): Promise<OrderDetail> {
  const [items, events] = await Promise.all([
    itemsOf(db, [order.id]),
    knownEvents ?? db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  const lines = items.get(order.id) ?? [];
  const [extended] = order.extendsOrderId === null ? [] : await db.select({ id: orders.id, code: orders.code }).from(orders).where(eq(orders.id, order.extendsOrderId));
  return {
    ...summary(order, lines),
    address: order.address,
    note: order.note,
    totals: totalsOf(order),
    items: lines,
    events: events.map((event) => ({ status: event.status, kind: event.kind as OrderEventKind, note: event.note, createdAt: iso(event.createdAt)! })),
    paidAt: iso(order.paidAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    payment,
    canCancel: order.status === 'not_paid' || order.status === 'delivering',
    canPay: order.status === 'not_paid' && order.amountDue > 0,
    extendsOrder: extended ?? null,
  };
}

/** One of the shopper's orders (null when missing or someone else's). */
export async function findOrder(db: DbOrTx, orderId: number, customerId?: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || (customerId !== undefined && row.customerId !== customerId)) return null;
  return row;
}
