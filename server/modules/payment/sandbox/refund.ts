/**
 * The sandbox playing MoMo's refund API (`/v2/gateway/api/refund`): checks the signature, finds the paid transaction
 * by its transId, refuses more than it took back in total, and records the refund in its ledger (gateway
 * 'momo_refund', keyed by the refund's orderId) so the same refund asked again answers the same and moves nothing more.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentSandboxTransactions } from '../../../db/schema';
import { sameSignature } from '../gateways/hmac';
import { MOMO_SUCCESS, momoRefundSignature } from '../gateways/momo';
import { asRecord, fieldText } from '../types';
import type { SandboxKeys } from './keys';
import { findSandboxTransaction } from './ledger';
import { transactionNumber, type CreateReply } from './outcome';

const MOMO_REFUND_GATEWAY = 'momo_refund';

export async function answerMomoRefund(db: Db, keys: SandboxKeys, raw: unknown): Promise<CreateReply> {
  const body = asRecord(raw) ?? {};
  const fields: Record<string, string> = {};
  for (const key of ['partnerCode', 'orderId', 'requestId', 'amount', 'transId', 'description'] as const) fields[key] = fieldText(body, key) ?? '';
  const echo = { partnerCode: fields.partnerCode, orderId: fields.orderId, requestId: fields.requestId, amount: Number(fields.amount), responseTime: Date.now() };
  const refuse = (resultCode: number, message: string): CreateReply => ({ status: 400, body: { ...echo, transId: 0, resultCode, message } });
  if (!fields.partnerCode || !fields.orderId || !fields.requestId || !fields.amount || !fields.transId) return refuse(20, 'Yêu cầu sai định dạng');
  const expected = momoRefundSignature(keys.momo.secretKey, { accessKey: keys.momo.accessKey, ...(fields as { amount: string; description: string; orderId: string; partnerCode: string; requestId: string; transId: string }) });
  if (fields.partnerCode !== keys.momo.partnerCode || !sameSignature(expected, body.signature)) return refuse(11, 'Chữ ký không hợp lệ');
  const amount = Number(fields.amount);
  if (!Number.isSafeInteger(amount) || amount < 1000) return refuse(22, 'Số tiền hoàn không hợp lệ');

  const replay = await findSandboxTransaction(db, MOMO_REFUND_GATEWAY as never, fields.orderId!);
  if (replay) {
    if (replay.details.transId !== fields.transId || replay.amount !== amount) return refuse(41, 'Mã đơn hoàn tiền đã được dùng cho một yêu cầu khác');
    return { status: 200, body: { ...echo, transId: Number(replay.transactionId), resultCode: MOMO_SUCCESS, message: 'Thành công.' } };
  }
  // The original transaction's row is locked: two refunds of it at once are counted one after the other.
  const transId = await db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(paymentSandboxTransactions)
      .where(and(eq(paymentSandboxTransactions.gateway, 'momo'), eq(paymentSandboxTransactions.transactionId, fields.transId!), eq(paymentSandboxTransactions.status, 'paid')))
      .for('update');
    if (!original) return refuse(1080, 'Giao dịch gốc không tồn tại hoặc chưa thanh toán');
    const [back] = await tx
      .select({ total: sql<number>`coalesce(sum(${paymentSandboxTransactions.amount}), 0)`.mapWith(Number) })
      .from(paymentSandboxTransactions)
      .where(and(eq(paymentSandboxTransactions.gateway, MOMO_REFUND_GATEWAY), sql`${paymentSandboxTransactions.details}->>'transId' = ${fields.transId}`));
    if ((back?.total ?? 0) + amount > original.amount) return refuse(1081, 'Số tiền hoàn vượt quá số tiền của giao dịch gốc');
    const number = transactionNumber(10);
    const [row] = await tx
      .insert(paymentSandboxTransactions)
      .values({ gateway: MOMO_REFUND_GATEWAY, reference: fields.orderId!, amount, status: 'paid', transactionId: number, details: { transId: fields.transId!, description: fields.description! }, completedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    return row ? number : null;
  });
  if (transId !== null && typeof transId === 'object') return transId;
  if (transId === null) return answerMomoRefund(db, keys, raw);
  return { status: 200, body: { ...echo, transId: Number(transId), resultCode: MOMO_SUCCESS, message: 'Thành công.' } };
}
