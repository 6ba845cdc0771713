/** `npm run serve`: the API and the built site on one port (compiled to dist/server.js). */
import { loadConfigOrExit, loadEnvFile } from './config';
import { DatabaseLockedError, openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { DEMO_WITHHELD_MESSAGE, demoCatalogueWanted, seedDatabase } from './db/seed';
import { installServerShutdown, listen } from './serve';
import { ensureOwnerFromEnv } from './modules/admin/bootstrap';

loadEnvFile();

const config = loadConfigOrExit();
let database: Database | null = null;
const serving = installServerShutdown(config, () => database);

async function main(): Promise<void> {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const { seeded, withheld } = await seedDatabase(database, { demoCatalogue: demoCatalogueWanted(process.env) });
  if (withheld) console.log(DEMO_WITHHELD_MESSAGE);
  const owner = await ensureOwnerFromEnv(database.db, process.env);
  if (owner) console.log(`Created the first owner of the back-office: ${owner} (log in at /admin)`);
  const port = await listen(serving, config, database);
  if (seeded.length > 0) serving.app?.log.info({ seeded }, 'seeded an empty database');
  console.log(`Ready: http://localhost:${port}`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  await serving.app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
});
