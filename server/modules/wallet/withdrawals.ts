/**
 * A shopper takes her wallet balance to a bank account. The request moves the amount from 'available' to 'held' in
 * the ledger in the same transaction (debit locks the wallet row, so parallel requests queue and only what the
 * balance covers gets through); staff then pay it (held → out, with the transfer's reference) or reject it
 * (held → available). Each settlement locks the withdrawal row and changes it only from 'requested'.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { withdrawals, type StaffUserRow, type WithdrawalRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { notify } from '../notification/notify';
import { balancesOf, credit, debit, INSUFFICIENT_BALANCE } from './ledger';
import { WITHDRAWAL_LEDGER, WITHDRAWAL_MESSAGES, WITHDRAWAL_NOTIFICATIONS } from './withdrawal-messages';
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

const snapshot = (row: WithdrawalRow) => ({ status: row.status, amount: row.amount, reference: row.reference, reason: row.rejectReason });

async function lockRequested(tx: DbOrTx, id: number): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw new HttpError(404, WITHDRAWAL_MESSAGES.notFound);
  if (row.status !== 'requested') throw new HttpError(409, WITHDRAWAL_MESSAGES.alreadySettled);
  return row;
}

/** Staff transferred the money: the hold leaves the wallet. */
export async function markWithdrawalPaid(db: Db, staff: StaffUserRow, id: number, reference: string): Promise<void> {
  const ref = reference.trim();
  if (!ref) throw new HttpError(400, 'Nhập mã giao dịch chuyển khoản');
  await db.transaction(async (tx) => {
    const row = await lockRequested(tx, id);
    const [after] = await tx
      .update(withdrawals)
      .set({ status: 'paid', reference: ref, settledBy: staff.id, settledAt: sql`now()` })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
      .returning();
    await debit(tx, row.customerId, { kind: 'held', amount: row.amount, ...WITHDRAWAL_LEDGER.paid(row.id, ref) });
    await notify(tx, row.customerId, WITHDRAWAL_NOTIFICATIONS.paid(row.amount, row.bankCode, row.accountNumber, ref));
    await recordAudit(tx, staff, { action: 'withdrawal.paid', entity: 'withdrawal', entityId: id, before: snapshot(row), after: snapshot(after!) });
  });
}

/** Staff refused it (a wrong account, a name that does not match): the hold goes back to the available balance. */
export async function rejectWithdrawal(db: Db, staff: StaffUserRow, id: number, reason: string): Promise<void> {
  const why = reason.trim();
  if (!why) throw new HttpError(400, 'Nhập lý do từ chối');
  await db.transaction(async (tx) => {
    const row = await lockRequested(tx, id);
    const [after] = await tx
      .update(withdrawals)
      .set({ status: 'rejected', rejectReason: why, settledBy: staff.id, settledAt: sql`now()` })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
      .returning();
    await debit(tx, row.customerId, { kind: 'held', amount: row.amount, ...WITHDRAWAL_LEDGER.returnedFromHold(row.id) });
    await credit(tx, row.customerId, { kind: 'available', amount: row.amount, ...WITHDRAWAL_LEDGER.returned(row.id, why) });
    await notify(tx, row.customerId, WITHDRAWAL_NOTIFICATIONS.rejected(row.amount, why));
    await recordAudit(tx, staff, { action: 'withdrawal.reject', entity: 'withdrawal', entityId: id, before: snapshot(row), after: snapshot(after!) });
  });
}
