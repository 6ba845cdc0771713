import { get } from '../../shared/api/http';
import type { Banner } from '../../../core/contracts/home';
import type { Pagination } from '../../../core/contracts/common';

/** Banner fetch limit 1000. */
export const BANNER_LIMIT = 1000;

/** GET /v1/banner/list (running banners, ordered by kind, position). */
export async function fetchBanners(): Promise<Banner[]> {
  const body = await get<{ items: Banner[]; pagination: Pagination }>(
    `/v1/banner/list?pagination.limit=${BANNER_LIMIT}&pagination.page=1&filter=RUNNING_BANNER`,
  );
  return body.items ?? [];
}
