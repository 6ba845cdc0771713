import type { DeliveryMethod } from '../../../core/rules/order-totals';
import type { PaymentMethod } from '../../../core/contracts/payment-vocab';
/** Which payment methods a shopper may choose, and why not (docs/orders-api.md). */

/** The methods offered on the payment screen, in display order ('wallet' is the coins switch, not a choice). */
export const CHOOSABLE_METHODS = ['cash', 'bank_transfer', 'momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const satisfies readonly PaymentMethod[];
export type ChoosableMethod = (typeof CHOOSABLE_METHODS)[number];

/** Paying again for a placed order: never cash or wallet (POST /v1/order/:id/pay). */
export const REPAY_METHODS = ['bank_transfer', 'momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const satisfies readonly PaymentMethod[];
export type RepayMethod = (typeof REPAY_METHODS)[number];

export type MethodAvailability = { method: ChoosableMethod; disabled: false } | { method: ChoosableMethod; disabled: true; reason: 'needsPickup' };

/** Cash is paid at the shop: only with pick-up. */
export function methodAvailability(method: ChoosableMethod, deliveryMethod: DeliveryMethod): MethodAvailability {
  if (method === 'cash' && deliveryMethod !== 'pickup') return { method, disabled: true, reason: 'needsPickup' };
  return { method, disabled: false };
}

export const availableMethods = (deliveryMethod: DeliveryMethod): MethodAvailability[] =>
  CHOOSABLE_METHODS.map((method) => methodAvailability(method, deliveryMethod));

/** The method to keep when the delivery changes: a method that became unavailable is dropped. */
export function keepMethod(method: ChoosableMethod | null, deliveryMethod: DeliveryMethod): ChoosableMethod | null {
  if (!method) return null;
  return methodAvailability(method, deliveryMethod).disabled ? null : method;
}

/** Coins the shopper may spend: whole VND, never below 0, above the balance or above the total. */
export function clampWallet(requested: number, balance: number, total: number): number {
  if (!Number.isFinite(requested)) return 0;
  return Math.max(0, Math.min(Math.floor(requested), Math.max(0, balance), Math.max(0, total)));
}

/**
 * What POST /v1/order receives as paymentMethod: 'wallet' when the coins pay the whole total (then no
 * other method is needed), else the chosen method (null: the shopper must still choose).
 */
export function orderPaymentMethod(chosen: ChoosableMethod | null, walletAmount: number, total: number): PaymentMethod | null {
  if (total > 0 && walletAmount >= total) return 'wallet';
  if (total === 0) return chosen ?? 'wallet';
  return chosen;
}
