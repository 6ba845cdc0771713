/**
 * ZaloPay v2: create over HTTP (mac = HMAC-SHA256 key1 over `app_id|app_trans_id|app_user|amount|app_time|embed_data|item`),
 * callback (mac = HMAC-SHA256 key2 over the raw `data` string as received), redirect checksum (key2), status query
 * (mac = HMAC-SHA256 key1 over `app_id|app_trans_id|key1`), refund (mac = HMAC-SHA256 key1 over
 * `app_id|zp_trans_id|amount|description|timestamp`). docs/vn-payments.md §2.
 */
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
  type GatewayRefundRequest,
  type RefundAnswer,
} from '../types';
import { hmacHex, sameSignature } from './hmac';
import { vietnamYymmdd } from './vietnam-time';

export interface ZaloPayCredentials {
  appId: number;
  key1: string;
  key2: string;
  /** `…/v2/create` */
  endpoint: string;
}

export interface ZaloPayOrderFields {
  app_id: number | string;
  app_trans_id: string;
  app_user: string;
  amount: number | string;
  app_time: number | string;
  embed_data: string;
  item: string;
}

export interface ZaloPayRedirectFields {
  appid: string;
  apptransid: string;
  pmcid: string;
  bankcode: string;
  amount: string;
  discountamount: string;
  status: string;
}

export function zalopayCreateMac(key1: string, f: ZaloPayOrderFields): string {
  return hmacHex('sha256', key1, `${f.app_id}|${f.app_trans_id}|${f.app_user}|${f.amount}|${f.app_time}|${f.embed_data}|${f.item}`);
}

/** The callback mac: over `data` exactly as received, never re-serialised. */
export function zalopayCallbackMac(key2: string, data: string): string {
  return hmacHex('sha256', key2, data);
}

export const ZALOPAY_REDIRECT_FIELDS = ['appid', 'apptransid', 'pmcid', 'bankcode', 'amount', 'discountamount', 'status'] as const;

export function zalopayRedirectChecksum(key2: string, f: ZaloPayRedirectFields): string {
  return hmacHex('sha256', key2, ZALOPAY_REDIRECT_FIELDS.map((key) => f[key]).join('|'));
}

/** `yymmdd_<reference>`, the date in Vietnam time. */
export function zalopayAppTransId(reference: string, now: Date): string {
  return `${vietnamYymmdd(now)}_${reference}`;
}

/** The reference inside an app_trans_id, or null when it is not `yymmdd_…`. */
export function referenceFromAppTransId(appTransId: string | undefined): string | null {
  const match = appTransId ? /^\d{6}_(.+)$/.exec(appTransId) : null;
  return match?.[1] ?? null;
}

/** ZaloPay's query endpoint beside its create endpoint (`…/v2/create` → `…/v2/query`); null when it is not one. */
export function zalopayQueryEndpoint(createEndpoint: string): string | null {
  return /\/create$/.test(createEndpoint) ? createEndpoint.replace(/\/create$/, '/query') : null;
}

/** The query's mac: HMAC-SHA256(key1, `app_id|app_trans_id|key1`) — key1 is both the key and the last field. */
export function zalopayQueryMac(key1: string, appId: number | string, appTransId: string): string {
  return hmacHex('sha256', key1, `${appId}|${appTransId}|${key1}`);
}

export interface ZaloPayQueryBody {
  app_id: number;
  app_trans_id: string;
  mac: string;
}

export function zalopayQueryBody(credentials: Pick<ZaloPayCredentials, 'appId' | 'key1'>, appTransId: string): ZaloPayQueryBody {
  return { app_id: credentials.appId, app_trans_id: appTransId, mac: zalopayQueryMac(credentials.key1, credentials.appId, appTransId) };
}

/** return_code: 1 paid, 2 failed, 3 not paid yet / processing. */
export const ZALOPAY_PAID = 1;
export const ZALOPAY_FAILED = 2;
export const ZALOPAY_PROCESSING = 3;
/**
 * With return_code 2, the sub codes that are about the transaction itself (its payment code expired; the shopper
 * cancelled). Every other sub code is the request or ZaloPay's system (bad mac, maintenance…): nothing is concluded.
 */
export const ZALOPAY_FINAL_FAILURES = new Set([-322, -329]);

/**
 * Checks ZaloPay's answer to our query for `reference`. It is unsigned (ZaloPay's spec has no mac on it), so a paid
 * answer must be complete — not processing, a whole positive amount, a ZaloPay transaction id — and a failure counts
 * only with a sub code about the transaction.
 */
