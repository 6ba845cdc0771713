/**
 * The sandbox's ledger of refunds (ZaloPay's and VNPay's refund APIs): one row per refund, gateway `<gateway>_refund`,
 * keyed by the refund's own id, `details.transId` the original transaction. A refund asked again answers the same and
 * moves nothing more; the refunds of one transaction never add up to more than it took.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentSandboxTransactions } from '../../../db/schema';
import { transactionNumber } from './outcome';

export interface LedgerRefundRequest {
  /** The original's gateway: the ledger's own rows go under `<gateway>_refund`. */
  gateway: 'zalopay' | 'vnpay';
  /** The refund's id at the gateway (ZaloPay m_refund_id, VNPay vnp_RequestId). */
  key: string;
  /** The paid transaction refunded: its id, and where the gateway also names them, its reference and creation date. */
  original: { transactionId: string; reference?: string; createDate?: string };
  amount: number;
  /** Digits of the refund's transaction number. */
  digits: number;
  details: Record<string, string>;
}

export type LedgerRefund =
  | { kind: 'refunded'; transactionId: string; original: { reference: string; amount: number; details: Record<string, string>; completedAt: Date | null } }
  | { kind: 'another_request' | 'no_original' | 'over' };

/** A number that never starts with 0 (the shop checks `^[1-9]\d*$`). */
const refundNumber = (digits: number) => `${1 + Math.floor(Math.random() * 9)}${transactionNumber(digits - 1)}`;

export async function refundInLedger(db: Db, request: LedgerRefundRequest): Promise<LedgerRefund> {
  const ledger = `${request.gateway}_refund`;
  const { transactionId, reference, createDate } = request.original;
  // The original transaction's row is locked: two refunds of it at once are counted one after the other.
  const result = await db.transaction(async (tx): Promise<LedgerRefund | null> => {
    const [original] = await tx
      .select()
      .from(paymentSandboxTransactions)
      .where(
        and(
          eq(paymentSandboxTransactions.gateway, request.gateway),
          eq(paymentSandboxTransactions.transactionId, transactionId),
          eq(paymentSandboxTransactions.status, 'paid'),
          reference === undefined ? undefined : eq(paymentSandboxTransactions.reference, reference),
          createDate === undefined ? undefined : sql`${paymentSandboxTransactions.details}->>'createDate' = ${createDate}`,
        ),
      )
      .for('update');
    const [replay] = await tx
      .select()
      .from(paymentSandboxTransactions)
      .where(and(eq(paymentSandboxTransactions.gateway, ledger), eq(paymentSandboxTransactions.reference, request.key)));
    if (replay && (replay.details.transId !== transactionId || replay.amount !== request.amount)) return { kind: 'another_request' };
    if (!original) return { kind: 'no_original' };
    const described = { reference: original.reference, amount: original.amount, details: original.details, completedAt: original.completedAt };
    if (replay) return { kind: 'refunded', transactionId: replay.transactionId!, original: described };
    const [back] = await tx
      .select({ total: sql<number>`coalesce(sum(${paymentSandboxTransactions.amount}), 0)`.mapWith(Number) })
      .from(paymentSandboxTransactions)
      .where(and(eq(paymentSandboxTransactions.gateway, ledger), sql`${paymentSandboxTransactions.details}->>'transId' = ${transactionId}`));
    if ((back?.total ?? 0) + request.amount > original.amount) return { kind: 'over' };
    const number = refundNumber(request.digits);
    const [row] = await tx
      .insert(paymentSandboxTransactions)
      .values({ gateway: ledger, reference: request.key, amount: request.amount, status: 'paid', transactionId: number, details: { ...request.details, transId: transactionId }, completedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    return row ? { kind: 'refunded', transactionId: number, original: described } : null;
  });
  // Another request with the same key got in first: answer as it was answered.
  return result ?? refundInLedger(db, request);
}
