/**
 * VNPay 2.1.0: the pay URL (built here, no HTTP call) and IPN/return verification. HMAC-SHA512 (hash secret) over the
 * sorted, form-urlencoded `k=v&…` string of the non-empty vnp_* parameters (docs/vn-payments.md §3). Amount = VND × 100.
 */
import { asRecord, type CallbackCheck, type GatewayCreateRequest, type GatewayCreateResult, type PaymentGateway } from '../types';
import { asciiText } from './ascii-text';
import { hmacHex, sameSignature } from './hmac';
import { vietnamTimestamp } from './vietnam-time';

export interface VnpayCredentials {
  tmnCode: string;
  hashSecret: string;
  /** `…/paymentv2/vpcpay.html` */
  url: string;
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

export function createVnpayGateway(credentials: VnpayCredentials, sandbox: boolean): PaymentGateway {
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
  };
  return gateway;
}
