import { del, get, post } from '../../shared/api/http';
import type { Paged } from '../../../core/contracts/common';
import type { ProductCard } from '../../../core/contracts/catalog';

export const FAVOURITE_PAGE_SIZE = 30;

/** GET /v1/product/favorite-product/list?pagination… (newest first). */
export function fetchFavorites(page = 1, limit = FAVOURITE_PAGE_SIZE): Promise<Paged<ProductCard>> {
  return get<Paged<ProductCard>>(`/v1/product/favorite-product/list?pagination.page=${page}&pagination.limit=${limit}`);
}

/** GET /v1/product/favorite-product/ids → the product ids behind the hearts. */
export async function fetchFavoriteIds(): Promise<number[]> {
  const body = await get<{ ids: number[] }>('/v1/product/favorite-product/ids');
  return body?.ids ?? [];
}

/** POST /v1/product/favorite-product `{ productId }` (idempotent). */
export function addFavorite(productId: number): Promise<unknown> {
  return post<unknown>('/v1/product/favorite-product', { productId });
}

/** DELETE /v1/product/favorite-product `{ id: productId }`. */
export function removeFavorite(productId: number): Promise<number> {
  return del('/v1/product/favorite-product', { id: productId });
}
