/** Writes the build-time catalogue snapshot that gatsby-node reads (CATALOG_FILE). */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../server/db/client';
import type { CatalogSnapshot } from '../../core/contracts/snapshot';
import { catalogSnapshot } from '../../server/modules/snapshot/snapshot';

export async function writeCatalogFile(database: Database, file: string): Promise<CatalogSnapshot> {
  const snapshot = await catalogSnapshot(database);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(snapshot));
  return snapshot;
}
