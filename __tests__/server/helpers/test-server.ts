import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed';
import { testConfig } from './accounts-config';
import { openTestDatabase } from './test-database';

export interface TestServerOptions {
  /** Serve a (fake) Gatsby build from this folder. */
  publicDir?: string | null;
  /** Runs after buildApp and before listen: add probe routes, hooks, decorators. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Seed the fresh database (default true). Ignored when `database` is given. */
  seed?: boolean;
  /** Use this database instead of a fresh in-memory one; the caller then closes it. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** More buildApp options (dataDir, accounts settings, trustProxy…). */
  buildOptions?: Omit<BuildAppOptions, 'database' | 'publicDir' | 'logger'>;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A real HTTP server on a random port over a fresh database (PGlite, or TEST_DATABASE_URL), migrated and seeded. */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await openTestDatabase());
  let app: FastifyInstance | undefined;
  try {
    if (ownsDatabase) {
      await migrateDatabase(database);
      if (opts.seed !== false) await seedDatabase(database);
    }
    const accounts = opts.buildOptions?.accounts ?? testConfig();
    app = await buildApp({ ...opts.buildOptions, accounts, database, publicDir: opts.publicDir ?? null, logger: opts.logger ?? false });
    await opts.configure?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const started = app;
  return {
    url: `http://127.0.0.1:${address.port}`,
    app: started,
    database,
    async close() {
      await started.close();
      if (ownsDatabase) await database.close();
    },
  };
}
