/**
 * Order state changes after placement: paid (not_paid → delivering), delivered (→ done), cancelled by the
 * shopper, expired by the sweeper. Each locks the order row (SELECT … FOR UPDATE) first, so a gateway
 * callback, a cancel and the sweeper never apply twice. Cancelling releases the units (rentals stop counting
 * with the status; sold stock returns), gives back the free first order and refunds every paid amount.
 */
import { and, asc, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orderEvents, orderItems, orders, payments, products, type OrderRow, type OrderStatusValue } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { notify } from '../notification/notify';
import { credit } from '../wallet/ledger';
import { cancellationTerms, rentPaid } from '../../../core/rules/rental-lifecycle';
import { rentalDays, todayInVietnam } from '../../../core/rules/rental-dates';
import type { OrderEventKind } from '../../../core/contracts/order-vocab';
import { EVENT_NOTES, ORDER_MESSAGES, ORDER_NOTIFICATIONS } from './messages';
import { giveUseBack } from '../voucher/terms';
import { giveWelcomeCreditIfEarned } from '../wallet/welcome';

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

export async function addEvent(tx: Tx, orderId: number, status: OrderStatusValue, kind: OrderEventKind, note: string): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, status, kind, note });
}

/** Sum of the gateway payments collected for the order. */
async function paidByGateway(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return row?.total ?? 0;
}

async function refund(tx: Tx, order: OrderRow, amount: number): Promise<void> {
  if (amount <= 0) return;
  await credit(tx, order.customerId, { kind: 'available', amount, reason: 'order_refund', description: `Hoàn tiền đơn hàng ${order.code}` });
}

/** The earliest rental day of the order (its delivery day is the day before); null without rental lines. */
async function firstRentalDay(tx: Tx, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ first: sql<string | null>`min(${orderItems.dateFrom})::text` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.mode, 'rent')));
  return row?.first ?? null;
}

/**
 * Cancels a locked order (kind 'cancelled' or 'expired'): sold stock back (products in id order, as placement
 * locks them), free first order back, wallet part + gateway payments refunded (less the rent the cancellation
 * windows keep when the shopper cancels a paid rental), event, notification.
 */
async function closeOrder(tx: Tx, order: OrderRow, kind: 'cancelled' | 'expired', reason: string | null): Promise<number> {
  // A paid order (delivering) was paid in full, whatever the method (cash at the counter has no gateway payment).
  const amountPaid = order.status === 'delivering' ? order.total : order.walletAmount + (await paidByGateway(tx, order.id));
  // The shopper's own cancellation of a paid order follows the cancellation windows; an expiry returns everything.
  const terms =
    kind === 'cancelled'
      ? cancellationTerms({ today: todayInVietnam(), firstDateFrom: await firstRentalDay(tx, order.id), paid: order.status === 'delivering', amountPaid, rentPaid: rentPaid(order) })
      : null;
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelReason: reason })
    .where(eq(orders.id, order.id));
  const sold = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.mode, 'sale')))
    .orderBy(asc(orderItems.productId));
  for (const line of sold) {
    await tx.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(eq(products.id, line.productId));
  }
  if (order.usedFreeFirstOrder) await tx.update(customers).set({ isUsedFreeFirstOrder: false }).where(eq(customers.id, order.customerId));
  if (order.voucherId !== null) await giveUseBack(tx, order.voucherId);
  const refunded = terms ? terms.refund : amountPaid;
  await refund(tx, order, refunded);
  const cancelledNote = EVENT_NOTES.cancelledByShopper(reason, terms?.kept ?? 0, terms?.rentRefundPercent ?? 100);
  const note = kind === 'expired' ? EVENT_NOTES.expired : cancelledNote;
  await addEvent(tx, order.id, 'cancelled', kind, note);
  const message = kind === 'expired' ? ORDER_NOTIFICATIONS.expired : ORDER_NOTIFICATIONS.cancelled;
  await notify(tx, order.customerId, message(order.id, order.code, refunded));
  return refunded;
}

/**
 * A payment for the order was received: `paymentId` is its row, already 'paid' by whoever claimed it (a verified
 * gateway callback, or staff through confirmReceivedPayment) — null only when nothing was to be collected. not_paid →
 * delivering; an order paid already keeps one payment and this one goes back to the wallet (surplus); an order
 * cancelled or expired meanwhile gets this payment credited to the wallet. Every credit marks its payment 'refunded',
 * so money is credited at most once per payment row. Call inside a transaction.
 */
export async function markOrderPaid(tx: Tx, orderId: number, paymentId: number | null, note?: string): Promise<'paid' | 'already' | 'refunded'> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  if (order.status === 'delivering' || order.status === 'done') {
    if (paymentId !== null) await refundPayment(tx, order, paymentId, ORDER_NOTIFICATIONS.surplusRefunded, 'Hoàn tiền thanh toán thừa đơn hàng');
    return 'already';
  }
  if (order.status === 'not_paid' && order.expired) {
    // closeOrder refunds the wallet part and every paid payment of the order, this one included.
    await closeOrder(tx, order, 'expired', null);
    return 'refunded';
  }
  if (order.status === 'cancelled') {
    if (paymentId !== null) await refundPayment(tx, order, paymentId, ORDER_NOTIFICATIONS.latePaymentRefunded, 'Hoàn tiền đơn hàng');
    return 'refunded';
  }
  if (order.extendsOrderId !== null) {
    if (await applyExtension(tx, order, note ?? EVENT_NOTES.paid)) return 'paid';
    // The rental came back before the money did: the extension is void and every amount (this payment counted as
    // paid) goes back to the wallet.
    await closeOrder(tx, order, 'cancelled', EVENT_NOTES.extensionVoid);
    return 'refunded';
  }
  await tx.update(orders).set({ status: 'delivering', paidAt: sql`now()` }).where(eq(orders.id, order.id));
  await addEvent(tx, order.id, 'delivering', 'paid', note ?? EVENT_NOTES.paid);
  await notify(tx, order.customerId, ORDER_NOTIFICATIONS.paid(order.id, order.code));
  return 'paid';
}

