/** Staff confirm money received for an order (a bank transfer, or cash at the counter). */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ORDER_MESSAGES } from './messages';
import { markOrderPaid } from './transitions';

/**
 * The latest pending attempt (a bank transfer) is the one the money came for; without one (cash) the order is paid
 * as it stands. 409 when the order was paid already (the claim rolls back with the transaction). Call inside one.
 */
export async function confirmReceivedPayment(tx: DbOrTx, orderId: number, note: string): Promise<'paid' | 'refunded'> {
  const [pending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1);
  let paymentId: number | null = null;
  if (pending) {
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'paid', completedAt: new Date() })
      .where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    paymentId = claimed?.id ?? null;
  }
  const outcome = await markOrderPaid(tx, orderId, paymentId, note);
  if (outcome === 'already') throw new HttpError(409, ORDER_MESSAGES.alreadyPaid);
  return outcome;
}
