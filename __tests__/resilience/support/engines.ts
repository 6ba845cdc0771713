/**
 * The database engines the resilience tests run on: PGlite in a temporary DATA_DIR always, and a throwaway
 * database on TEST_DATABASE_URL's PostgreSQL server when that is set.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase, type Database } from '../../../server/db/client';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../../../server/db/throwaway-database';
import { makeTempDir, removeTempDir } from '../../server/helpers/temp-dir';

export type EngineName = 'pglite' | 'postgres';

export interface Engine {
  name: EngineName;
  /** PGlite's data directory (null for PostgreSQL). */
  dataDir: string | null;
  /** Environment for a server process on this database; `instance` gives each process its own DATA_DIR extras. */
  serverEnv(instance?: string): Record<string, string>;
  /** Opens the database in the test process (PGlite: only while no server holds the data directory). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export const postgresAdminUrl = (): string | undefined => process.env.TEST_DATABASE_URL?.trim() || undefined;

export function engineNames(): EngineName[] {
  return postgresAdminUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createEngine(name: EngineName): Promise<Engine> {
  const root = makeTempDir(`resilience-${name}`);
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(publicDir);
  const dataDirOf = (instance: string) => path.join(root, `data-${instance}`);

  if (name === 'pglite') {
    const dataDir = dataDirOf('shared');
    return {
      name,
      dataDir,
      serverEnv: () => ({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir }),
      open: () => openDatabase({ dataDir }),
      async dispose() {
        removeTempDir(root);
      },
    };
  }

  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database = `storefront_resilience_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createThrowawayDatabase(adminUrl, database);
  return {
    name,
    dataDir: null,
    // DATA_DIR still holds the image cache and mail outbox: one per process, so nothing is shared on disk.
    serverEnv: (instance = 'a') => ({ DATABASE_URL: databaseUrl, SEED_DEMO: 'on', DATA_DIR: dataDirOf(instance), PUBLIC_DIR: publicDir }),
    open: () => openDatabase({ databaseUrl }),
    async dispose() {
      await dropThrowawayDatabase(adminUrl, database);
      removeTempDir(root);
    },
  };
}
