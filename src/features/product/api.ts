import { get, post } from '../../shared/api/http';
import type { FreeSizes, FreeSizesQuery } from '../../../core/contracts/cart';
import type { ProductDetail, Reviews, StarCounts } from '../../../core/contracts/catalog';

export type StarKey = keyof StarCounts;

/** GET /v1/product/detail/{link} (404 "Không tìm thấy sản phẩm" when unknown). */
export async function fetchProductDetail(link: string): Promise<ProductDetail> {
  return get<ProductDetail>(`/v1/product/detail/${encodeURIComponent(link)}`);
}

/** GET /v1/product/{link}/reviews?star=&pagination… (newest first). */
export async function fetchReviews(link: string, star: StarKey | null, page = 1, limit = 10): Promise<Reviews> {
  const params = new URLSearchParams();
  if (star) params.set('star', star);
  params.set('pagination.page', String(page));
  params.set('pagination.limit', String(limit));
  return get<Reviews>(`/v1/product/${encodeURIComponent(link)}/reviews?${params.toString()}`);
}

/** POST /v1/cart/free-sizes: which sizes are free for the chosen dates and quantity. */
export function fetchFreeSizes(query: FreeSizesQuery): Promise<FreeSizes> {
  return post<FreeSizes>('/v1/cart/free-sizes', query, { quiet: true });
}
