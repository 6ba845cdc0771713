import { get } from '../../shared/api/http';
import type { MenuItem, MenuResponse } from './types';

/** GET /v1/menu → the top-level items with nested children. */
export async function fetchMenu(): Promise<MenuItem[]> {
  const body = await get<MenuResponse>('/v1/menu');
  return body.items ?? [];
}
