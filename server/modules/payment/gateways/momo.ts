/**
 * MoMo AIO v2 (captureWallet): create and status query over HTTP, IPN/return verification. HMAC-SHA256 (secretKey) over the
 * a-z `key=value&…` raw strings of docs/vn-payments.md §1, values raw (no URL-encoding), lowercase hex.
 */
import { randomBytes } from 'node:crypto';
import {
  GatewayError,
  asRecord,
  fieldText,
  postGatewayJson,
  trustedTransport,
  type CallbackCheck,
  type GatewayCreateRequest,
  type GatewayCreateResult,
  type GatewayQueryRequest,
  type PaymentGateway,
  type QueryAnswer,
  type RefundAnswer,
} from '../types';
import { hmacHex, sameSignature } from './hmac';

export interface MomoCredentials {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** `…/v2/gateway/api/create` */
  endpoint: string;
}

export interface MomoCreateFields {
  accessKey: string;
  amount: string | number;
  extraData: string;
  ipnUrl: string;
  orderId: string;
  orderInfo: string;
  partnerCode: string;
  redirectUrl: string;
  requestId: string;
  requestType: string;
}

export interface MomoResultFields {
  accessKey: string;
  amount: string | number;
  extraData: string;
  message: string;
  orderId: string;
  orderInfo: string;
  orderType: string;
  partnerCode: string;
  payType: string;
  requestId: string;
  responseTime: string | number;
  resultCode: string | number;
  transId: string | number;
}

const CREATE_KEYS = ['accessKey', 'amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'] as const;
const RESULT_KEYS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

/** The IPN / redirect fields MoMo sends (the result raw string minus accessKey), plus `signature`. */
export const MOMO_RESULT_FIELDS = RESULT_KEYS.filter((key) => key !== 'accessKey');

function rawString(keys: readonly string[], fields: Record<string, string | number>): string {
  return keys.map((key) => `${key}=${fields[key] ?? ''}`).join('&');
}

export function momoCreateRaw(fields: MomoCreateFields): string {
  return rawString(CREATE_KEYS, fields as unknown as Record<string, string | number>);
}

export function momoCreateSignature(secretKey: string, fields: MomoCreateFields): string {
  return hmacHex('sha256', secretKey, momoCreateRaw(fields));
}

export function momoResultRaw(fields: MomoResultFields): string {
  return rawString(RESULT_KEYS, fields as unknown as Record<string, string | number>);
}

export function momoResultSignature(secretKey: string, fields: MomoResultFields): string {
  return hmacHex('sha256', secretKey, momoResultRaw(fields));
}

/** Result codes: 0 success; 1006 the shopper refused; 1000/7000/7002/9000 not final. */
export const MOMO_SUCCESS = 0;
export const MOMO_USER_CANCELLED = 1006;
/** Still under way: initiated (waiting for the shopper), processing, processing by the provider, authorised. */
export const MOMO_NOT_FINAL = new Set([1000, 7000, 7002, 9000]);
/**
 * The transaction itself ended without money: insufficient funds, refused by the issuer, cancelled, over a limit,
 * expired, refused by the shopper, account blocked, cancelled by the partner, promotion rule, restricted account,
 * shopper never logged in. Every other code (10–99: the request or MoMo's system) says nothing about the payment.
 */
export const MOMO_FINAL_FAILURES = new Set([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1017, 1026, 4001, 4100]);

/** MoMo's query endpoint beside its create endpoint (`…/v2/gateway/api/create` → `…/query`); null when it is not one. */
export function momoQueryEndpoint(createEndpoint: string): string | null {
  return /\/create$/.test(createEndpoint) ? createEndpoint.replace(/\/create$/, '/query') : null;
}

/** The query's raw string, keys a-z (docs/vn-payments.md §1, official Java SDK). */
export function momoQueryRaw(fields: { accessKey: string; orderId: string; partnerCode: string; requestId: string }): string {
  return `accessKey=${fields.accessKey}&orderId=${fields.orderId}&partnerCode=${fields.partnerCode}&requestId=${fields.requestId}`;
}

export interface MomoQueryBody {
  partnerCode: string;
  requestId: string;
  orderId: string;
  lang: 'vi';
  signature: string;
}

/** The body of `POST …/v2/gateway/api/query` for `orderId`, signed with the secret key. */
export function momoQueryBody(credentials: Pick<MomoCredentials, 'partnerCode' | 'accessKey' | 'secretKey'>, orderId: string, requestId: string): MomoQueryBody {
  const signature = hmacHex('sha256', credentials.secretKey, momoQueryRaw({ accessKey: credentials.accessKey, orderId, partnerCode: credentials.partnerCode, requestId }));
  return { partnerCode: credentials.partnerCode, requestId, orderId, lang: 'vi', signature };
}

/**
 * Checks MoMo's answer to our query. It is unsigned, so it must echo what we asked — our partner code, the order and
 * the fresh requestId of this very query (an old or another answer replayed does not fit) — with a whole amount and
 * result code, and a MoMo transaction id when it says paid.
 */
