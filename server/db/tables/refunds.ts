/**
 * Money going back: `refunds` (a cancellation's or a deposit's refund, to the wallet at once, or to a bank account
 * or the gateway it was paid through, pending until paid) and `withdrawals` (a shopper's request to take her wallet
 * balance to a bank account; its amount is held in the ledger from the request on).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';
import { orderItems, orders } from './orders';
import { payments } from './payments';
import { staffUsers } from './staff';
import type { BankCode, RefundCause, RefundDestination, RefundStatus, WithdrawalStatus } from '../../../core/contracts/refund-vocab';

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The rental line whose deposit this is; null for a cancellation. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    cause: text('cause').$type<RefundCause>().notNull(),
    /** VND. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    destination: text('destination').$type<RefundDestination>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    bankCode: text('bank_code').$type<BankCode>(),
    accountNumber: text('account_number'),
    accountHolder: text('account_holder'),
    /** To the gateway: the payment it goes back through. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The transfer's reference staff typed, or the gateway's refund transaction id. */
    reference: text('reference'),
    /** Why it failed (the gateway's answer, or staff's reason). */
    failureReason: text('failure_reason'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    settledBy: integer('settled_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check('refunds_destination_check', sql`${table.destination} in ('wallet', 'bank', 'gateway')`),
    check('refunds_status_check', sql`${table.status} in ('pending', 'paid', 'failed')`),
    check('refunds_cause_check', sql`${table.cause} in ('cancellation', 'deposit')`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** VND, held in the ledger (kind 'held') from the request until it is paid or rejected. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankCode: text('bank_code').$type<BankCode>().notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('requested'),
    reference: text('reference'),
    rejectReason: text('reject_reason'),
    settledBy: integer('settled_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_customer_idx').on(table.customerId, table.id),
    index('withdrawals_requested_idx').on(table.createdAt).where(sql`${table.status} = 'requested'`),
    check('withdrawals_amount_check', sql`${table.amount} > 0`),
    check('withdrawals_status_check', sql`${table.status} in ('requested', 'paid', 'rejected')`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
