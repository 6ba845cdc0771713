import { get, newIdempotencyKey, post } from '../../shared/api/http';
import type { OnlineMethod, Payment, PaymentMethodList, PaymentState } from '../../../core/contracts/payment';

/** POST /v1/payment/membership: buy a package through a gateway → where to send the shopper. */
export function startMembershipPayment(packageId: number, paymentMethod: OnlineMethod): Promise<Payment> {
  return post<Payment>('/v1/payment/membership', { packageId, paymentMethod }, { idempotencyKey: newIdempotencyKey() });
}

/** POST /v1/payment/top-up: add money to the wallet through a gateway. */
export function startTopUp(amount: number, paymentMethod: OnlineMethod): Promise<Payment> {
  return post<Payment>('/v1/payment/top-up', { amount, paymentMethod }, { idempotencyKey: newIdempotencyKey() });
}

/** GET /v1/payment/{reference}: the true state of a payment (only the shopper's own). */
export function fetchPayment(reference: string): Promise<PaymentState> {
  return get<PaymentState>(`/v1/payment/${encodeURIComponent(reference)}`);
}

/** Sends the browser to the gateway (or the local sandbox that plays it). */
export function followPayment(payment: Payment): boolean {
  if (payment.action.kind !== 'redirect') return false;
  window.location.assign(payment.action.url);
  return true;
}

export type PaymentMethodInfo = PaymentMethodList['items'][number];

/** GET /v1/payment/methods: which methods the server offers and which are sandboxed. */
export async function fetchMethods(): Promise<PaymentMethodInfo[]> {
  const body = await get<PaymentMethodList>('/v1/payment/methods');
  return body?.items ?? [];
}
