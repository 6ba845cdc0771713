/**
 * The sandbox playing ZaloPay's refund API (`/v2/refund`) and VNPay's (`refund` on the merchant API): each checks the
 * request's signature as the gateway does, finds the paid transaction, refuses more than it took back in total, and
 * records the refund in its ledger (refund-ledger.ts) so the same refund asked again answers the same and moves nothing.
 * Like their query answers, only VNPay's is signed.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { sameSignature } from '../gateways/hmac';
import { vietnamTimestamp } from '../gateways/vietnam-time';
import { VNPAY_FULL_REFUND, VNPAY_PARTIAL_REFUND, VNPAY_REFUND_ANSWER_HASH_FIELDS, VNPAY_REFUND_HASH_FIELDS, vnpayPipeHash } from '../gateways/vnpay';
import { ZALOPAY_FAILED, ZALOPAY_PAID, zalopayRefundMac } from '../gateways/zalopay';
import { asRecord, fieldText } from '../types';
import type { SandboxKeys } from './keys';
import type { CreateReply } from './outcome';
import { refundInLedger, type LedgerRefund } from './refund-ledger';

const REFUSALS: Record<Exclude<LedgerRefund['kind'], 'refunded'>, string> = {
  another_request: 'Mã hoàn tiền đã được dùng cho một yêu cầu khác',
  no_original: 'Giao dịch gốc không tồn tại hoặc chưa thanh toán',
  over: 'Số tiền hoàn vượt quá số tiền của giao dịch gốc',
};

export async function answerZaloPayRefund(db: Db, keys: SandboxKeys, raw: unknown): Promise<CreateReply> {
  const body = asRecord(raw) ?? {};
  const fields: Record<string, string> = {};
  for (const key of ['app_id', 'm_refund_id', 'zp_trans_id', 'amount', 'timestamp', 'description'] as const) fields[key] = fieldText(body, key) ?? '';
  const refuse = (subReturnCode: number, message: string): CreateReply => ({
    status: 200,
    body: { return_code: ZALOPAY_FAILED, return_message: 'Hoàn tiền thất bại', sub_return_code: subReturnCode, sub_return_message: message, refund_id: 0 },
  });
  if (!fields.app_id || !fields.m_refund_id || !fields.zp_trans_id || !fields.amount || !fields.timestamp) return refuse(-401, 'Yêu cầu thiếu dữ liệu');
  const expected = zalopayRefundMac(keys.zalopay.key1, fields as { app_id: string; zp_trans_id: string; amount: string; description: string; timestamp: string });
  if (fields.app_id !== String(keys.zalopay.appId) || !sameSignature(expected, body.mac)) return refuse(-402, 'Chữ ký (mac) không hợp lệ');
  if (!new RegExp(`^\\d{6}_${keys.zalopay.appId}_[A-Za-z0-9_-]{1,32}$`).test(fields.m_refund_id!)) return refuse(-401, 'm_refund_id không đúng định dạng yymmdd_appid_xxxx');
  const amount = Number(fields.amount);
  if (!Number.isSafeInteger(amount) || amount < 1000) return refuse(-401, 'Số tiền hoàn không hợp lệ');
  const result = await refundInLedger(db, {
    gateway: 'zalopay',
    key: fields.m_refund_id!,
    original: { transactionId: fields.zp_trans_id! },
    amount,
    digits: 15,
    details: { description: fields.description! },
  });
  if (result.kind !== 'refunded') return refuse(result.kind === 'over' ? -13 : result.kind === 'no_original' ? -101 : -68, REFUSALS[result.kind]);
  return {
    status: 200,
    body: { return_code: ZALOPAY_PAID, return_message: 'Hoàn tiền thành công', sub_return_code: 1, sub_return_message: 'Hoàn tiền thành công', refund_id: Number(result.transactionId) },
  };
}

/** 91 no such transaction, 93 an amount it cannot refund, 94 a request id already used. */
const VNPAY_REFUSAL_CODES: Record<Exclude<LedgerRefund['kind'], 'refunded'>, string> = { no_original: '91', over: '93', another_request: '94' };

/** VNPay's merchant API answers a refund request (vnp_Command=refund). */
export async function answerVnpayRefund(db: Db, keys: SandboxKeys, raw: unknown): Promise<CreateReply> {
  const body = asRecord(raw) ?? {};
  const reference = fieldText(body, 'vnp_TxnRef') ?? '';
  const signed = (fields: Record<string, string>): CreateReply => ({
    status: 200,
    body: { ...fields, vnp_SecureHash: vnpayPipeHash(keys.vnpay.hashSecret, VNPAY_REFUND_ANSWER_HASH_FIELDS, fields) },
  });
  const head = (code: string, message: string) => ({
    vnp_ResponseId: randomBytes(8).toString('hex'),
    vnp_Command: 'refund',
    vnp_ResponseCode: code,
    vnp_Message: message,
    vnp_TmnCode: keys.vnpay.tmnCode,
    vnp_TxnRef: reference,
  });
  if (!sameSignature(vnpayPipeHash(keys.vnpay.hashSecret, VNPAY_REFUND_HASH_FIELDS, body), body.vnp_SecureHash)) return signed(head('97', 'Sai chữ ký (checksum)'));
  if (fieldText(body, 'vnp_TmnCode') !== keys.vnpay.tmnCode) return signed(head('02', 'Mã website (vnp_TmnCode) không hợp lệ'));
  const type = fieldText(body, 'vnp_TransactionType') ?? '';
  const requestId = fieldText(body, 'vnp_RequestId') ?? '';
  const transactionNo = fieldText(body, 'vnp_TransactionNo') ?? '';
  const hundredths = Number(fieldText(body, 'vnp_Amount'));
  if (fieldText(body, 'vnp_Version') !== '2.1.0' || (type !== VNPAY_FULL_REFUND && type !== VNPAY_PARTIAL_REFUND) || !requestId || !reference || !transactionNo) {
    return signed(head('03', 'Dữ liệu gửi sang không đúng định dạng'));
  }
  if (!Number.isSafeInteger(hundredths) || hundredths % 100 !== 0 || hundredths < 100_000) return signed(head('93', 'Số tiền hoàn trả không hợp lệ'));
  const amount = hundredths / 100;
  // VNPay finds the transaction by its reference, its creation time and its number.
  const result = await refundInLedger(db, {
    gateway: 'vnpay',
    key: requestId,
    original: { transactionId: transactionNo, reference, createDate: fieldText(body, 'vnp_TransactionDate') ?? '' },
    amount,
    digits: 8,
    details: { orderInfo: fieldText(body, 'vnp_OrderInfo') ?? '', type },
  });
  if (result.kind !== 'refunded') return signed(head(VNPAY_REFUSAL_CODES[result.kind], result.kind === 'no_original' ? 'Không tìm thấy giao dịch yêu cầu hoàn trả' : REFUSALS[result.kind]));
  return signed({
    ...head('00', 'Yêu cầu hoàn tiền thành công'),
    vnp_Amount: String(hundredths),
    vnp_OrderInfo: fieldText(body, 'vnp_OrderInfo') ?? '',
    vnp_BankCode: result.original.details.bankCode || 'NCB',
    vnp_PayDate: result.original.completedAt ? vietnamTimestamp(result.original.completedAt) : '',
    vnp_TransactionNo: result.transactionId,
    vnp_TransactionType: type,
    vnp_TransactionStatus: '00',
  });
}
