/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the PGlite in DATA_DIR) and exits. */
import { loadConfig, loadEnvFile } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    console.log(`migrations applied (${database.driver})`);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
