/** "Gia hạn thuê"'s two calls, apart from ./api (the order saga's, in every page's bundle): only the order page's dialog needs them. */
import { get, newIdempotencyKey, post } from '../../shared/api/http';
import type { ExtensionOffer, OrderPlaced } from '../../../core/contracts/order';
import type { PaymentMethod } from '../../../core/contracts/payment-vocab';

/** Paying for an extension: the wallet or any online method, never cash. */
export const EXTENSION_METHODS = ['wallet', 'bank_transfer', 'momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const satisfies readonly PaymentMethod[];
export type ExtensionMethod = (typeof EXTENSION_METHODS)[number];

/** GET /v1/order/:id/items/:itemId/extension → the days that can be added to a rental and what each costs. */
export function fetchExtensionOffer(orderId: number, itemId: number): Promise<ExtensionOffer> {
  return get<ExtensionOffer>(`/v1/order/${orderId}/items/${itemId}/extension`);
}

/** POST /v1/order/:id/items/:itemId/extension `{ days, paymentMethod }` → 201 the extension order and its payment. */
export function extendRental(orderId: number, itemId: number, days: number, paymentMethod: ExtensionMethod): Promise<OrderPlaced> {
  return post<OrderPlaced>(`/v1/order/${orderId}/items/${itemId}/extension`, { days, paymentMethod }, { idempotencyKey: newIdempotencyKey() });
}
