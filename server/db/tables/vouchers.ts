/**
 * Vouchers marketing creates: the terms (core/rules/voucher.ts applies them) and how many orders hold a use.
 * `used_count` moves only inside an order's transaction (placed: +1 if below the limit; cancelled or expired: −1).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartModeValue } from './cart';
import { staffUsers } from './staff';
import type { VoucherKind } from '../../../core/rules/voucher';

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Capitals and digits, as shoppers type it (compared in capitals). */
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    minOrder: bigint('min_order', { mode: 'number' }).notNull().default(0),
    mode: text('mode').$type<CartModeValue>(),
    /** The categories chosen (their sub-categories are covered too); empty: every category. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    /** Listed in the shoppers' "Ví voucher"; a private code works only when typed. */
    isPublic: boolean('is_public').notNull().default(true),
    paused: boolean('paused').notNull().default(false),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vouchers_kind_check', sql`${table.kind} in ('percent', 'fixed', 'free_shipping')`),
    check('vouchers_mode_check', sql`${table.mode} is null or ${table.mode} in ('rent', 'sale')`),
    check('vouchers_value_check', sql`${table.value} >= 0 and (${table.kind} <> 'percent' or ${table.value} between 1 and 100)`),
    check('vouchers_usage_check', sql`${table.usedCount} >= 0 and (${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit})`),
    check('vouchers_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;
