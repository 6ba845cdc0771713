import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const PGDATA_DIR_NAME = 'pgdata';
const INIT_DIR_PREFIX = `${PGDATA_DIR_NAME}.init-`;

/** Remove half-created data directories left by an interrupted first start. Call only while holding the lock. */
export function removeLeftoverInitDirs(dataDir: string): string[] {
  const leftovers = fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(INIT_DIR_PREFIX))
    .map((entry) => path.join(dataDir, entry.name));
  for (const dir of leftovers) fs.rmSync(dir, { recursive: true, force: true });
  return leftovers;
}

/**
 * The PGlite data directory, created atomically on first use: PGlite initialises into a
 * temporary folder which is renamed into place only once complete, so a crash mid-way never
 * leaves a half-initialised `pgdata` behind.
 */
export async function ensurePgliteDataDir(dataDir: string): Promise<string> {
  removeLeftoverInitDirs(dataDir);
  const pgdata = path.join(dataDir, PGDATA_DIR_NAME);
  if (fs.existsSync(pgdata)) return pgdata;

  const initDir = path.join(dataDir, `${INIT_DIR_PREFIX}${process.pid}`);
  const pglite = new PGlite(initDir);
  try {
    await pglite.waitReady;
  } finally {
    await pglite.close();
  }
  fs.renameSync(initDir, pgdata);
  return pgdata;
}