export function readMomoQueryAnswer(credentials: Pick<MomoCredentials, 'partnerCode'>, sent: Pick<MomoQueryBody, 'orderId' | 'requestId'>, raw: unknown): QueryAnswer {
  const refuse = (reason: string): QueryAnswer => ({ state: 'refused', refusal: { ok: false, verdict: 'malformed', reference: sent.orderId, reason }, raw });
  const body = asRecord(raw);
  if (!body) return refuse('not a JSON object');
  if (fieldText(body, 'partnerCode') !== credentials.partnerCode) return refuse('another partnerCode');
  if (fieldText(body, 'orderId') !== sent.orderId) return refuse('another orderId');
  if (fieldText(body, 'requestId') !== sent.requestId) return refuse('another requestId (not the answer to this query)');
  const resultCode = Number(fieldText(body, 'resultCode'));
  if (!Number.isSafeInteger(resultCode)) return refuse('resultCode is not an integer');
  if (MOMO_NOT_FINAL.has(resultCode)) return { state: 'pending', resultCode: String(resultCode), raw };
  const amount = Number(fieldText(body, 'amount'));
  if (MOMO_FINAL_FAILURES.has(resultCode)) {
    // Without the amount the failure cannot be matched to the payment like a callback's: left as it is.
    if (!Number.isSafeInteger(amount)) return { state: 'unknown', resultCode: String(resultCode), raw };
    return { state: 'settled', check: { ok: true, reference: sent.orderId, amount, success: false, transactionId: null, resultCode: String(resultCode) }, raw };
  }
  if (resultCode !== MOMO_SUCCESS) return { state: 'unknown', resultCode: String(resultCode), raw };
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse('paid with no whole positive amount');
  const transId = fieldText(body, 'transId') ?? '';
  if (!/^[1-9]\d*$/.test(transId)) return refuse('paid without a MoMo transId');
  return { state: 'settled', check: { ok: true, reference: sent.orderId, amount, success: true, transactionId: transId, resultCode: String(resultCode) }, raw };
}

/** MoMo's refund endpoint beside its create endpoint (`…/create` → `…/refund`); null when it is not one. */
export function momoRefundEndpoint(createEndpoint: string): string | null {
  return /\/create$/.test(createEndpoint) ? createEndpoint.replace(/\/create$/, '/refund') : null;
}

export interface MomoRefundFields {
  accessKey: string;
  amount: string | number;
  description: string;
  orderId: string;
  partnerCode: string;
  requestId: string;
  transId: string | number;
}

/** The refund's raw string, keys a-z (docs/vn-payments.md §1, official Java SDK `RefundTransaction`). */
export function momoRefundRaw(fields: MomoRefundFields): string {
  return `accessKey=${fields.accessKey}&amount=${fields.amount}&description=${fields.description}&orderId=${fields.orderId}&partnerCode=${fields.partnerCode}&requestId=${fields.requestId}&transId=${fields.transId}`;
}

export function momoRefundSignature(secretKey: string, fields: MomoRefundFields): string {
  return hmacHex('sha256', secretKey, momoRefundRaw(fields));
}

/**
 * MoMo's refund answer (unsigned, like the query's): it must echo our partner code, refund orderId and requestId, and
 * carry a transId when it says 0 (success).
 */
export function readMomoRefundAnswer(credentials: Pick<MomoCredentials, 'partnerCode'>, sent: { orderId: string; requestId: string }, raw: unknown): RefundAnswer {
  const body = asRecord(raw);
  if (!body) return { state: 'refused', reason: 'MoMo trả lời không đúng định dạng', raw };
  const resultCode = Number(fieldText(body, 'resultCode'));
  const message = fieldText(body, 'message') ?? '';
  if (resultCode !== MOMO_SUCCESS) return { state: 'refused', reason: `MoMo từ chối (mã ${fieldText(body, 'resultCode') ?? '?'}${message ? `: ${message}` : ''})`, raw };
  if (fieldText(body, 'partnerCode') !== credentials.partnerCode || fieldText(body, 'orderId') !== sent.orderId || fieldText(body, 'requestId') !== sent.requestId) {
    return { state: 'refused', reason: 'MoMo trả lời cho một yêu cầu khác', raw };
  }
  const transId = fieldText(body, 'transId') ?? '';
  if (!/^[1-9]\d*$/.test(transId)) return { state: 'refused', reason: 'MoMo không trả mã giao dịch hoàn tiền', raw };
  return { state: 'refunded', transactionId: transId, raw };
}

