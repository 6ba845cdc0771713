import { createHash } from 'node:crypto';
import type { Database } from './client';
import { listMenu } from '../modules/menu/service';

export interface MenuItemDto {
  id: number;
  name: string;
  link: string;
  logoUrl: string | null;
  parentId: number | null;
  children: MenuItemDto[];
}

/** Everything the static build reads from the database. */
export interface CatalogSnapshot {
  fingerprint: string;
  menu: MenuItemDto[];
}

/** Bump when the snapshot's shape changes, so existing builds count as stale. */
const SNAPSHOT_FORMAT = 1;

/** JSON with object keys sorted, so equal contents always hash equally. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function catalogSnapshot(database: Database): Promise<CatalogSnapshot> {
  const contents = { menu: await listMenu(database.db) };
  const fingerprint = createHash('sha256')
    .update(canonicalJson({ format: SNAPSHOT_FORMAT, ...contents }))
    .digest('hex');
  return { fingerprint, ...contents };
}
