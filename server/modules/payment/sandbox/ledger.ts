/**
 * The sandbox's memory of its transactions (`payment_sandbox_transactions`): recorded when a create request (MoMo,
 * ZaloPay) or a pay URL (VNPay) is accepted, completed once when the shopper presses Pay or Cancel — the first answer
 * stands, as at a real gateway, and pressing again replays it. The query endpoints (query.ts) answer from it.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { paymentSandboxTransactions, type SandboxTransactionRow } from '../../../db/schema';
import type { Outcome } from './outcome';
import { transactionNumber } from './outcome';
import type { PayTicket, SandboxGateway } from './ticket';

/** Digits of each gateway's transaction ids (MoMo transId, ZaloPay zp_trans_id, VNPay vnp_TransactionNo). */
const TRANSACTION_DIGITS: Record<SandboxGateway, number> = { momo: 10, zalopay: 15, vnpay: 8 };

const detailsOf = (ticket: PayTicket) => ({ ...ticket.extra, orderInfo: ticket.orderInfo });

/** A transaction the sandbox accepted; recording it again changes nothing. */
export async function recordSandboxTransaction(db: DbOrTx, ticket: PayTicket): Promise<void> {
  await db
    .insert(paymentSandboxTransactions)
    .values({ gateway: ticket.gateway, reference: ticket.reference, amount: ticket.amount, details: detailsOf(ticket) })
    .onConflictDoNothing();
}

/** The shopper's answer on the pay page: recorded if it is the first, else the first one is returned. */
export async function completeSandboxTransaction(db: DbOrTx, ticket: PayTicket, outcome: Outcome): Promise<SandboxTransactionRow> {
  const status = outcome === 'pay' ? 'paid' : 'cancelled';
  const [row] = await db
    .insert(paymentSandboxTransactions)
    .values({
      gateway: ticket.gateway,
      reference: ticket.reference,
      amount: ticket.amount,
      details: detailsOf(ticket),
      status,
      transactionId: transactionNumber(TRANSACTION_DIGITS[ticket.gateway]),
      completedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [paymentSandboxTransactions.gateway, paymentSandboxTransactions.reference],
      set: { status, transactionId: transactionNumber(TRANSACTION_DIGITS[ticket.gateway]), completedAt: new Date() },
      setWhere: eq(paymentSandboxTransactions.status, 'pending'),
    })
    .returning();
  if (row) return row;
  const existing = await findSandboxTransaction(db, ticket.gateway, ticket.reference);
  if (!existing) throw new Error(`sandbox transaction ${ticket.gateway}/${ticket.reference} vanished`);
  return existing;
}

export async function findSandboxTransaction(db: DbOrTx, gateway: SandboxGateway, reference: string): Promise<SandboxTransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentSandboxTransactions)
    .where(and(eq(paymentSandboxTransactions.gateway, gateway), eq(paymentSandboxTransactions.reference, reference)));
  return row ?? null;
}
