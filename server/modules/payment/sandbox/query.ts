/**
 * The sandbox answering the gateways' query APIs from its ledger (ledger.ts), in each gateway's shape: MoMo
 * `/v2/gateway/api/query`, ZaloPay `/v2/query`, VNPay querydr. Each checks the request's signature as the gateway does;
 * only VNPay signs its answer (MoMo's and ZaloPay's are unsigned, as theirs are).
 */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import type { SandboxTransactionRow } from '../../../db/schema';
import { hmacHex, sameSignature } from '../gateways/hmac';
import { MOMO_SUCCESS, MOMO_USER_CANCELLED, momoQueryRaw } from '../gateways/momo';
import { vietnamTimestamp } from '../gateways/vietnam-time';
import { VNPAY_QUERY_ANSWER_HASH_FIELDS, VNPAY_QUERY_HASH_FIELDS, VNPAY_STATUS_FAILED, VNPAY_STATUS_PAID, VNPAY_STATUS_PENDING, vnpayPipeHash } from '../gateways/vnpay';
import { ZALOPAY_FAILED, ZALOPAY_PAID, ZALOPAY_PROCESSING, zalopayQueryMac } from '../gateways/zalopay';
import { asRecord, fieldText } from '../types';
import type { SandboxKeys } from './keys';
import { findSandboxTransaction } from './ledger';
import type { CreateReply } from './outcome';

const MOMO_PENDING = 1000;
const MOMO_NOT_FOUND = 42;

export async function answerMomoQuery(db: DbOrTx, keys: SandboxKeys, raw: unknown): Promise<CreateReply> {
  const body = asRecord(raw) ?? {};
  const [partnerCode, requestId, orderId] = (['partnerCode', 'requestId', 'orderId'] as const).map((key) => fieldText(body, key));
  const echo = { partnerCode, requestId, orderId, responseTime: Date.now() };
  if (!partnerCode || !requestId || !orderId) return { status: 400, body: { ...echo, resultCode: 20, message: 'Yêu cầu sai định dạng' } };
  const expected = hmacHex('sha256', keys.momo.secretKey, momoQueryRaw({ accessKey: keys.momo.accessKey, orderId, partnerCode, requestId }));
  if (partnerCode !== keys.momo.partnerCode || !sameSignature(expected, body.signature)) {
    return { status: 400, body: { ...echo, resultCode: 11, message: 'Chữ ký không hợp lệ' } };
  }
  const row = await findSandboxTransaction(db, 'momo', orderId);
  if (!row) return { status: 200, body: { ...echo, amount: 0, transId: 0, payType: '', extraData: '', refundTrans: [], resultCode: MOMO_NOT_FOUND, message: 'Mã đơn hàng không tồn tại' } };
  const [resultCode, message] =
    row.status === 'paid'
      ? [MOMO_SUCCESS, 'Thành công.']
      : row.status === 'cancelled'
        ? [MOMO_USER_CANCELLED, 'Giao dịch bị từ chối bởi người dùng.']
        : [MOMO_PENDING, 'Giao dịch đã được khởi tạo, chờ người dùng xác nhận thanh toán.'];
  return {
    status: 200,
    body: {
      ...echo,
      extraData: row.details.extraData ?? '',
      amount: row.amount,
      transId: row.status === 'pending' ? 0 : Number(row.transactionId ?? 0),
      payType: row.status === 'paid' ? 'qr' : '',
      resultCode,
      message,
      refundTrans: [],
      lastUpdated: (row.completedAt ?? row.createdAt).getTime(),
    },
  };
}

