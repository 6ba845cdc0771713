/**
 * VNPay 2.1.0: the pay URL (built here, no HTTP call) and IPN/return verification. HMAC-SHA512 (hash secret) over the
 * sorted, form-urlencoded `k=v&…` string of the non-empty vnp_* parameters (docs/vn-payments.md §3). Amount = VND × 100.
 * The status query (querydr) and the refund go to the merchant API, their requests and answers hashed over `|`-joined fields.
 */
import { randomBytes } from 'node:crypto';
import {
  GatewayError,
  asRecord,
  fieldText,
  postGatewayJson,
  type CallbackCheck,
  type GatewayCreateRequest,
  type GatewayCreateResult,
  type GatewayQueryRequest,
  type PaymentGateway,
  type QueryAnswer,
  type GatewayRefundRequest,
  type RefundAnswer,
} from '../types';
import { asciiText } from './ascii-text';
import { hmacHex, sameSignature } from './hmac';
import { vietnamTimestamp } from './vietnam-time';

export interface VnpayCredentials {
  tmnCode: string;
  hashSecret: string;
  /** `…/paymentv2/vpcpay.html` */
  url: string;
  /** The merchant API (querydr, refund): `…/merchant_webapi/api/transaction`; without it nothing is queried. */
  apiUrl?: string;
}

const HASH_FIELDS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);
const EXPIRE_MINUTES = 15;

