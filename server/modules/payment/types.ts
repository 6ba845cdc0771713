/** The payments contract's shapes (docs/orders-api.md) and the one interface every gateway adapter implements. */
import type { PaymentMethodValue } from '../../db/tables/orders';
import type { PaymentPurposeValue, PaymentStatusValue } from '../../db/tables/payments';

export type { PaymentMethodValue, PaymentPurposeValue, PaymentStatusValue };


/** The gateways that call back (VietQR is a bank transfer: no callback). */
export type CallbackProvider = 'momo' | 'zalopay' | 'vnpay';
export type GatewayProvider = CallbackProvider | 'vietqr';

export interface GatewayCreateRequest {
  /** Our payment reference: MoMo orderId, ZaloPay app_trans_id suffix, VNPay vnp_TxnRef, VietQR memo fallback. */
  reference: string;
  method: PaymentMethodValue;
  /** VND. */
  amount: number;
  /** ASCII only (VNPay refuses diacritics; the others accept it). */
  orderInfo: string;
  /** Bank-transfer memo: the order code. */
  memo: string;
  /** Where the gateway sends the shopper's browser back. */
  returnUrl: string;
  /** Where the gateway sends its server-to-server callback (MoMo ipnUrl, ZaloPay callback_url). */
  callbackUrl: string;
  /** ZaloPay app_user. */
  appUser: string;
  /** VNPay vnp_IpAddr. */
  clientIp: string;
  now: Date;
}

export interface GatewayCreateResult {
  /** What the payment row keeps: the pay URL or the QR payload. */
  payUrl: string | null;
  qrContent: string | null;
}

export type CallbackVerdict =
  | 'accepted'
  | 'duplicate'
  | 'bad_signature'
  | 'unknown_payment'
  | 'amount_mismatch'
  | 'failed_result'
  | 'malformed';

export interface VerifiedCallback {
  ok: true;
  reference: string;
  /** VND (VNPay's ×100 already undone). */
  amount: number;
  success: boolean;
  transactionId: string | null;
  /** The gateway's own result code, for the log. */
  resultCode: string;
}

export interface CallbackRefusal {
  ok: false;
  verdict: 'bad_signature' | 'malformed';
  /** Best effort, for the log. */
  reference: string | null;
  reason: string;
}

export type CallbackCheck = VerifiedCallback | CallbackRefusal;

/** Asking a gateway how a payment stands (MoMo /query, ZaloPay /v2/query, VNPay querydr). */
export interface GatewayQueryRequest {
  /** Our payment reference, as `create` sent it. */
  reference: string;
  /**
   * When the payment was created (its row's created_at, the time `create` was given): ZaloPay's app_trans_id carries
   * its date, VNPay's querydr names it as vnp_TransactionDate.
   */
  startedAt: Date;
  now: Date;
  /** VNPay vnp_IpAddr: the address of the server asking. */
  serverIp: string;
  signal?: AbortSignal;
}

/**
 * What a gateway said, once its answer was checked. 'settled': the payment is final (`check.success` tells paid or
 * failed) and goes through the same path a callback does. 'pending': not finished yet. 'unknown': the gateway could not
 * tell (no such transaction yet, its own error). 'refused': an answer we do not trust (bad signature, another
 * transaction, wrong shape) — nothing may be done with it.
 */
export type QueryAnswer =
  | { state: 'settled'; check: VerifiedCallback; raw: unknown }
  | { state: 'pending' | 'unknown'; resultCode: string; raw: unknown }
  | { state: 'refused'; refusal: CallbackRefusal; raw: unknown };

/** One adapter per gateway. */
export interface PaymentGateway {
  provider: GatewayProvider;
  /** True when the local sandbox plays this gateway. */
  sandbox: boolean;
  create(request: GatewayCreateRequest): Promise<GatewayCreateResult>;
  /** Checks a callback (IPN / return parameters) as received; never throws for bad input. */
  verifyCallback(raw: unknown): CallbackCheck;
  /** Checks the parameters on the browser's return URL (display and logging only; never marks anything paid). */
  verifyReturn(raw: unknown): CallbackCheck;
  /**
   * Asks the gateway how a payment stands; absent where there is nothing to ask (VietQR). Throws GatewayError when
   * the gateway cannot be reached or answers with an HTTP error; any answer it gave comes back checked.
   */
  query?(request: GatewayQueryRequest): Promise<QueryAnswer>;
  /**
   * Sends money of a paid payment back through the gateway; absent where the adapter has no refund call. Throws
   * GatewayError when the gateway cannot be reached; a refusal comes back as `refused`.
   */
  refund?(request: GatewayRefundRequest): Promise<RefundAnswer>;
}

