import { get, post } from '../../shared/api/http';
import type { GatewayMethod, PaymentDto, PaymentStateDto } from './types';

/** POST /v1/payment/membership: buy a package through a gateway → where to send the shopper. */
export function startMembershipPayment(packageId: number, paymentMethod: GatewayMethod): Promise<PaymentDto> {
  return post<PaymentDto>('/v1/payment/membership', { packageId, paymentMethod });
}

/** POST /v1/payment/top-up: add money to the wallet through a gateway. */
export function startTopUp(amount: number, paymentMethod: GatewayMethod): Promise<PaymentDto> {
  return post<PaymentDto>('/v1/payment/top-up', { amount, paymentMethod });
}

/** GET /v1/payment/{reference}: the true state of a payment (only the shopper's own). */
export function fetchPayment(reference: string): Promise<PaymentStateDto> {
  return get<PaymentStateDto>(`/v1/payment/${encodeURIComponent(reference)}`);
}

/** Sends the browser to the gateway (or the local sandbox that plays it). */
export function followPayment(payment: PaymentDto): boolean {
  if (payment.action.kind !== 'redirect') return false;
  window.location.assign(payment.action.url);
  return true;
}

export interface PaymentMethodInfo {
  method: GatewayMethod | 'bank_transfer' | 'cash' | 'wallet';
  /** Played by the local sandbox gateway (no real credentials configured). */
  sandbox: boolean;
}

/** GET /v1/payment/methods: which methods the server offers and which are sandboxed. */
export async function fetchMethods(): Promise<PaymentMethodInfo[]> {
  const body = await get<{ items: PaymentMethodInfo[] }>('/v1/payment/methods');
  return body?.items ?? [];
}
