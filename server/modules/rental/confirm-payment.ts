/**
 * Staff confirm money received for an order (a bank transfer, or cash at the counter). Every confirmation names the
 * money it is for, as a payment row: the shopper's pending transfer attempt, or a row made here whose unique reference
 * is the order's own due amount (no reference given) or the bank's transaction reference. The row changes state once,
 * so whatever the order's state and however often the confirmation arrives (a retrying webhook, two clerks), the same
 * money is counted once — paid, or credited to the wallet when the order was cancelled before it came.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { payments, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { ADMIN_MESSAGES } from '../admin/messages';
import { ORDER_MESSAGES } from '../order/messages';
import { lockOrder, type LockedOrder } from '../order/order-row';
import type { ConfirmPaymentBody } from '../../../core/contracts/admin';
import type { PaymentMethod } from '../../../core/contracts/payment-vocab';
import { markOrderPaid } from './paid';

/** What staff say they received: a note for the timeline and, optionally, the bank's transaction reference. */
export interface ReceivedMoney {
  note: string;
  reference?: string | null;
}

const STAFF_METHODS: PaymentMethod[] = ['cash', 'bank_transfer'];
const staffReference = (order: LockedOrder, reference: string | null) => `${order.code}-NV-${reference ?? 'TONG'}`;

/** The payment row this confirmation stands for, now 'paid'; null when that money was recorded already. */
async function claimPayment(tx: DbOrTx, order: LockedOrder, reference: string | null): Promise<number | null> {
  const mine = and(eq(payments.orderId, order.id), eq(payments.purpose, 'order'));
  if (reference !== null) {
    const [seen] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(mine, or(eq(payments.providerTransactionId, reference), eq(payments.reference, staffReference(order, reference)))))
      .limit(1);
    if (seen) return null;
  }
  // A gateway attempt still open stays the gateway's: if its money comes too, it goes back to the wallet as a surplus.
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(mine, eq(payments.status, 'pending'), inArray(payments.method, STAFF_METHODS)))
    .orderBy(desc(payments.id))
    .limit(1);
  const [pending] = open
    ? await tx
        .update(payments)
        .set({ status: 'paid', completedAt: new Date(), providerTransactionId: reference })
        .where(and(eq(payments.id, open.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id })
    : [];
  if (pending) return pending.id;
  if (reference === null) {
    // The order's own money without a reference: received at most once, however the order was paid before.
    if (order.paidAt !== null) return null;
    const [received] = await tx.select({ id: payments.id }).from(payments).where(and(mine, inArray(payments.status, ['paid', 'refunded']))).limit(1);
    if (received) return null;
  }
  const [made] = await tx
    .insert(payments)
    .values({
      reference: staffReference(order, reference),
      customerId: order.customerId,
      purpose: 'order',
      orderId: order.id,
      method: order.paymentMethod === 'cash' ? 'cash' : 'bank_transfer',
      amount: order.amountDue,
      status: 'paid',
      providerTransactionId: reference,
      completedAt: new Date(),
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning({ id: payments.id });
  return made?.id ?? null;
}

/**
 * 409 when the order was paid already, or this money was confirmed before (the transaction rolls back: nothing is
 * recorded). 'refunded' when the order had been cancelled or had expired: the money went to the wallet. Call inside one.
 */
export async function confirmReceivedPayment(tx: DbOrTx, orderId: number, received: ReceivedMoney): Promise<'paid' | 'refunded'> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.status === 'delivering' || order.status === 'done') throw new HttpError(409, ORDER_MESSAGES.alreadyPaid);
  // Nothing to collect (the wallet paid it all): no money to record, the order is simply paid.
  const paymentId = order.amountDue > 0 ? await claimPayment(tx, order, received.reference?.trim() || null) : null;
  if (order.amountDue > 0 && paymentId === null) throw new HttpError(409, received.reference ? ORDER_MESSAGES.paymentRecorded : ORDER_MESSAGES.alreadyPaid);
  const outcome = await markOrderPaid(tx, orderId, paymentId, received.note);
  if (outcome === 'already') throw new HttpError(409, ORDER_MESSAGES.alreadyPaid);
  return outcome;
}

/** The back-office's confirmation: the same, with the member's name on the timeline and the audit entry. */
export async function confirmPayment(db: Db, staff: StaffUserRow, orderId: number, { note, reference }: ConfirmPaymentBody): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    const text = note?.trim() ? `Nhân viên ${staff.fullName} xác nhận đã nhận tiền: ${note.trim()}` : `Nhân viên ${staff.fullName} xác nhận đã nhận tiền`;
    const outcome = await confirmReceivedPayment(tx, orderId, { note: text, reference });
    await recordAudit(tx, staff, { action: 'order.confirm_payment', entity: 'order', entityId: orderId, before: { status: order.status }, after: { outcome, reference: reference ?? null } });
  });
}
