/**
 * Staff settle a shopper's withdrawal (../wallet/withdrawals.ts): paid (held → out, with the transfer's reference) or
 * rejected (held → available). Each settlement locks the withdrawal row and changes it only from 'requested'.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { withdrawals, type StaffUserRow, type WithdrawalRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { notify } from '../notification/notify';
import { credit, debit } from '../wallet/ledger';
import { WITHDRAWAL_LEDGER, WITHDRAWAL_MESSAGES, WITHDRAWAL_NOTIFICATIONS } from '../wallet/withdrawal-messages';

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
