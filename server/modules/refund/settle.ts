/**
 * A pending refund settles: paid (staff's transfer reference, or the gateway's refund id), or moved into the wallet
 * instead. A deposit's line closes once none of its refunds is still owed. Call inside a transaction that holds the
 * order's lock (../order/order-row.ts) — the refund row is changed only from 'pending' (or 'failed').
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, payments, refunds, type OrderRow, type RefundRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { notify } from '../notification/notify';
import { addEvent } from '../order/order-row';
import { credit } from '../wallet/ledger';
import { REFUND_MESSAGES, REFUND_NOTES, REFUND_NOTIFICATIONS } from './messages';
import { refundGatewayOf } from './refunds';

const OWED = ['pending', 'failed'] as const;

export async function lockOwedRefund(tx: DbOrTx, id: number): Promise<RefundRow> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  if (!row) throw new HttpError(404, REFUND_MESSAGES.notFound);
  if (row.status === 'paid') throw new HttpError(409, REFUND_MESSAGES.alreadySettled);
  return row;
}

async function gatewayOf(tx: DbOrTx, refund: RefundRow) {
  if (refund.paymentId === null) return null;
  const [payment] = await tx.select({ method: payments.method }).from(payments).where(eq(payments.id, refund.paymentId));
  return payment ? refundGatewayOf(payment.method) : null;
}

/** A deposit line whose refunds are all paid is settled (inspected → closed). */
async function closeLineWhenSettled(tx: DbOrTx, orderItemId: number | null): Promise<void> {
  if (orderItemId === null) return;
  const owed = await tx.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderItemId, orderItemId), inArray(refunds.status, [...OWED])));
  if (owed.length > 0) return;
  await tx
    .update(orderItems)
    .set({ rentalState: 'closed', refundedAt: sql`now()` })
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.rentalState, 'inspected')));
}

const snapshot = (row: RefundRow) => ({ status: row.status, amount: row.amount, destination: row.destination, reference: row.reference });

/** The money reached the shopper: `reference` is the transfer's (staff) or the gateway's refund id. */
export async function settleRefundPaid(tx: DbOrTx, order: OrderRow, refund: RefundRow, reference: string, staff: StaffUserRow | null): Promise<void> {
  const [after] = await tx
    .update(refunds)
    .set({ status: 'paid', reference, settledAt: sql`now()`, settledBy: staff?.id ?? null })
    .where(and(eq(refunds.id, refund.id), inArray(refunds.status, [...OWED])))
    .returning();
  if (!after) throw new HttpError(409, REFUND_MESSAGES.alreadySettled);
  await closeLineWhenSettled(tx, refund.orderItemId);
  const destination = refund.destination === 'gateway' ? 'gateway' : 'bank';
  const note = REFUND_NOTES.paid(refund.amount, destination, await gatewayOf(tx, refund), refund.bankCode, reference);
  await addEvent(tx, order.id, order.status, refund.cause === 'deposit' ? 'deposit_refunded' : 'refunded', note);
  await notify(tx, order.customerId, REFUND_NOTIFICATIONS.paid(order.id, order.code, note));
  if (staff) await recordAudit(tx, staff, { action: 'refund.paid', entity: 'refund', entityId: refund.id, before: snapshot(refund), after: snapshot(after) });
}

/** The gateway refused it: recorded with its reason, for staff to pay another way. */
export async function settleRefundFailed(tx: DbOrTx, order: OrderRow, refund: RefundRow, reason: string): Promise<void> {
  const [after] = await tx
    .update(refunds)
    .set({ status: 'failed', failureReason: reason })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning();
  if (!after) return;
  await addEvent(tx, order.id, order.status, 'refund_failed', REFUND_NOTES.failed(refund.amount, await gatewayOf(tx, refund), reason));
}

/** Staff put an owed refund into the shopper's wallet instead (no account to transfer to, a gateway that refused). */
export async function settleRefundToWallet(tx: DbOrTx, order: OrderRow, refund: RefundRow, staff: StaffUserRow): Promise<void> {
  const [after] = await tx
    .update(refunds)
    .set({ status: 'paid', destination: 'wallet', settledAt: sql`now()`, settledBy: staff.id })
    .where(and(eq(refunds.id, refund.id), inArray(refunds.status, [...OWED])))
    .returning();
  if (!after) throw new HttpError(409, REFUND_MESSAGES.alreadySettled);
  const description = refund.cause === 'deposit' ? `Hoàn tiền cọc (đơn ${order.code})` : `Hoàn tiền đơn hàng ${order.code}`;
  await credit(tx, order.customerId, { kind: 'available', amount: refund.amount, reason: refund.cause === 'deposit' ? 'deposit_refund' : 'order_refund', description });
  await closeLineWhenSettled(tx, refund.orderItemId);
  await addEvent(tx, order.id, order.status, refund.cause === 'deposit' ? 'deposit_refunded' : 'refunded', REFUND_NOTES.toWallet(refund.amount));
  await notify(tx, order.customerId, REFUND_NOTIFICATIONS.toWallet(order.id, order.code, refund.amount));
  await recordAudit(tx, staff, { action: 'refund.to_wallet', entity: 'refund', entityId: refund.id, before: snapshot(refund), after: snapshot(after) });
}
