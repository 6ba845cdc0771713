/**
 * One-time codes for logging in from a device the account has not used, while strangers' wrong passwords have
 * used up the account's budget for unknown devices. One live code per account of a realm (shoppers' `user`,
 * staff's `staff`); stored as an HMAC with the server secret.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const loginCodes = pgTable(
  'login_codes',
  {
    realm: text('realm').$type<'user' | 'staff'>().notNull(),
    accountId: integer('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.realm, table.accountId] })],
);