export function readZaloPayQueryAnswer(reference: string, raw: unknown): QueryAnswer {
  const refuse = (reason: string): QueryAnswer => ({ state: 'refused', refusal: { ok: false, verdict: 'malformed', reference, reason }, raw });
  const body = asRecord(raw);
  if (!body) return refuse('not a JSON object');
  const returnCode = Number(fieldText(body, 'return_code'));
  const subCode = Number(fieldText(body, 'sub_return_code'));
  if (!Number.isSafeInteger(returnCode)) return refuse('return_code is not an integer');
  const code = `${returnCode}/${fieldText(body, 'sub_return_code') ?? ''}`;
  if (returnCode === ZALOPAY_PROCESSING || (returnCode === ZALOPAY_PAID && body.is_processing === true)) return { state: 'pending', resultCode: code, raw };
  if (returnCode === ZALOPAY_FAILED && ZALOPAY_FINAL_FAILURES.has(subCode)) {
    const amount = Number(fieldText(body, 'amount'));
    if (!Number.isSafeInteger(amount)) return { state: 'unknown', resultCode: code, raw };
    return { state: 'settled', check: { ok: true, reference, amount, success: false, transactionId: null, resultCode: code }, raw };
  }
  if (returnCode !== ZALOPAY_PAID) return { state: 'unknown', resultCode: code, raw };
  const amount = Number(fieldText(body, 'amount'));
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse('paid with no whole positive amount');
  const transactionId = fieldText(body, 'zp_trans_id') ?? '';
  if (!/^[1-9]\d*$/.test(transactionId)) return refuse('paid without a zp_trans_id');
  return { state: 'settled', check: { ok: true, reference, amount, success: true, transactionId, resultCode: code }, raw };
}

/** ZaloPay's refund endpoint beside its create endpoint (`…/v2/create` → `…/v2/refund`); null when it is not one. */
export function zalopayRefundEndpoint(createEndpoint: string): string | null {
  return /\/create$/.test(createEndpoint) ? createEndpoint.replace(/\/create$/, '/refund') : null;
}

/** `yymmdd_<app_id>_<ours>`, the date in Vietnam time: ZaloPay's key for one refund. */
export function zalopayRefundId(appId: number | string, refundReference: string, date: Date): string {
  return `${vietnamYymmdd(date)}_${appId}_${refundReference}`;
}

export interface ZaloPayRefundFields {
  app_id: number | string;
  zp_trans_id: string;
  amount: number | string;
  description: string;
  timestamp: number | string;
}

export function zalopayRefundMac(key1: string, f: ZaloPayRefundFields): string {
  return hmacHex('sha256', key1, `${f.app_id}|${f.zp_trans_id}|${f.amount}|${f.description}|${f.timestamp}`);
}

export interface ZaloPayRefundBody extends ZaloPayRefundFields {
  app_id: number;
  m_refund_id: string;
  mac: string;
}

export function zalopayRefundBody(credentials: Pick<ZaloPayCredentials, 'appId' | 'key1'>, request: Pick<GatewayRefundRequest, 'refundReference' | 'transactionId' | 'amount' | 'description' | 'requestedAt' | 'now'>): ZaloPayRefundBody {
  const fields = { app_id: credentials.appId, zp_trans_id: request.transactionId, amount: request.amount, description: request.description.slice(0, 100), timestamp: request.now.getTime() };
  return { ...fields, m_refund_id: zalopayRefundId(credentials.appId, request.refundReference, request.requestedAt), mac: zalopayRefundMac(credentials.key1, fields) };
}

/**
 * ZaloPay's refund answer (unsigned, like its query's): 1 refunded, with its refund_id; 3 taken but still processing
 * (the refund stays pending); 2 refused, with its reason.
 */
export function readZaloPayRefundAnswer(raw: unknown): RefundAnswer {
  const body = asRecord(raw);
  if (!body) return { state: 'refused', reason: 'ZaloPay trả lời không đúng định dạng', raw };
  const returnCode = Number(fieldText(body, 'return_code'));
  const message = fieldText(body, 'sub_return_message') || fieldText(body, 'return_message') || '';
  const code = `${fieldText(body, 'return_code') ?? '?'}/${fieldText(body, 'sub_return_code') ?? ''}`;
  if (returnCode === ZALOPAY_PROCESSING) return { state: 'processing', reason: `ZaloPay đang xử lý (mã ${code})`, raw };
  if (returnCode !== ZALOPAY_PAID) return { state: 'refused', reason: `ZaloPay từ chối (mã ${code}${message ? `: ${message}` : ''})`, raw };
  const refundId = fieldText(body, 'refund_id') ?? '';
  if (!/^[1-9]\d*$/.test(refundId)) return { state: 'refused', reason: 'ZaloPay không trả mã giao dịch hoàn tiền', raw };
  return { state: 'refunded', transactionId: refundId, raw };
}

