import { get } from '../../shared/api/http';
import type { Menu, MenuItem } from '../../../core/contracts/menu';

/** GET /v1/menu → the top-level items with nested children. */
export async function fetchMenu(): Promise<MenuItem[]> {
  const body = await get<Menu>('/v1/menu');
  return body.items ?? [];
}
