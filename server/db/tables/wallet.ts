/** The shopper's wallet: an account row to lock and the append-only ledger its balances are summed from. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

/** 'held': money on its way out (a withdrawal requested and not yet paid or rejected); it cannot be spent. */
export type WalletKindValue = 'available' | 'membership' | 'held';

/** One row per customer: the row debits lock (SELECT … FOR UPDATE). Balances are never stored. */
export const walletAccounts = pgTable('wallet_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): balances are the sum of `amount` per kind. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => walletAccounts.customerId),
    kind: text('kind').$type<WalletKindValue>().notNull(),
    /** Signed VND: credits positive, debits negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('wallet_ledger_customer_idx').on(table.customerId, table.kind, table.id),
    // The welcome credit is given once per shopper, whatever races to give it.
    uniqueIndex('wallet_ledger_welcome_once').on(table.customerId).where(sql`${table.reason} = 'welcome'`),
    check('wallet_ledger_kind_check', sql`${table.kind} in ('available', 'membership', 'held')`),
    check('wallet_ledger_amount_check', sql`${table.amount} <> 0`),
  ],
);
