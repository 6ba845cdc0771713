/**
 * `tsx scripts/export-catalog.ts <file>`: migrates, seeds and writes the catalogue snapshot for a
 * standalone `gatsby build` (gatsby-node runs this when CATALOG_FILE is not given).
 */
import { loadConfig, loadEnvFile } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { writeCatalogFile } from './lib/catalog-file';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx scripts/export-catalog.ts <output.json>');
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    await seedDatabase(database);
    const snapshot = await writeCatalogFile(database, file);
    console.log(`catalogue written to ${file} (${snapshot.menu.length} top-level categories)`);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