export function createZaloPayGateway(credentials: ZaloPayCredentials, sandbox: boolean, fetchImpl: typeof fetch = fetch): PaymentGateway {
  return {
    provider: 'zalopay',
    sandbox,
    async create(request: GatewayCreateRequest): Promise<GatewayCreateResult> {
      const order: ZaloPayOrderFields = {
        app_id: credentials.appId,
        app_trans_id: zalopayAppTransId(request.reference, request.now),
        app_user: request.appUser.slice(0, 50),
        amount: request.amount,
        app_time: request.now.getTime(),
        embed_data: JSON.stringify({ redirecturl: request.returnUrl }),
        item: '[]',
      };
      const { status, body } = await postGatewayJson(
        'zalopay',
        credentials.endpoint,
        { ...order, description: request.orderInfo.slice(0, 256), bank_code: '', callback_url: request.callbackUrl, mac: zalopayCreateMac(credentials.key1, order) },
        fetchImpl,
      );
      const orderUrl = body && typeof body.order_url === 'string' ? body.order_url : null;
      if (!body || Number(body.return_code) !== 1 || !orderUrl) {
        throw new GatewayError(
          'zalopay',
          `ZaloPay create refused: HTTP ${status} return_code ${String(body?.return_code)} sub ${String(body?.sub_return_code)} ${String(body?.return_message)}`,
        );
      }
      return { payUrl: orderUrl, qrContent: null };
    },
    verifyCallback(raw: unknown): CallbackCheck {
      const record = asRecord(raw);
      const data = record?.data;
      if (!record || typeof data !== 'string') return { ok: false, verdict: 'malformed', reference: null, reason: 'no data string' };
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = asRecord(JSON.parse(data));
      } catch {
        parsed = null;
      }
      const reference = parsed ? referenceFromAppTransId(fieldText(parsed, 'app_trans_id')) : null;
      if (!sameSignature(zalopayCallbackMac(credentials.key2, data), record.mac)) {
        return { ok: false, verdict: 'bad_signature', reference, reason: 'mac mismatch' };
      }
      if (!parsed || !reference) return { ok: false, verdict: 'malformed', reference, reason: 'data is not an order' };
      if (fieldText(parsed, 'app_id') !== String(credentials.appId)) return { ok: false, verdict: 'malformed', reference, reason: 'another app_id' };
      const amount = Number(fieldText(parsed, 'amount'));
      if (!Number.isSafeInteger(amount)) return { ok: false, verdict: 'malformed', reference, reason: 'amount not an integer' };
      // ZaloPay calls back only for successful payments (type 1 = order).
      return { ok: true, reference, amount, success: true, transactionId: fieldText(parsed, 'zp_trans_id') ?? null, resultCode: '1' };
    },
    verifyReturn(raw: unknown): CallbackCheck {
      const record = asRecord(raw);
      if (!record) return { ok: false, verdict: 'malformed', reference: null, reason: 'not an object' };
      const reference = referenceFromAppTransId(fieldText(record, 'apptransid'));
      const values: Record<string, string> = {};
      for (const key of ZALOPAY_REDIRECT_FIELDS) {
        const value = fieldText(record, key);
        if (value === undefined) return { ok: false, verdict: 'malformed', reference, reason: `missing ${key}` };
        values[key] = value;
      }
      const expected = zalopayRedirectChecksum(credentials.key2, values as unknown as ZaloPayRedirectFields);
      if (!sameSignature(expected, record.checksum)) return { ok: false, verdict: 'bad_signature', reference, reason: 'checksum mismatch' };
      if (!reference) return { ok: false, verdict: 'malformed', reference, reason: 'apptransid is not yymmdd_…' };
      const amount = Number(values.amount);
      return { ok: true, reference, amount, success: values.status === '1', transactionId: null, resultCode: values.status! };
    },
    async query(request: GatewayQueryRequest): Promise<QueryAnswer> {
      const url = zalopayQueryEndpoint(credentials.endpoint);
      if (!url) throw new GatewayError('zalopay', `ZaloPay query endpoint unknown: ZALOPAY_ENDPOINT ${credentials.endpoint} does not end in /create`);
      // The local sandbox is this server (its answers move no real money): it may be reached however it is configured.
      if (!sandbox && !trustedTransport(url)) throw new GatewayError('zalopay', `ZaloPay query refused: its answer is unsigned, so it is only asked over https (${new URL(url).origin})`);
      // The app_trans_id `create` sent: the reference behind the payment's creation day in Vietnam.
      const body = zalopayQueryBody(credentials, zalopayAppTransId(request.reference, request.startedAt));
      const answer = await postGatewayJson('zalopay', url, body, fetchImpl, request.signal);
      if (!answer.ok) throw new GatewayError('zalopay', `ZaloPay query failed: HTTP ${answer.status}`);
      return readZaloPayQueryAnswer(request.reference, answer.body);
    },
    async refund(request: GatewayRefundRequest): Promise<RefundAnswer> {
      const url = zalopayRefundEndpoint(credentials.endpoint);
      if (!url) throw new GatewayError('zalopay', `ZaloPay refund endpoint unknown: ZALOPAY_ENDPOINT ${credentials.endpoint} does not end in /create`);
      if (!sandbox && !trustedTransport(url)) throw new GatewayError('zalopay', `ZaloPay refund refused: its answer is unsigned, so it is only asked over https (${new URL(url).origin})`);
      const answer = await postGatewayJson('zalopay', url, zalopayRefundBody(credentials, request), fetchImpl, request.signal);
      if (!answer.body && !answer.ok) throw new GatewayError('zalopay', `ZaloPay refund failed: HTTP ${answer.status}`);
      return readZaloPayRefundAnswer(answer.body);
    },
  };
}
