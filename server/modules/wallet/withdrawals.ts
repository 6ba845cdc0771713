/**
 * A shopper takes her wallet balance to a bank account. The request moves the amount from 'available' to 'held' in
 * the ledger in the same transaction (debit locks the wallet row, so parallel requests queue and only what the
 * balance covers gets through); staff then pay or reject it (../refund/withdrawal-settle.ts).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { withdrawals, type WithdrawalRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { balancesOf, credit, debit, INSUFFICIENT_BALANCE } from './ledger';
import { WITHDRAWAL_LEDGER, WITHDRAWAL_MESSAGES } from './withdrawal-messages';
import type { Withdrawal, WithdrawalBody } from '../../../core/contracts/refund';
import { BANKS, bankHolderName } from '../../../core/contracts/refund-vocab';

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    bankCode: row.bankCode,
    bankName: BANKS[row.bankCode],
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    status: row.status,
    reference: row.reference,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export async function requestWithdrawal(db: Db, customerId: number, body: WithdrawalBody): Promise<Withdrawal> {
  const accountHolder = bankHolderName(body.accountHolder);
  if (accountHolder.length < 2) throw new HttpError(400, WITHDRAWAL_MESSAGES.holderName);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawals)
      .values({ customerId, amount: body.amount, bankCode: body.bankCode, accountNumber: body.accountNumber, accountHolder })
      .returning();
    try {
      await debit(tx, customerId, { kind: 'available', amount: body.amount, ...WITHDRAWAL_LEDGER.hold(row!.id, body.bankCode, body.accountNumber) });
    } catch (error) {
      if (error instanceof HttpError && error.message === INSUFFICIENT_BALANCE) {
        // The debit holds the wallet's lock: the balance read now is the one that refused it.
        throw new HttpError(409, WITHDRAWAL_MESSAGES.overBalance((await balancesOf(tx, customerId)).availableBalance));
      }
      throw error;
    }
    await credit(tx, customerId, { kind: 'held', amount: body.amount, ...WITHDRAWAL_LEDGER.held(row!.id) });
    return toWithdrawal(row!);
  });
}

export async function listWithdrawals(db: DbOrTx, customerId: number, page: number, limit: number): Promise<{ items: Withdrawal[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.select().from(withdrawals).where(eq(withdrawals.customerId, customerId)).orderBy(desc(withdrawals.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(withdrawals).where(eq(withdrawals.customerId, customerId)),
  ]);
  return { items: rows.map(toWithdrawal), total: count?.total ?? 0 };
}
