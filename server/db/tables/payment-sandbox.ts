/**
 * The local sandbox gateway's own ledger (server/modules/payment/sandbox/): every transaction it was asked to create
 * and what the shopper did on its pay page, so it answers the gateways' query APIs (MoMo /query, ZaloPay /v2/query,
 * VNPay querydr) truthfully — paid, cancelled or still pending — whether or not its callback reached the shop.
 */
import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export type SandboxTransactionStatus = 'pending' | 'paid' | 'cancelled';

export const paymentSandboxTransactions = pgTable(
  'payment_sandbox_transactions',
  {
    /** momo | zalopay | vnpay */
    gateway: text('gateway').notNull(),
    /** The gateway's key for it: MoMo orderId, ZaloPay app_trans_id (yymmdd_…), VNPay vnp_TxnRef. */
    reference: text('reference').notNull(),
    /** VND. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<SandboxTransactionStatus>().notNull().default('pending'),
    /** MoMo transId, ZaloPay zp_trans_id, VNPay vnp_TransactionNo, once the shopper answered. */
    transactionId: text('transaction_id'),
    /** What a query answer repeats: VNPay's vnp_CreateDate, bank code and order info. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.reference] })],
);

export type SandboxTransactionRow = typeof paymentSandboxTransactions.$inferSelect;