/** Form-urlencoding as PHP urlencode / VNPay's Node demo: encodeURIComponent with spaces as `+`. */
export function vnpayEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/** Every non-empty vnp_* parameter except the hash fields, sorted by key (ASCII), encoded and joined. */
export function vnpaySignData(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && !HASH_FIELDS.has(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${vnpayEncode(key)}=${vnpayEncode(params[key]!)}`)
    .join('&');
}

export function vnpaySecureHash(hashSecret: string, params: Record<string, string>): string {
  return hmacHex('sha512', hashSecret, vnpaySignData(params));
}

/** The query string to send: the signed data with `vnp_SecureHash` appended last. */
export function vnpaySignedQuery(hashSecret: string, params: Record<string, string>): string {
  const data = vnpaySignData(params);
  return `${data}&vnp_SecureHash=${hmacHex('sha512', hashSecret, data)}`;
}

export const VNPAY_BANK_CODES = { vnpay_atm: 'VNBANK', vnpay_card: 'INTCARD' } as const;
export const VNPAY_SUCCESS = '00';
export const VNPAY_USER_CANCELLED = '24';

/** The string values of a parsed query (arrays and other types dropped). */
function stringParams(record: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === 'string') params[key] = value;
  return params;
}

/** The fields of the querydr request's hash, in order, joined with `|` (docs/vn-payments.md §3). */
export const VNPAY_QUERY_HASH_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The fields of the querydr answer's hash, in order, joined with `|` (a missing field counts as empty). */
export const VNPAY_QUERY_ANSWER_HASH_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

/** HMAC-SHA512 over the named fields' values joined with `|` (the merchant API's hashes). */
export function vnpayPipeHash(hashSecret: string, fields: readonly string[], record: Record<string, unknown>): string {
  return hmacHex('sha512', hashSecret, fields.map((key) => fieldText(record, key) ?? '').join('|'));
}

/** The production merchant API for the production pay host, the sandbox's for the sandbox; else unknown (set VNPAY_API_URL). */
export function vnpayApiUrlFor(payUrl: string): string | undefined {
  try {
    const host = new URL(payUrl).hostname;
    if (host === 'sandbox.vnpayment.vn') return 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction';
    if (host === 'pay.vnpay.vn') return 'https://merchant.vnpay.vn/merchant_webapi/api/transaction';
  } catch {
    // Not a URL: nothing to derive.
  }
  return undefined;
}

export interface VnpayQueryBody {
  vnp_RequestId: string;
  vnp_Version: '2.1.0';
  vnp_Command: 'querydr';
  vnp_TmnCode: string;
  vnp_TxnRef: string;
  vnp_OrderInfo: string;
  vnp_TransactionDate: string;
  vnp_CreateDate: string;
  vnp_IpAddr: string;
  vnp_SecureHash: string;
}

/** The querydr body for `request.reference`; vnp_TransactionDate is the payment's own vnp_CreateDate (its creation time). */
export function vnpayQueryBody(credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'>, request: Omit<GatewayQueryRequest, 'signal'>, requestId: string): VnpayQueryBody {
  const fields = {
    vnp_RequestId: requestId,
    vnp_Version: '2.1.0' as const,
    vnp_Command: 'querydr' as const,
    vnp_TmnCode: credentials.tmnCode,
    vnp_TxnRef: request.reference,
    vnp_OrderInfo: `Truy van giao dich ${request.reference}`,
    vnp_TransactionDate: vietnamTimestamp(request.startedAt),
    vnp_CreateDate: vietnamTimestamp(request.now),
    vnp_IpAddr: request.serverIp,
  };
  return { ...fields, vnp_SecureHash: vnpayPipeHash(credentials.hashSecret, VNPAY_QUERY_HASH_FIELDS, fields) };
}

/** A querydr vnp_RequestId: unique, at most 32 characters. */
export function newVnpayRequestId(): string {
  return `${Date.now().toString(36)}${randomBytes(8).toString('hex')}`.slice(0, 32);
}

/** vnp_TransactionStatus of a payment: 00 paid, 01 not finished, 02 failed (the shopper cancelled, the bank refused). */
export const VNPAY_STATUS_PAID = '00';
export const VNPAY_STATUS_PENDING = '01';
export const VNPAY_STATUS_FAILED = '02';

/**
 * Checks VNPay's querydr answer for `reference`. A successful query (vnp_ResponseCode 00) must carry a valid
 * vnp_SecureHash over its fields, our terminal and this transaction, or nothing is believed; an error answer (91 not
 * found, 94 asked too often, 97, 99…) says nothing about the payment. Amount ÷ 100.
 */
export function readVnpayQueryAnswer(credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'>, reference: string, raw: unknown): QueryAnswer {
  const refuse = (verdict: 'bad_signature' | 'malformed', reason: string): QueryAnswer => ({ state: 'refused', refusal: { ok: false, verdict, reference, reason }, raw });
  const body = asRecord(raw);
  if (!body) return refuse('malformed', 'not a JSON object');
  const responseCode = fieldText(body, 'vnp_ResponseCode') ?? '';
  if (responseCode !== VNPAY_SUCCESS) return { state: 'unknown', resultCode: `query ${responseCode || '?'}`, raw };
  if (!sameSignature(vnpayPipeHash(credentials.hashSecret, VNPAY_QUERY_ANSWER_HASH_FIELDS, body), body.vnp_SecureHash)) return refuse('bad_signature', 'checksum mismatch');
  if (fieldText(body, 'vnp_TmnCode') !== credentials.tmnCode) return refuse('malformed', 'another vnp_TmnCode');
  if (fieldText(body, 'vnp_TxnRef') !== reference) return refuse('malformed', 'another vnp_TxnRef');
  const status = fieldText(body, 'vnp_TransactionStatus') ?? '';
  const type = fieldText(body, 'vnp_TransactionType') ?? '';
  // 01 = a payment; refunds (02, 03) and reversals say nothing new about whether it was paid.
  if (type !== '01') return { state: 'unknown', resultCode: `type ${type} status ${status}`, raw };
  if (status === VNPAY_STATUS_PENDING) return { state: 'pending', resultCode: status, raw };
  if (status !== VNPAY_STATUS_PAID && status !== VNPAY_STATUS_FAILED) return { state: 'unknown', resultCode: status, raw };
  const hundredths = Number(fieldText(body, 'vnp_Amount'));
  if (!Number.isSafeInteger(hundredths) || hundredths % 100 !== 0) return refuse('malformed', 'bad vnp_Amount');
  const transactionNo = fieldText(body, 'vnp_TransactionNo') ?? '';
  const paid = status === VNPAY_STATUS_PAID;
  if (paid && !/^[1-9]\d*$/.test(transactionNo)) return refuse('malformed', 'paid without a vnp_TransactionNo');
  return { state: 'settled', check: { ok: true, reference, amount: hundredths / 100, success: paid, transactionId: paid ? transactionNo : null, resultCode: status }, raw };
}

/** The fields of the refund request's hash, in order, joined with `|` (docs/vn-payments.md §3). */
export const VNPAY_REFUND_HASH_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The fields of the refund answer's hash: the querydr answer's without the promotion fields. */
export const VNPAY_REFUND_ANSWER_HASH_FIELDS = VNPAY_QUERY_ANSWER_HASH_FIELDS.filter((field) => !field.startsWith('vnp_Promotion'));

/** vnp_TransactionType of a refund: 02 the whole payment, 03 part of it. */
export const VNPAY_FULL_REFUND = '02';
export const VNPAY_PARTIAL_REFUND = '03';
/** Who asks, as VNPay's portal shows it. */
const REFUND_CREATED_BY = 'he-thong-cua-hang';

export interface VnpayRefundBody {
  vnp_RequestId: string;
  vnp_Version: '2.1.0';
  vnp_Command: 'refund';
  vnp_TmnCode: string;
  vnp_TransactionType: string;
  vnp_TxnRef: string;
  vnp_Amount: string;
  vnp_TransactionNo: string;
  vnp_TransactionDate: string;
  vnp_CreateBy: string;
  vnp_CreateDate: string;
  vnp_IpAddr: string;
  vnp_OrderInfo: string;
  vnp_SecureHash: string;
}

/**
 * The refund body: vnp_RequestId is our refund reference (asking twice sends the same request), vnp_TxnRef and
 * vnp_TransactionDate the payment's own reference and vnp_CreateDate (its creation time), amount × 100.
 */
export function vnpayRefundBody(credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'>, request: Omit<GatewayRefundRequest, 'signal'>): VnpayRefundBody {
  const fields = {
    vnp_RequestId: request.refundReference,
    vnp_Version: '2.1.0' as const,
    vnp_Command: 'refund' as const,
    vnp_TmnCode: credentials.tmnCode,
    vnp_TransactionType: request.amount >= request.payment.amount ? VNPAY_FULL_REFUND : VNPAY_PARTIAL_REFUND,
    vnp_TxnRef: request.payment.reference,
    vnp_Amount: String(request.amount * 100),
    vnp_TransactionNo: request.transactionId,
    vnp_TransactionDate: vietnamTimestamp(request.payment.startedAt),
    vnp_CreateBy: REFUND_CREATED_BY,
    vnp_CreateDate: vietnamTimestamp(request.now),
    vnp_IpAddr: request.serverIp,
    vnp_OrderInfo: asciiText(request.description) || request.refundReference,
  };
  return { ...fields, vnp_SecureHash: vnpayPipeHash(credentials.hashSecret, VNPAY_REFUND_HASH_FIELDS, fields) };
}

/**
 * Checks VNPay's refund answer: 00 must carry a valid vnp_SecureHash, our terminal, this payment's vnp_TxnRef and
 * amount, and the refund's vnp_TransactionNo; any other code is VNPay refusing (93 amount, 91 not found, 94, 97…).
 */
export function readVnpayRefundAnswer(credentials: Pick<VnpayCredentials, 'tmnCode' | 'hashSecret'>, sent: Pick<VnpayRefundBody, 'vnp_TxnRef' | 'vnp_Amount'>, raw: unknown): RefundAnswer {
  const body = asRecord(raw);
  if (!body) return { state: 'refused', reason: 'VNPay trả lời không đúng định dạng', raw };
  const responseCode = fieldText(body, 'vnp_ResponseCode') ?? '';
  const message = fieldText(body, 'vnp_Message') ?? '';
  if (responseCode !== VNPAY_SUCCESS) return { state: 'refused', reason: `VNPay từ chối (mã ${responseCode || '?'}${message ? `: ${message}` : ''})`, raw };
  if (!sameSignature(vnpayPipeHash(credentials.hashSecret, VNPAY_REFUND_ANSWER_HASH_FIELDS, body), body.vnp_SecureHash)) {
    return { state: 'refused', reason: 'VNPay trả lời sai chữ ký', raw };
  }
  if (fieldText(body, 'vnp_TmnCode') !== credentials.tmnCode || fieldText(body, 'vnp_TxnRef') !== sent.vnp_TxnRef || fieldText(body, 'vnp_Amount') !== sent.vnp_Amount) {
    return { state: 'refused', reason: 'VNPay trả lời cho một yêu cầu khác', raw };
  }
  const transactionNo = fieldText(body, 'vnp_TransactionNo') ?? '';
  if (!/^[1-9]\d*$/.test(transactionNo)) return { state: 'refused', reason: 'VNPay không trả mã giao dịch hoàn tiền', raw };
  return { state: 'refunded', transactionId: transactionNo, raw };
}

export function createVnpayGateway(credentials: VnpayCredentials, sandbox: boolean, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const gateway: PaymentGateway = {
    provider: 'vnpay',
    sandbox,
    async create(request: GatewayCreateRequest): Promise<GatewayCreateResult> {
      const params: Record<string, string> = {
        vnp_Version: '2.1.0',
        vnp_Command: 'pay',
        vnp_TmnCode: credentials.tmnCode,
        vnp_Amount: String(request.amount * 100),
        vnp_CurrCode: 'VND',
        vnp_TxnRef: request.reference,
        vnp_OrderInfo: asciiText(request.orderInfo) || request.reference,
        vnp_OrderType: 'other',
        vnp_Locale: 'vn',
        vnp_ReturnUrl: request.returnUrl,
        vnp_IpAddr: request.clientIp,
        vnp_CreateDate: vietnamTimestamp(request.now),
        vnp_ExpireDate: vietnamTimestamp(new Date(request.now.getTime() + EXPIRE_MINUTES * 60_000)),
      };
      if (request.method === 'vnpay_atm' || request.method === 'vnpay_card') params.vnp_BankCode = VNPAY_BANK_CODES[request.method];
      return { payUrl: `${credentials.url}?${vnpaySignedQuery(credentials.hashSecret, params)}`, qrContent: null };
    },
    verifyCallback(raw: unknown): CallbackCheck {
      const record = asRecord(raw);
      if (!record) return { ok: false, verdict: 'malformed', reference: null, reason: 'no query' };
      const params = stringParams(record);
      const reference = params.vnp_TxnRef ?? null;
      if (!sameSignature(vnpaySecureHash(credentials.hashSecret, params), params.vnp_SecureHash)) {
        return { ok: false, verdict: 'bad_signature', reference, reason: 'checksum mismatch' };
      }
      for (const key of ['vnp_TmnCode', 'vnp_Amount', 'vnp_TxnRef', 'vnp_ResponseCode'] as const) {
        if (!params[key]) return { ok: false, verdict: 'malformed', reference, reason: `missing ${key}` };
      }
      if (params.vnp_TmnCode !== credentials.tmnCode) return { ok: false, verdict: 'malformed', reference, reason: 'another vnp_TmnCode' };
      const hundredths = Number(params.vnp_Amount);
      if (!Number.isSafeInteger(hundredths) || hundredths % 100 !== 0) return { ok: false, verdict: 'malformed', reference, reason: 'bad vnp_Amount' };
      const status = params.vnp_TransactionStatus ?? params.vnp_ResponseCode;
      return {
        ok: true,
        reference: params.vnp_TxnRef!,
        amount: hundredths / 100,
        success: params.vnp_ResponseCode === VNPAY_SUCCESS && status === VNPAY_SUCCESS,
        transactionId: params.vnp_TransactionNo || null,
        resultCode: params.vnp_ResponseCode!,
      };
    },
    // The return URL carries the IPN's parameters and hash.
    verifyReturn: (raw) => gateway.verifyCallback(raw),
    async query(request: GatewayQueryRequest): Promise<QueryAnswer> {
      const url = credentials.apiUrl;
      if (!url) throw new GatewayError('vnpay', 'VNPay merchant API unknown: set VNPAY_API_URL');
      const body = vnpayQueryBody(credentials, request, newVnpayRequestId());
      const answer = await postGatewayJson('vnpay', url, body, fetchImpl, request.signal);
      if (!answer.ok) throw new GatewayError('vnpay', `VNPay querydr failed: HTTP ${answer.status}`);
      return readVnpayQueryAnswer(credentials, request.reference, answer.body);
    },
    async refund(request: GatewayRefundRequest): Promise<RefundAnswer> {
      const url = credentials.apiUrl;
      if (!url) throw new GatewayError('vnpay', 'VNPay merchant API unknown: set VNPAY_API_URL');
      const body = vnpayRefundBody(credentials, request);
      const answer = await postGatewayJson('vnpay', url, body, fetchImpl, request.signal);
      if (!answer.ok) throw new GatewayError('vnpay', `VNPay refund failed: HTTP ${answer.status}`);
      return readVnpayRefundAnswer(credentials, body, answer.body);
    },
  };
  return gateway;
}