export async function answerZaloPayQuery(db: DbOrTx, keys: SandboxKeys, raw: unknown): Promise<CreateReply> {
  const body = asRecord(raw) ?? {};
  const appId = fieldText(body, 'app_id');
  const appTransId = fieldText(body, 'app_trans_id');
  const refuse = (subReturnCode: number, message: string): CreateReply => ({
    status: 200,
    body: { return_code: ZALOPAY_FAILED, return_message: 'Giao dịch thất bại', sub_return_code: subReturnCode, sub_return_message: message, is_processing: false, amount: 0, zp_trans_id: 0 },
  });
  if (!appId || !appTransId) return refuse(-401, 'Thiếu app_id hoặc app_trans_id');
  if (appId !== String(keys.zalopay.appId) || !sameSignature(zalopayQueryMac(keys.zalopay.key1, appId, appTransId), body.mac)) return refuse(-402, 'Chữ ký (mac) không hợp lệ');
  const row = await findSandboxTransaction(db, 'zalopay', appTransId);
  if (!row) return refuse(-401, 'Không tìm thấy giao dịch');
  const common = { is_processing: false, amount: row.amount, discount_amount: 0, server_time: Date.now() };
  if (row.status === 'paid') {
    return { status: 200, body: { return_code: ZALOPAY_PAID, return_message: 'Giao dịch thành công', sub_return_code: 1, sub_return_message: 'Giao dịch thành công', ...common, zp_trans_id: Number(row.transactionId) } };
  }
  if (row.status === 'cancelled') {
    return { status: 200, body: { return_code: ZALOPAY_FAILED, return_message: 'Giao dịch thất bại', sub_return_code: -329, sub_return_message: 'Người dùng đã hủy giao dịch thanh toán', ...common, zp_trans_id: 0 } };
  }
  return { status: 200, body: { return_code: ZALOPAY_PROCESSING, return_message: 'Giao dịch chưa được thanh toán', sub_return_code: 0, sub_return_message: 'Giao dịch chưa thực hiện hoặc đang xử lý', ...common, zp_trans_id: 0 } };
}

const VNPAY_STATUS: Record<SandboxTransactionRow['status'], string> = { paid: VNPAY_STATUS_PAID, pending: VNPAY_STATUS_PENDING, cancelled: VNPAY_STATUS_FAILED };

export async function answerVnpayQuery(db: DbOrTx, keys: SandboxKeys, raw: unknown): Promise<CreateReply> {
  const body = asRecord(raw) ?? {};
  const signed = (fields: Record<string, string>): CreateReply => ({
    status: 200,
    body: { ...fields, vnp_SecureHash: vnpayPipeHash(keys.vnpay.hashSecret, VNPAY_QUERY_ANSWER_HASH_FIELDS, fields) },
  });
  const head = (code: string, message: string) => ({
    vnp_ResponseId: randomBytes(8).toString('hex'),
    vnp_Command: 'querydr',
    vnp_ResponseCode: code,
    vnp_Message: message,
    vnp_TmnCode: keys.vnpay.tmnCode,
  });
  if (!sameSignature(vnpayPipeHash(keys.vnpay.hashSecret, VNPAY_QUERY_HASH_FIELDS, body), body.vnp_SecureHash)) return signed(head('97', 'Sai chữ ký (checksum)'));
  if (fieldText(body, 'vnp_TmnCode') !== keys.vnpay.tmnCode) return signed(head('02', 'Mã website (vnp_TmnCode) không hợp lệ'));
  if (fieldText(body, 'vnp_Command') !== 'querydr' || fieldText(body, 'vnp_Version') !== '2.1.0') return signed(head('03', 'Dữ liệu gửi sang không đúng định dạng'));
  const reference = fieldText(body, 'vnp_TxnRef') ?? '';
  const row = reference ? await findSandboxTransaction(db, 'vnpay', reference) : null;
  // VNPay finds a transaction by its reference and its creation time.
  if (!row || row.details.createDate !== fieldText(body, 'vnp_TransactionDate')) return signed({ ...head('91', 'Không tìm thấy giao dịch yêu cầu'), vnp_TxnRef: reference });
  const paid = row.status === 'paid';
  return signed({
    ...head('00', 'QueryDR Success'),
    vnp_TxnRef: row.reference,
    vnp_Amount: String(row.amount * 100),
    vnp_OrderInfo: row.details.orderInfo ?? '',
    vnp_BankCode: row.details.bankCode || 'NCB',
    vnp_PayDate: row.completedAt ? vietnamTimestamp(row.completedAt) : '',
    vnp_TransactionNo: paid ? (row.transactionId ?? '0') : '0',
    vnp_TransactionType: '01',
    vnp_TransactionStatus: VNPAY_STATUS[row.status],
    vnp_PromotionCode: '',
    vnp_PromotionAmount: '',
  });
}
