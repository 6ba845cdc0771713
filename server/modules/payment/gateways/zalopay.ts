/**
 * ZaloPay v2: create over HTTP (mac = HMAC-SHA256 key1 over `app_id|app_trans_id|app_user|amount|app_time|embed_data|item`),
 * callback (mac = HMAC-SHA256 key2 over the raw `data` string as received), redirect checksum (key2). docs/vn-payments.md §2.
 */
import {
  GATEWAY_TIMEOUT_MS,
  GatewayError,
  asRecord,
  fieldText,
  readJson,
  type CallbackCheck,
  type GatewayCreateRequest,
  type GatewayCreateResult,
  type PaymentGateway,
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
      let response: Response;
      try {
        response = await fetchImpl(credentials.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=UTF-8' },
          body: JSON.stringify({
            ...order,
            description: request.orderInfo.slice(0, 256),
            bank_code: '',
            callback_url: request.callbackUrl,
            mac: zalopayCreateMac(credentials.key1, order),
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new GatewayError('zalopay', `ZaloPay unreachable: ${(error as Error).message}`);
      }
      const body = await readJson(response);
      const orderUrl = body && typeof body.order_url === 'string' ? body.order_url : null;
      if (!body || Number(body.return_code) !== 1 || !orderUrl) {
        throw new GatewayError(
          'zalopay',
          `ZaloPay create refused: HTTP ${response.status} return_code ${String(body?.return_code)} sub ${String(body?.sub_return_code)} ${String(body?.return_message)}`,
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
  };
}
