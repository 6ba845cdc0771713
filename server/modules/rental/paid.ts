/** The money for an order arrived: the order is paid, or the extension it pays for is applied, or it goes back to the wallet. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { orderItems, orders, payments, type OrderItemRow, type OrderRow } from '../../db/schema';
import { notify } from '../notification/notify';
import { addEvent, lockOrder, type Tx } from '../order/order-row';
import { credit } from '../wallet/ledger';
import { rentalDays } from '../../../core/rules/rental-dates';
import { closeOrder } from './close';
import { RENTAL_EVENT_NOTES, RENTAL_NOTIFICATIONS } from './messages';

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
    if (paymentId !== null) await refundPayment(tx, order, paymentId, RENTAL_NOTIFICATIONS.surplusRefunded, 'Hoàn tiền thanh toán thừa đơn hàng');
    return 'already';
  }
  if (order.status === 'not_paid' && order.expired) {
    // closeOrder refunds the wallet part and every paid payment of the order, this one included.
    await closeOrder(tx, order, 'expired', null);
    return 'refunded';
  }
  if (order.status === 'cancelled') {
    if (paymentId !== null) await refundPayment(tx, order, paymentId, RENTAL_NOTIFICATIONS.latePaymentRefunded, 'Hoàn tiền đơn hàng');
    return 'refunded';
  }
  if (order.extendsOrderId !== null) {
    if (await applyExtension(tx, order, note ?? RENTAL_EVENT_NOTES.paid)) return 'paid';
    // The rental came back before the money did: the extension is void and every amount (this payment counted as
    // paid) goes back to the wallet.
    await closeOrder(tx, order, 'cancelled', RENTAL_EVENT_NOTES.extensionVoid);
    return 'refunded';
  }
  await tx.update(orders).set({ status: 'delivering', paidAt: sql`now()` }).where(eq(orders.id, order.id));
  await addEvent(tx, order.id, 'delivering', 'paid', note ?? RENTAL_EVENT_NOTES.paid);
  await notify(tx, order.customerId, RENTAL_NOTIFICATIONS.paid(order.id, order.code, order.deliveryMethod));
  return 'paid';
}

/**
 * A paid extension order: its rental's dateTo (and its back-up's, extended with it) moves to the extension's last day,
 * and the extension order is done (nothing to deliver). False when the rental is no longer with the shopper (nothing
 * to extend). Call inside a transaction.
 */
export async function applyExtension(tx: Tx, extension: OrderRow, note: string): Promise<boolean> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, extension.id)).orderBy(asc(orderItems.id));
  let main: { rental: OrderItemRow; days: number; dateTo: string } | null = null;
  for (const line of lines) {
    if (!line.extendsItemId || !line.dateTo) continue;
    const [rental] = await tx.select().from(orderItems).where(eq(orderItems.id, line.extendsItemId)).for('update');
    if (!rental || rental.rentalState !== 'with_shopper' || !rental.dateTo || rental.dateTo >= line.dateTo) continue;
    const days = rentalDays(rental.dateTo, line.dateTo);
    await tx
      .update(orderItems)
      .set({ dateTo: line.dateTo, extendedDays: sql`${orderItems.extendedDays} + ${days}` })
      .where(eq(orderItems.id, rental.id));
    if (rental.backupOfItemId === null) main = { rental, days, dateTo: line.dateTo };
  }
  if (!main) return false;
  const { rental, days, dateTo } = main;
  await tx.update(orders).set({ status: 'done', paidAt: sql`now()`, deliveredAt: sql`now()` }).where(eq(orders.id, extension.id));
  await addEvent(tx, extension.id, 'done', 'paid', note);
  const [original] = await tx.select().from(orders).where(eq(orders.id, rental.orderId));
  if (original) await addEvent(tx, original.id, original.status, 'extended', RENTAL_EVENT_NOTES.extended(rental.productName, days, dateTo, extension.code));
  await notify(tx, extension.customerId, RENTAL_NOTIFICATIONS.extended(rental.orderId, rental.productName, dateTo));
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
