/**
 * Payments: one row per attempt to collect money for an order, a membership package or a wallet top-up,
 * and an append-only log of every gateway callback (accepted or refused).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { membershipPackages } from './membership';
import { orders, type PaymentMethodValue } from './orders';

export type PaymentPurposeValue = 'order' | 'membership' | 'topup';
/** 'refunded': paid for an order that was already paid, and credited back to the wallet at once. */
export type PaymentStatusValue = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Sent to the gateway (MoMo orderId, ZaloPay app_trans_id suffix, VNPay vnp_TxnRef): unique. */
    reference: text('reference').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    purpose: text('purpose').$type<PaymentPurposeValue>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    membershipPackageId: integer('membership_package_id').references(() => membershipPackages.id, { onDelete: 'restrict' }),
    method: text('method').$type<PaymentMethodValue>().notNull(),
    /** VND to collect. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatusValue>().notNull().default('pending'),
    /** The gateway's transaction id once paid (MoMo transId, ZaloPay zp_trans_id, VNPay vnp_TransactionNo). */
    providerTransactionId: text('provider_transaction_id'),
    /** What the shopper is sent to (pay URL) or shown (VietQR payload). */
    payUrl: text('pay_url'),
    qrContent: text('qr_content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    index('payments_customer_idx').on(table.customerId, table.id),
    // The payment-status job's scan: attempts still waiting for their gateway (server/modules/payment/reconcile.ts).
    index('payments_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('payments_purpose_check', sql`${table.purpose} in ('order', 'membership', 'topup')`),
    check('payments_status_check', sql`${table.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/** Every callback received, with the verdict: the audit trail for forged, replayed and mismatched calls. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    reference: text('reference'),
    /** accepted | duplicate | bad_signature | unknown_payment | amount_mismatch | failed_result | malformed */
    verdict: text('verdict').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_callbacks_reference_idx').on(table.reference)],
);

export type PaymentRow = typeof payments.$inferSelect;
