/**
 * Closing an order: the shopper cancels it (a paid rental by the cancellation windows of the shared rule, before
 * delivery), or its payment deadline passes (expiry, by the sweeper or when the shopper looks). Each locks the order
 * row first (../order/order-row.ts). Closing releases the units (rentals stop counting with the status; sold stock
 * returns), gives back the free first order and the voucher use, and refunds every paid amount but the rent kept.
 */
import { releaseSaleUnits } from '../stock/units';
import { and, asc, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItems, orders, payments, type OrderRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { notify } from '../notification/notify';
import { addEvent, lockOrder, type Tx } from '../order/order-row';
import { ORDER_MESSAGES } from '../order/messages';
import { canRefundToGateway, issueRefund, type IssuedRefunds } from '../refund/refunds';
import { REFUND_MESSAGES, REFUND_NOTES } from '../refund/messages';
import { recordAudit } from '../admin/audit';
import { ADMIN_MESSAGES } from '../admin/messages';
import type { AdminCancelBody, BankAccount } from '../../../core/contracts/refund';
import type { RefundDestination } from '../../../core/contracts/refund-vocab';
import { cancellationTerms, rentPaid } from '../../../core/rules/rental-lifecycle';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { RENTAL_EVENT_NOTES, RENTAL_NOTIFICATIONS } from './messages';
import { giveUseBack } from '../voucher/terms';

/** Sum of the gateway payments collected for the order. */
async function paidByGateway(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return row?.total ?? 0;
}

/** Where a cancellation's money goes: the wallet unless staff chose the bank or the gateway (./../refund/refunds.ts). */
export interface CloseOptions {
  destination?: RefundDestination;
  bank?: BankAccount | null;
  /** Staff cancelling: the shop's decision, so the cancellation windows keep nothing. */
  staff?: StaffUserRow | null;
}

export interface Closed {
  refunded: number;
  issued: IssuedRefunds;
}

async function refund(tx: Tx, order: OrderRow, amount: number, options: CloseOptions): Promise<IssuedRefunds> {
  return issueRefund(tx, {
    order,
    cause: 'cancellation',
    amount,
    destination: options.destination ?? 'wallet',
    bank: options.bank ?? null,
    staff: options.staff ?? null,
    wallet: { reason: 'order_refund', description: `Hoàn tiền đơn hàng ${order.code}` },
  });
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
export async function closeOrder(tx: Tx, order: OrderRow, kind: 'cancelled' | 'expired', reason: string | null, options: CloseOptions = {}): Promise<Closed> {
  // A paid order (delivering) was paid in full, whatever the method (cash at the counter has no gateway payment).
  const amountPaid = order.status === 'delivering' ? order.total : order.walletAmount + (await paidByGateway(tx, order.id));
  // The shopper's own cancellation of a paid order follows the cancellation windows; an expiry returns everything.
  const terms =
    kind === 'cancelled' && !options.staff
      ? cancellationTerms({ today: todayInVietnam(), firstDateFrom: await firstRentalDay(tx, order.id), paid: order.status === 'delivering', amountPaid, rentPaid: rentPaid(order) })
      : null;
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelReason: reason })
    .where(eq(orders.id, order.id));
  await releaseSaleUnits(tx, order.id);
  if (order.usedFreeFirstOrder) await tx.update(customers).set({ isUsedFreeFirstOrder: false }).where(eq(customers.id, order.customerId));
  if (order.voucherId !== null) await giveUseBack(tx, order.voucherId);
  const refunded = terms ? terms.refund : amountPaid;
  const issued = await refund(tx, order, refunded, options);
  const cancelledNote = options.staff ? RENTAL_EVENT_NOTES.cancelledByShop(reason) : RENTAL_EVENT_NOTES.cancelledByShopper(reason, terms?.kept ?? 0, terms?.rentRefundPercent ?? 100);
  const note = kind === 'expired' ? RENTAL_EVENT_NOTES.expired : cancelledNote;
  await addEvent(tx, order.id, 'cancelled', kind, note);
  const outside = issued.bank + issued.gateway;
  if (outside > 0) {
    await addEvent(tx, order.id, 'cancelled', 'refund_pending', REFUND_NOTES.pending(outside, issued.gateway > 0 ? 'gateway' : 'bank', null, options.bank?.bankCode ?? null));
  }
  const message = kind === 'expired' ? RENTAL_NOTIFICATIONS.expired : RENTAL_NOTIFICATIONS.cancelled;
  await notify(tx, order.customerId, message(order.id, order.code, issued.wallet, outside));
  return { refunded, issued };
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

/**
 * Staff cancel an order not yet handed over (the shop's decision: everything paid comes back), choosing where the
 * money goes. Returns the refunds waiting for the gateway's refund call (sent once this commits).
 */
export async function staffCancelOrder(db: Db, staff: StaffUserRow, orderId: number, body: AdminCancelBody): Promise<number[]> {
  const reason = body.reason.trim();
  if (!reason) throw new HttpError(400, REFUND_MESSAGES.reasonNeeded);
  if (body.destination === 'bank' && !body.bank) throw new HttpError(400, REFUND_MESSAGES.bankNeeded);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    if (order.status === 'cancelled') throw new HttpError(409, ORDER_MESSAGES.alreadyCancelled);
    if (order.status === 'done') throw new HttpError(409, ORDER_MESSAGES.alreadyDone);
    if (body.destination === 'gateway' && !(await canRefundToGateway(tx, order.id))) throw new HttpError(409, REFUND_MESSAGES.noGatewayPayment);
    const { refunded, issued } = await closeOrder(tx, order, 'cancelled', reason, { destination: body.destination, bank: body.bank ?? null, staff });
    await recordAudit(tx, staff, {
      action: 'order.cancel',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'cancelled', reason, amount: refunded, destination: body.destination },
    });
    return issued.toGateway;
  });
}
