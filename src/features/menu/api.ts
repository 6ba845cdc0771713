import { get } from '../../shared/api/http';
import type { MenuItemDto, MenuResponse } from './types';

/** GET /v1/menu → the top-level items with nested children. */
export async function fetchMenu(): Promise<MenuItemDto[]> {
  const body = await get<MenuResponse>('/v1/menu');
  return body.items ?? [];
}