/** A requestId for one query: unique, within MoMo's 50 characters. */
export function newQueryRequestId(): string {
  return `Q${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function createMomoGateway(credentials: MomoCredentials, sandbox: boolean, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const gateway: PaymentGateway = {
    provider: 'momo',
    sandbox,
    async create(request: GatewayCreateRequest): Promise<GatewayCreateResult> {
      const fields: MomoCreateFields = {
        accessKey: credentials.accessKey,
        amount: request.amount,
        extraData: '',
        ipnUrl: request.callbackUrl,
        orderId: request.reference,
        orderInfo: request.orderInfo,
        partnerCode: credentials.partnerCode,
        redirectUrl: request.returnUrl,
        requestId: request.reference,
        requestType: 'captureWallet',
      };
      const { accessKey: _accessKey, ...sent } = fields;
      const { status, body } = await postGatewayJson(
        'momo',
        credentials.endpoint,
        { ...sent, lang: 'vi', signature: momoCreateSignature(credentials.secretKey, fields) },
        fetchImpl,
      );
      const payUrl = body && typeof body.payUrl === 'string' ? body.payUrl : null;
      if (!body || Number(body.resultCode) !== MOMO_SUCCESS || !payUrl) {
        throw new GatewayError('momo', `MoMo create refused: HTTP ${status} resultCode ${String(body?.resultCode)} ${String(body?.message)}`);
      }
      return { payUrl, qrContent: null };
    },
    verifyCallback(raw: unknown): CallbackCheck {
      const record = asRecord(raw);
      if (!record) return { ok: false, verdict: 'malformed', reference: null, reason: 'not an object' };
      const reference = fieldText(record, 'orderId') ?? null;
      const values: Record<string, string> = {};
      for (const key of MOMO_RESULT_FIELDS) {
        const value = fieldText(record, key);
        if (value === undefined) return { ok: false, verdict: 'malformed', reference, reason: `missing ${key}` };
        values[key] = value;
      }
      const expected = momoResultSignature(credentials.secretKey, { ...(values as unknown as MomoResultFields), accessKey: credentials.accessKey });
      if (!sameSignature(expected, record.signature)) return { ok: false, verdict: 'bad_signature', reference, reason: 'signature mismatch' };
      if (values.partnerCode !== credentials.partnerCode) return { ok: false, verdict: 'malformed', reference, reason: 'another partnerCode' };
      const amount = Number(values.amount);
      if (!Number.isSafeInteger(amount)) return { ok: false, verdict: 'malformed', reference, reason: 'amount not an integer' };
      return {
        ok: true,
        reference: values.orderId!,
        amount,
        success: Number(values.resultCode) === MOMO_SUCCESS,
        transactionId: values.transId || null,
        resultCode: values.resultCode!,
      };
    },
    // The redirect carries the IPN's fields and signature.
    verifyReturn: (raw) => gateway.verifyCallback(raw),
    async query(request: GatewayQueryRequest): Promise<QueryAnswer> {
      const url = momoQueryEndpoint(credentials.endpoint);
      if (!url) throw new GatewayError('momo', `MoMo query endpoint unknown: MOMO_ENDPOINT ${credentials.endpoint} does not end in /create`);
      // The local sandbox is this server (its answers move no real money): it may be reached however it is configured.
      if (!sandbox && !trustedTransport(url)) throw new GatewayError('momo', `MoMo query refused: its answer is unsigned, so it is only asked over https (${new URL(url).origin})`);
      const body = momoQueryBody(credentials, request.reference, newQueryRequestId());
      const answer = await postGatewayJson('momo', url, body, fetchImpl, request.signal);
      // MoMo answers its own refusals (bad request, unknown order) with a 4xx and a JSON body: read those too.
      if (!answer.body && !answer.ok) throw new GatewayError('momo', `MoMo query failed: HTTP ${answer.status}`);
      return readMomoQueryAnswer(credentials, body, answer.body);
    },
    async refund(request): Promise<RefundAnswer> {
      const url = momoRefundEndpoint(credentials.endpoint);
      if (!url) throw new GatewayError('momo', `MoMo refund endpoint unknown: MOMO_ENDPOINT ${credentials.endpoint} does not end in /create`);
      if (!sandbox && !trustedTransport(url)) throw new GatewayError('momo', `MoMo refund refused: its answer is unsigned, so it is only asked over https (${new URL(url).origin})`);
      const fields: MomoRefundFields = {
        accessKey: credentials.accessKey,
        amount: request.amount,
        description: request.description,
        orderId: request.refundReference,
        partnerCode: credentials.partnerCode,
        requestId: request.refundReference,
        transId: request.transactionId,
      };
      const { accessKey: _accessKey, ...sent } = fields;
      const body = { ...sent, lang: 'vi', signature: momoRefundSignature(credentials.secretKey, fields) };
      const answer = await postGatewayJson('momo', url, body, fetchImpl, request.signal);
      if (!answer.body && !answer.ok) throw new GatewayError('momo', `MoMo refund failed: HTTP ${answer.status}`);
      return readMomoRefundAnswer(credentials, { orderId: fields.orderId, requestId: fields.requestId }, answer.body);
    },
  };
  return gateway;
}
