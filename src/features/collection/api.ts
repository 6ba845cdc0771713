import { get } from '../../shared/api/http';
import type { Collection } from '../../../core/contracts/home';
import type { CollectionType } from '../../../core/contracts/home-vocab';

/** GET /v1/collection/consumer?type=… */
export async function fetchCollection(type: CollectionType, page = 1, limit = 30): Promise<Collection> {
  const params = new URLSearchParams({ type, 'pagination.page': String(page), 'pagination.limit': String(limit) });
  return get<Collection>(`/v1/collection/consumer?${params.toString()}`);
}
