/** The "Hoàn tiền" board: refunds and withdrawals still owed (oldest first), or the last ones settled. */
import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, orderItems, orders, payments, refunds, staffUsers, users, withdrawals } from '../../db/schema';
import type { AdminRefund, AdminWithdrawal, RefundBoard, RefundBoardView } from '../../../core/contracts/refund';
import { BANKS } from '../../../core/contracts/refund-vocab';
import { toWithdrawal } from '../wallet/withdrawals';
import { GATEWAY_NAMES } from './messages';
import { refundGatewayOf } from './refunds';

const DONE_LIMIT = 50;

export async function refundBoard(db: DbOrTx, view: RefundBoardView): Promise<RefundBoard> {
  const settler = alias(staffUsers, 'settler');
  const owed = view === 'pending';
  const refundRows = await db
    .select({ refund: refunds, orderCode: orders.code, productName: orderItems.productName, customerName: customers.fullName, phone: users.phone, method: payments.method, paymentReference: payments.reference, settledBy: settler.fullName })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(customers, eq(customers.id, refunds.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(settler, eq(settler.id, refunds.settledBy))
    .where(owed ? inArray(refunds.status, ['pending', 'failed']) : eq(refunds.status, 'paid'))
    .orderBy(owed ? asc(refunds.id) : desc(refunds.settledAt), desc(refunds.id))
    .limit(owed ? 500 : DONE_LIMIT);
  const withdrawalRows = await db
    .select({ withdrawal: withdrawals, customerName: customers.fullName, phone: users.phone, settledBy: settler.fullName })
    .from(withdrawals)
    .innerJoin(customers, eq(customers.id, withdrawals.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(settler, eq(settler.id, withdrawals.settledBy))
    .where(owed ? eq(withdrawals.status, 'requested') : inArray(withdrawals.status, ['paid', 'rejected']))
    .orderBy(owed ? asc(withdrawals.id) : desc(withdrawals.settledAt), desc(withdrawals.id))
    .limit(owed ? 500 : DONE_LIMIT);
  return {
    refunds: refundRows
      .filter((row) => owed || row.refund.destination !== 'wallet')
      .map((row): AdminRefund => {
        const gateway = row.method ? refundGatewayOf(row.method) : null;
        return {
          id: row.refund.id,
          orderId: row.refund.orderId,
          orderCode: row.orderCode,
          orderItemId: row.refund.orderItemId,
          productName: row.productName ?? null,
          customerId: row.refund.customerId,
          customerName: row.customerName,
          customerPhone: row.phone,
          cause: row.refund.cause,
          amount: row.refund.amount,
          destination: row.refund.destination,
          status: row.refund.status,
          bankCode: row.refund.bankCode,
          bankName: row.refund.bankCode ? BANKS[row.refund.bankCode] : null,
          accountNumber: row.refund.accountNumber,
          accountHolder: row.refund.accountHolder,
          gatewayName: gateway ? GATEWAY_NAMES[gateway] : null,
          paymentReference: row.paymentReference ?? null,
          reference: row.refund.reference,
          failureReason: row.refund.failureReason,
          settledBy: row.settledBy ?? null,
          createdAt: row.refund.createdAt.toISOString(),
          settledAt: row.refund.settledAt?.toISOString() ?? null,
        };
      }),
    withdrawals: withdrawalRows.map(
      (row): AdminWithdrawal => ({
        ...toWithdrawal(row.withdrawal),
        customerId: row.withdrawal.customerId,
        customerName: row.customerName,
        customerPhone: row.phone,
        settledBy: row.settledBy ?? null,
      }),
    ),
  };
}