/**
 * A paid extension order: its rental's dateTo moves to the extension's last day, and the extension order is done
 * (nothing to deliver). False when the rental is no longer with the shopper (nothing to extend). Call inside a transaction.
 */
export async function applyExtension(tx: Tx, extension: OrderRow, note: string): Promise<boolean> {
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.orderId, extension.id));
  if (!line?.extendsItemId || !line.dateTo) return false;
  const [rental] = await tx.select().from(orderItems).where(eq(orderItems.id, line.extendsItemId)).for('update');
  if (!rental || rental.rentalState !== 'with_shopper' || !rental.dateTo || rental.dateTo >= line.dateTo) return false;
  const days = rentalDays(rental.dateTo, line.dateTo);
  await tx
    .update(orderItems)
    .set({ dateTo: line.dateTo, extendedDays: sql`${orderItems.extendedDays} + ${days}` })
    .where(eq(orderItems.id, rental.id));
  await tx.update(orders).set({ status: 'done', paidAt: sql`now()`, deliveredAt: sql`now()` }).where(eq(orders.id, extension.id));
  await addEvent(tx, extension.id, 'done', 'paid', note);
  const [original] = await tx.select().from(orders).where(eq(orders.id, rental.orderId));
  if (original) await addEvent(tx, original.id, original.status, 'extended', EVENT_NOTES.extended(rental.productName, days, line.dateTo, extension.code));
  await notify(tx, extension.customerId, ORDER_NOTIFICATIONS.extended(rental.orderId, rental.productName, line.dateTo));
  return true;
}

/**
 * A payment the order cannot keep (a second payment for an order already paid, or money arriving after it was
 * cancelled): credited to the wallet and marked refunded in one step, so the same payment is never credited twice
 * and a later cancellation does not count it again.
 */
async function refundPayment(
  tx: Tx,
  order: OrderRow,
  paymentId: number,
  message: (orderId: number, code: string, amount: number) => Parameters<typeof notify>[2],
  description: string,
): Promise<void> {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'paid')))
    .returning({ amount: payments.amount });
  if (!payment || payment.amount <= 0) return;
  await credit(tx, order.customerId, { kind: 'available', amount: payment.amount, reason: 'order_refund', description: `${description} ${order.code}` });
  await notify(tx, order.customerId, message(order.id, order.code, payment.amount));
}

/** The shopper cancels one of their orders (404 when not theirs, 409 when done or already cancelled). */
export async function cancelOrder(db: Db, customerId: number, orderId: number, reason: string | null): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.customerId !== customerId) throw new HttpError(404, ORDER_MESSAGES.notFound);
    if (order.status === 'cancelled') return 'cancelled' as const;
    if (order.status === 'done') return 'done' as const;
    if (order.expired) {
      await closeOrder(tx, order, 'expired', null);
      return 'cancelled' as const;
    }
    await closeOrder(tx, order, 'cancelled', reason);
    return 'ok' as const;
  });
  if (outcome === 'cancelled') throw new HttpError(409, ORDER_MESSAGES.alreadyCancelled);
  if (outcome === 'done') throw new HttpError(409, ORDER_MESSAGES.alreadyDone);
}

/** Cancels (kind 'expired') the unpaid orders past their deadline, optionally of one shopper. Returns how many. */
export async function expireOrders(db: Db, now: Date = new Date(), customerId?: number): Promise<number> {
  const where: SQL[] = [eq(orders.status, 'not_paid'), isNotNull(orders.expiresAt), lt(orders.expiresAt, now)];
  if (customerId !== undefined) where.push(eq(orders.customerId, customerId));
  const due = await db.select({ id: orders.id }).from(orders).where(and(...where)).orderBy(asc(orders.id)).limit(500);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || order.status !== 'not_paid' || !order.expiresAt || order.expiresAt >= now) return false;
      await closeOrder(tx, order, 'expired', null);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** Staff: the order reached the shopper (delivering → done; its rentals are now with the shopper). Call inside a transaction. */
export async function markDelivered(tx: Tx, orderId: number): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.status !== 'delivering') throw new HttpError(409, ORDER_MESSAGES.notDelivering);
  await tx.update(orders).set({ status: 'done', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));
  await tx
    .update(orderItems)
    .set({ rentalState: 'with_shopper', handedOverAt: sql`now()` })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.rentalState, 'reserved')));
  await addEvent(tx, order.id, 'done', 'delivered', EVENT_NOTES.delivered);
  await notify(tx, order.customerId, ORDER_NOTIFICATIONS.done(order.id, order.code));
  await giveWelcomeCreditIfEarned(tx, order.customerId);
}
