/** `npm run serve`: the API and the built site on one port. */
import type { FastifyInstance } from 'fastify';
import { appOptionsFromConfig, buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseLockedError, openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { installShutdown } from './lifecycle';

async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let app: FastifyInstance | undefined;
  installShutdown([async () => app?.close(), () => database.close()], {
    info: (message) => (app ? app.log.info(message) : console.info(message)),
    error: (error, message) => (app ? app.log.error({ err: error }, message) : console.error(message, error)),
  });

  try {
    await migrateDatabase(database);
    const { seeded } = await seedDatabase(database);
    app = await buildApp({ database, ...appOptionsFromConfig(config) });
    if (seeded.length > 0) app.log.info({ seeded }, 'seeded an empty database');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Ready: http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
