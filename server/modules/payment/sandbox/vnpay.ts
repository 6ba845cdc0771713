/** The sandbox playing VNPay: checks the pay URL's vnp_SecureHash, then signs the IPN query and the return query. */
import { sameSignature } from '../gateways/hmac';
import { vietnamTimestamp } from '../gateways/vietnam-time';
import { VNPAY_SUCCESS, VNPAY_USER_CANCELLED, vnpaySecureHash, vnpaySignedQuery } from '../gateways/vnpay';
import { originOf } from '../origin';
import { asRecord } from '../types';
import type { SandboxKeys } from './keys';
import { transactionNumber, type Completion, type Outcome, type Recorded } from './outcome';
import { TICKET_TTL_MS, type PayTicket } from './ticket';

export type VnpayRequestCheck = { ok: true; ticket: PayTicket } | { ok: false; message: string };

/** `ipnUrl`: the merchant's registered IPN URL (VNPay's is set in its portal, not in the request). */
export function acceptVnpayRequest(raw: unknown, keys: SandboxKeys, ipnUrl: string): VnpayRequestCheck {
  const record = asRecord(raw) ?? {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === 'string') params[key] = value;
  if (!sameSignature(vnpaySecureHash(keys.vnpay.hashSecret, params), params.vnp_SecureHash)) return { ok: false, message: 'Sai chữ ký (vnp_SecureHash).' };
  if (params.vnp_TmnCode !== keys.vnpay.tmnCode) return { ok: false, message: 'Mã website (vnp_TmnCode) không tồn tại.' };
  if (params.vnp_Version !== '2.1.0' || params.vnp_Command !== 'pay' || params.vnp_CurrCode !== 'VND') return { ok: false, message: 'Phiên bản, lệnh hoặc loại tiền không hỗ trợ.' };
  const hundredths = Number(params.vnp_Amount);
  if (!Number.isSafeInteger(hundredths) || hundredths <= 0 || hundredths % 100 !== 0) return { ok: false, message: 'Số tiền (vnp_Amount) không hợp lệ.' };
  if (!params.vnp_TxnRef) return { ok: false, message: 'Thiếu mã giao dịch (vnp_TxnRef).' };
  if (!originOf(params.vnp_ReturnUrl)) return { ok: false, message: 'Địa chỉ trả về (vnp_ReturnUrl) không hợp lệ.' };
  return {
    ok: true,
    ticket: {
      gateway: 'vnpay',
      reference: params.vnp_TxnRef,
      amount: hundredths / 100,
      orderInfo: params.vnp_OrderInfo ?? '',
      returnUrl: params.vnp_ReturnUrl!,
      callbackUrl: ipnUrl,
      // vnp_CreateDate: what a querydr names as vnp_TransactionDate.
      extra: { bankCode: params.vnp_BankCode ?? '', createDate: params.vnp_CreateDate ?? '' },
      expiresAt: Date.now() + TICKET_TTL_MS,
    },
  };
}

export function completeVnpay(ticket: PayTicket, outcome: Outcome, keys: SandboxKeys, recorded?: Recorded): Completion {
  const paid = outcome === 'pay';
  const bankCode = ticket.extra.bankCode || 'NCB';
  const params: Record<string, string> = {
    vnp_TmnCode: keys.vnpay.tmnCode,
    vnp_Amount: String(ticket.amount * 100),
    vnp_BankCode: bankCode,
    vnp_BankTranNo: paid ? `VNP${transactionNumber(8)}` : '',
    vnp_CardType: bankCode === 'INTCARD' ? 'VISA' : 'ATM',
    vnp_PayDate: vietnamTimestamp(recorded?.completedAt ?? new Date()),
    vnp_OrderInfo: ticket.orderInfo,
    vnp_TransactionNo: paid ? (recorded?.transactionId ?? transactionNumber(8)) : '0',
    vnp_ResponseCode: paid ? VNPAY_SUCCESS : VNPAY_USER_CANCELLED,
    vnp_TransactionStatus: paid ? VNPAY_SUCCESS : '02',
    vnp_TxnRef: ticket.reference,
  };
  const query = vnpaySignedQuery(keys.vnpay.hashSecret, params);
  const join = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
  return { callback: { method: 'GET', url: join(ticket.callbackUrl) }, redirectUrl: join(ticket.returnUrl) };
}