/** A refund through the gateway of a payment it took. */
export interface GatewayRefundRequest {
  /** Ours, unique per refund (the gateway's idempotency key: MoMo's refund orderId, ZaloPay's m_refund_id, VNPay's vnp_RequestId). */
  refundReference: string;
  /** The gateway's id of the payment being refunded (MoMo transId, ZaloPay zp_trans_id, VNPay vnp_TransactionNo). */
  transactionId: string;
  /** VND, at most what the payment took less what went back already. */
  amount: number;
  /** ASCII. */
  description: string;
  /** When the refund row was recorded: ZaloPay's m_refund_id carries its date, so asking again sends the same id. */
  requestedAt: Date;
  /** The payment being refunded, as `create` sent it (VNPay: vnp_TxnRef, its whole amount, its vnp_CreateDate). */
  payment: { reference: string; amount: number; startedAt: Date };
  now: Date;
  /** VNPay vnp_IpAddr: the address of the server asking. */
  serverIp: string;
  signal?: AbortSignal;
}

/**
 * 'refunded': the gateway took the refund (its transaction id); 'refused': it will not (its reason); 'processing': it
 * took the request but has not finished it (ZaloPay's return_code 3): the refund stays pending.
 */
export type RefundAnswer =
  | { state: 'refunded'; transactionId: string; raw: unknown }
  | { state: 'refused'; reason: string; raw: unknown }
  | { state: 'processing'; reason: string; raw: unknown };

/** A gateway answered with an error or could not be reached. */
export class GatewayError extends Error {
  constructor(
    readonly provider: GatewayProvider,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function providerOf(method: PaymentMethodValue): GatewayProvider | null {
  switch (method) {
    case 'momo':
      return 'momo';
    case 'zalopay':
      return 'zalopay';
    case 'vnpay_atm':
    case 'vnpay_card':
      return 'vnpay';
    case 'bank_transfer':
      return 'vietqr';
    default:
      return null;
  }
}

/** Plain object with string keys (a parsed JSON body or query), else null. */
export function asRecord(raw: unknown): Record<string, unknown> | null {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

/** A field as the gateway sent it: strings as is, numbers printed, anything else undefined. */
export function fieldText(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Reads a JSON response body; null when it is not JSON. */
export async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    return asRecord(await response.json());
  } catch {
    return null;
  }
}

/** Gateway HTTP calls give up after this long (MoMo recommends ≥ 30 s). */
export const GATEWAY_TIMEOUT_MS = 30_000;

/** The request's own timeout, and the caller's signal when it has one. */
export function gatewaySignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(GATEWAY_TIMEOUT_MS);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

const GATEWAY_NAMES: Record<GatewayProvider, string> = { momo: 'MoMo', zalopay: 'ZaloPay', vnpay: 'VNPay', vietqr: 'VietQR' };

export interface GatewayReply {
  status: number;
  ok: boolean;
  /** The JSON object answered, or null. */
  body: Record<string, unknown> | null;
}

/** POSTs a JSON body to a gateway (its timeout, and `signal`); GatewayError when it cannot be reached. */
export async function postGatewayJson(provider: GatewayProvider, url: string, body: unknown, fetchImpl: typeof fetch, signal?: AbortSignal): Promise<GatewayReply> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(body),
      signal: gatewaySignal(signal),
    });
  } catch (error) {
    throw new GatewayError(provider, `${GATEWAY_NAMES[provider]} unreachable: ${(error as Error).message}`);
  }
  return { status: response.status, ok: response.ok, body: await readJson(response) };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * MoMo's and ZaloPay's query answers carry no signature (their documentation lists none): they are believed only when
 * they come over TLS from the configured host, or over loopback from this machine (the local sandbox). Anything else
 * could be written by whoever sits on the path, so it is not even asked.
 */
export function trustedTransport(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname));
  } catch {
    return false;
  }
}
