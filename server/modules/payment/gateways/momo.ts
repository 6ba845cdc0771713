/**
 * MoMo AIO v2 (captureWallet): create over HTTP, IPN/return verification. HMAC-SHA256 (secretKey) over the
 * a-z `key=value&…` raw strings of docs/vn-payments.md §1, values raw (no URL-encoding), lowercase hex.
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
      let response: Response;
      try {
        response = await fetchImpl(credentials.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=UTF-8' },
          body: JSON.stringify({ ...sent, lang: 'vi', signature: momoCreateSignature(credentials.secretKey, fields) }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new GatewayError('momo', `MoMo unreachable: ${(error as Error).message}`);
      }
      const body = await readJson(response);
      const payUrl = body && typeof body.payUrl === 'string' ? body.payUrl : null;
      if (!body || Number(body.resultCode) !== MOMO_SUCCESS || !payUrl) {
        throw new GatewayError('momo', `MoMo create refused: HTTP ${response.status} resultCode ${String(body?.resultCode)} ${String(body?.message)}`);
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
  };
  return gateway;
}
