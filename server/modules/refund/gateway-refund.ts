/**
 * Sends the refunds waiting for a gateway (after the transaction that recorded them committed: the gateway may be
 * this very server's sandbox, and no HTTP call is made with a row lock held). The gateway's refund is keyed by the
 * refund row (RF<id>: MoMo's orderId, ZaloPay's m_refund_id, VNPay's vnp_RequestId), so asking twice refunds once; the
 * row is settled from the answer: paid with its transaction id, or failed with its reason for staff to pay another way.
 * A refund ZaloPay is still processing (return_code 3) stays pending on the board, for staff to check on ZaloPay's
 * portal and record it (it is not queried again: /v2/query_refund is not called).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';
import { lockOrder } from '../order/order-row';
import type { PaymentsContext } from '../payment/context';
import { serverAddress } from '../payment/server-address';
import { GatewayError } from '../payment/types';
import { refundGatewayOf } from './refunds';
import { settleRefundFailed, settleRefundPaid } from './settle';

/** Ours, unique per refund row: MoMo's refund orderId and requestId, ZaloPay's m_refund_id suffix, VNPay's vnp_RequestId. */
export const refundReference = (refundId: number) => `RF${refundId}`;

async function sendOne(db: Db, context: PaymentsContext, refundId: number, origin: string, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db
    .select({ refund: refunds, payment: payments, orderCode: orders.code })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), eq(refunds.destination, 'gateway')));
  if (!row) return;
  const provider = refundGatewayOf(row.payment.method);
  const gateway = provider ? await context.gateway(provider, origin) : null;
  if (!provider || !gateway?.refund || !row.payment.providerTransactionId) return;
  let outcome: { paid: true; reference: string } | { paid: false; reason: string };
  try {
    const answer = await gateway.refund({
      refundReference: refundReference(refundId),
      transactionId: row.payment.providerTransactionId,
      amount: row.refund.amount,
      description: `Hoan tien don ${row.orderCode}`,
      requestedAt: row.refund.createdAt,
      payment: { reference: row.payment.reference, amount: row.payment.amount, startedAt: row.payment.createdAt },
      now: new Date(),
      serverIp: serverAddress(),
    });
    if (answer.state === 'processing') {
      // Taken but not finished (ZaloPay's return_code 3): the refund stays pending on the board, where staff check the
      // gateway's portal and record it; sending it again is harmless (same refund id).
      log.warn({ refundId, provider, reason: answer.reason }, 'gateway refund still processing');
      return;
    }
    outcome = answer.state === 'refunded' ? { paid: true, reference: answer.transactionId } : { paid: false, reason: answer.reason };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, refundId }, 'gateway refund unreachable');
    outcome = { paid: false, reason: 'Không kết nối được cổng thanh toán' };
  }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, row.refund.orderId);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!order || refund?.status !== 'pending') return;
    if (outcome.paid) await settleRefundPaid(tx, order, refund, outcome.reference, null);
    else await settleRefundFailed(tx, order, refund, outcome.reason);
  });
}

/** Sends each refund (in order); one that fails does not stop the others. */
export async function sendGatewayRefunds(db: Db, context: PaymentsContext, refundIds: readonly number[], origin: string, log: FastifyBaseLogger): Promise<void> {
  for (const id of refundIds) {
    try {
      await sendOne(db, context, id, origin, log);
    } catch (error) {
      log.error({ err: error, refundId: id }, 'gateway refund failed');
    }
  }
}
