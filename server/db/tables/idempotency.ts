/**
 * Idempotency keys (IETF draft "The Idempotency-Key HTTP Header Field"): one row per shopper, route and key, inserted
 * in the same transaction as the order, debit or payment it guards, so a crash keeps both or neither.
 */

import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Which operation ('order.place', 'wallet.top-up'…): a key is scoped per route. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request's path parameters and body: the same key with another request is refused (422). */
    requestHash: text('request_hash').notNull(),
    /** What the guarded write created (order id, payment reference): rebuilds the answer when none was stored. */
    resource: text('resource'),
    /** Null until the answer is sent (the write committed, the answer not yet recorded). */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_scope_uq').on(table.customerId, table.route, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
