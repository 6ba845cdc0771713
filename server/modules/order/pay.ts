/** Starting a gateway payment for an unpaid order: right after placing it, and again from the order page. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderRow, type PaymentMethodValue } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { EVENT_NOTES, ORDER_MESSAGES } from './messages';
import type { Payment } from '../../../core/contracts/payment';
import type { OrderPayments } from './payment-bridge';
import { addEvent, lockOrder } from './order-row';

/** Methods that need a gateway attempt (cash is paid at the shop, the wallet at placement). */
export function needsGateway(method: PaymentMethodValue): boolean {
  return method !== 'cash' && method !== 'wallet';
}

/** Starts the attempt and records `payment_started`. */
export async function startOrderPayment(
  db: Db,
  payments: OrderPayments,
  order: OrderRow,
  method: PaymentMethodValue,
  where: { origin: string; clientIp?: string },
): Promise<Payment> {
  const payment = await payments.start({ customerId: order.customerId, orderId: order.id, orderCode: order.code, method, amount: order.amountDue, ...where });
  await addEvent(db, order.id, 'not_paid', 'payment_started', EVENT_NOTES.paymentStarted(method));
  return payment;
}

/** POST /v1/order/:id/pay: a new attempt for a not_paid order of the shopper (its method becomes the new one). */
export async function payAgain(
  db: Db,
  payments: OrderPayments,
  customerId: number,
  orderId: number,
  method: PaymentMethodValue,
  where: { origin: string; clientIp?: string },
) {
  if (!needsGateway(method)) throw new HttpError(400, ORDER_MESSAGES.payMethodNotAllowed);
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row || row.customerId !== customerId) throw new HttpError(404, ORDER_MESSAGES.notFound);
    if (row.status !== 'not_paid' || row.expired || row.amountDue <= 0) return null;
    const [updated] = await tx.update(orders).set({ paymentMethod: method }).where(eq(orders.id, row.id)).returning();
    return updated ?? null;
  });
  if (!order) throw new HttpError(409, ORDER_MESSAGES.notPayable);
  return { order, payment: await startOrderPayment(db, payments, order, method, where) };
}
