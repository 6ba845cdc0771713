/**
 * A fresh database for one test server: in-memory PGlite by default, or — when TEST_DATABASE_URL
 * points at a PostgreSQL server — a throwaway database created on it and dropped on close, so the
 * same API tests prove the same code on both engines.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../../server/db/client';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../../../server/db/throwaway-database';

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true });
  const name = `storefront_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: await createThrowawayDatabase(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await dropThrowawayDatabase(serverUrl, name);
    },
  };
}
