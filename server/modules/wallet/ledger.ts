/**
 * The wallet: an append-only ledger (`wallet_ledger`, guarded by a trigger). Balances are derived from it
 * (sum of `amount` per kind), never stored. Debits lock the customer's `wallet_accounts` row
 * (SELECT … FOR UPDATE) inside the caller's transaction and refuse to go negative.
 */
import type { WalletBalances } from '../../../core/contracts/account';
import type { WalletEntry } from '../../../core/contracts/wallet';
import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, walletAccounts, walletLedger, type WalletKindValue } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** Product decision: every shopper receives this credit once, in the available balance, when their email or phone is verified. */
export const WELCOME_CREDIT = {
  amount: 100_000,
  kind: 'available',
  reason: 'welcome',
  description: 'Quà chào mừng thành viên mới',
} as const satisfies { amount: number; kind: WalletKindValue; reason: string; description: string };

export const INSUFFICIENT_BALANCE = 'Số dư ví không đủ';

export interface LedgerEntryInput {
  kind: WalletKindValue;
  amount: number;
  reason: string;
  description: string;
}

export async function openWalletAccount(db: DbOrTx, customerId: number): Promise<void> {
  await db.insert(walletAccounts).values({ customerId }).onConflictDoNothing();
}

/**
 * Opens the customer's wallet row if needed and locks it, in one statement (ON CONFLICT DO UPDATE takes the row
 * lock): parallel debits of one customer queue behind it until the transaction ends.
 */
export async function lockWalletAccount(tx: DbOrTx, customerId: number): Promise<void> {
  await tx
    .insert(walletAccounts)
    .values({ customerId })
    .onConflictDoUpdate({ target: walletAccounts.customerId, set: { customerId: sql`excluded.customer_id` } });
}

/**
 * SQL: the spendable balance (available + membership) of the customer selected from `customers`, as balancesOf's
 * walletCoin. Written with qualified names: in a select from one table Drizzle renders its columns unqualified, and
 * `"customer_id" = "id"` inside the subquery compared each ledger row with its own id.
 */
export const spendableBalance = sql<number>`(select coalesce(sum(ledger.amount), 0) from ${walletLedger} as ledger where ledger.customer_id = ${sql.raw(`"${getTableName(customers)}"."id"`)} and ledger.kind in ('available', 'membership'))`.mapWith(Number);

export async function balancesOf(db: DbOrTx, customerId: number): Promise<WalletBalances> {
  const rows = await db
    .select({ kind: walletLedger.kind, total: sql<number>`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, customerId))
    .groupBy(walletLedger.kind);
  const of = (kind: WalletKindValue) => rows.find((row) => row.kind === kind)?.total ?? 0;
  const availableBalance = of('available');
  const membershipAvailableBalance = of('membership');
  return { availableBalance, membershipAvailableBalance, walletCoin: availableBalance + membershipAvailableBalance };
}

export async function hasWelcomeCredit(db: DbOrTx, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.customerId, customerId), eq(walletLedger.reason, WELCOME_CREDIT.reason)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The welcome credit, once: the wallet row is locked so parallel verifications queue, and a unique index
 * (wallet_ledger_welcome_once) backs it. True when this call gave it.
 */
export async function grantWelcomeCredit(tx: DbOrTx, customerId: number): Promise<boolean> {
  await lockWalletAccount(tx, customerId);
  if (await hasWelcomeCredit(tx, customerId)) return false;
  await credit(tx, customerId, WELCOME_CREDIT);
  return true;
}

export async function credit(db: DbOrTx, customerId: number, entry: LedgerEntryInput): Promise<void> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new RangeError('credit amount must be a positive integer');
  await openWalletAccount(db, customerId);
  await db.insert(walletLedger).values({ customerId, ...entry });
}

/**
 * Debits `entry.amount` (a positive number) from `entry.kind`. Call inside a transaction: the row lock
 * serialises concurrent debits of one customer, so two purchases cannot both spend the same money.
 */
export async function debit(tx: DbOrTx, customerId: number, entry: LedgerEntryInput): Promise<void> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new RangeError('debit amount must be a positive integer');
  const locked = await tx
    .select({ customerId: walletAccounts.customerId })
    .from(walletAccounts)
    .where(eq(walletAccounts.customerId, customerId))
    .for('update');
  if (locked.length === 0) throw new HttpError(409, INSUFFICIENT_BALANCE);
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(and(eq(walletLedger.customerId, customerId), eq(walletLedger.kind, entry.kind)));
  if ((row?.total ?? 0) < entry.amount) throw new HttpError(409, INSUFFICIENT_BALANCE);
  await tx.insert(walletLedger).values({ customerId, ...entry, amount: -entry.amount });
}

/** Newest first, each with the balance of its kind right after it. */
export async function ledgerPage(db: DbOrTx, customerId: number, page: number, limit: number): Promise<{ items: WalletEntry[]; total: number }> {
  const running = db
    .select({
      id: walletLedger.id,
      kind: walletLedger.kind,
      amount: walletLedger.amount,
      reason: walletLedger.reason,
      description: walletLedger.description,
      createdAt: walletLedger.createdAt,
      balanceAfter: sql<number>`sum(${walletLedger.amount}) over (partition by ${walletLedger.kind} order by ${walletLedger.id})`
        .mapWith(Number)
        .as('balance_after'),
    })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, customerId))
    .as('running');
  const [rows, [count]] = await Promise.all([
    db.select().from(running).orderBy(desc(running.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(walletLedger).where(eq(walletLedger.customerId, customerId)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      reason: row.reason,
      description: row.description,
      createdAt: new Date(row.createdAt).toISOString(),
      balanceAfter: Number(row.balanceAfter),
    })),
    total: count?.total ?? 0,
  };
}
