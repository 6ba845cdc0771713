import { get } from '../../shared/api/http';
import type { CollectionResponse, CollectionType } from '../catalog/types';

/** GET /v1/collection/consumer?type=… */
export async function fetchCollection(type: CollectionType, page = 1, limit = 30): Promise<CollectionResponse> {
  const params = new URLSearchParams({ type, 'pagination.page': String(page), 'pagination.limit': String(limit) });
  return get<CollectionResponse>(`/v1/collection/consumer?${params.toString()}`);
}
