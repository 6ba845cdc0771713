/** The cart calls (docs/orders-api.md § Cart), through the one fetch helper. */
import { del, get, post, put } from '../../shared/api/http';
import type { AddLine, Cart, CartItem, InvalidDates, InvalidDatesQuery, MergeResult, UpdateLine, FreeSizes, FreeSizesQuery } from '../../../core/contracts/cart';

/** GET /v1/cart/cart-item/list → the shopper's cart (newest first). */
export function fetchCart(): Promise<Cart> {
  return get<Cart>('/v1/cart/cart-item/list');
}

/** POST /v1/cart → 201 `{ item }` (same product + mode + dates merge on the server). */
export async function addToCart(payload: AddLine): Promise<CartItem> {
  const body = await post<{ item: CartItem }>('/v1/cart', payload);
  return body.item;
}

/** PUT /v1/cart/cart-item/:id `{ id, quantities, dateFrom?, dateTo? }` → the item as it is now. */
export async function updateCartItem(payload: UpdateLine): Promise<CartItem> {
  const body = await put<{ item: CartItem }>(`/v1/cart/cart-item/${payload.id}`, payload);
  return body.item;
}

/** DELETE /v1/cart/cart-item `{ ids }` (ids that are not yours are ignored). */
export function removeCartItems(ids: number[]): Promise<number> {
  return del('/v1/cart/cart-item', { ids });
}

/** POST /v1/cart/merge `{ items }` (≤ 50): the guest cart at log-in; what happened to each line comes back in `changes`. */
export function mergeCart(items: AddLine[]): Promise<MergeResult> {
  return post<MergeResult>('/v1/cart/merge', { items });
}

/** POST /v1/cart/invalid-rent-date/list: the days that cannot be rental days for that quantity (guests may call it). */
export function fetchInvalidDates(query: InvalidDatesQuery): Promise<InvalidDates> {
  return post<InvalidDates>('/v1/cart/invalid-rent-date/list', query);
}

/** POST /v1/cart/free-sizes: which sizes of a design are free for the chosen dates (guests may call it). */
export function fetchFreeSizes(query: FreeSizesQuery): Promise<FreeSizes> {
  return post<FreeSizes>('/v1/cart/free-sizes', query);
}

/** Merge accepts at most this many lines per call. */
export const MERGE_LIMIT = 50;
