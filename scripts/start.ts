/**
 * `npm start`: one command from a fresh clone to a running shop.
 * Opens the database (embedded PGlite in DATA_DIR, or DATABASE_URL), applies migrations, seeds an
 * empty database, rebuilds the static site when it is missing or older than the code or catalogue,
 * then serves storefront + API on one origin. Ctrl-C stops everything cleanly.
 *   SKIP_BUILD=1  serve whatever public/ holds     FORCE_BUILD=1  always rebuild
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appOptionsFromConfig, buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DatabaseLockedError, openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { codeHash, staleReason, writeStamp } from './lib/build-stamp';
import { writeCatalogFile } from './lib/catalog-file';
import { runGatsbyBuild, stopGatsbyBuild } from './lib/gatsby-build';
import { bold, createSteps, dim, green, red } from './lib/progress';

const config = loadConfig();
let database: Database | null = null;
let app: FastifyInstance | null = null;
let stopping = 0;

async function shutdown(signal: string) {
  // tsx relays Ctrl-C to its child a second time within milliseconds: only a later signal forces.
  if (stopping) {
    if (Date.now() - stopping < 1000) return;
    console.log(red('Forced exit.'));
    process.exit(1);
  }
  stopping = Date.now();
  console.log(`\n${signal} received, stopping…`);
  stopGatsbyBuild();
  try {
    await app?.close();
    await database?.close();
    console.log('Stopped cleanly.');
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

async function main() {
  const started = Date.now();
  const step = createSteps(5);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.relative(process.cwd(), config.dataDir) || '.'}`;
  const db = await step(`Opening the database: ${where}`, () =>
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
  );
  database = db;
  await step('Applying migrations', () => migrateDatabase(db));
  const { seeded } = await step('Seeding an empty database', () => seedDatabase(db));
  if (seeded.length > 0) console.log(dim(`      seeded: ${seeded.join(', ')}`));

  await step('Checking the storefront build', async () => {
    const snapshot = await writeCatalogFile(db, path.join(config.dataDir, 'build', 'catalog.json'));
    const wanted = { code: codeHash(), catalog: snapshot.fingerprint };
    const reason = process.env.FORCE_BUILD ? 'FORCE_BUILD is set' : staleReason(config.publicDir, wanted);
    if (process.env.SKIP_BUILD || !reason) {
      console.log(dim(`      ${reason ? 'SKIP_BUILD is set: serving the existing build' : 'the build is up to date'}`));
      return;
    }
    console.log(dim(`      building the site because ${reason} (gatsby build, about a minute)…`));
    await runGatsbyBuild(path.join(config.dataDir, 'build', 'catalog.json'));
    writeStamp(config.publicDir, wanted);
  });

  await step('Starting the server', async () => {
    app = await buildApp({ database: db, ...appOptionsFromConfig(config) });
    await app.listen({ port: config.port, host: config.host });
  });
  const address = app!.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `\n${green('Ready')} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${bold(`http://localhost:${port}`)} ` +
      dim('(storefront + API; Ctrl-C to stop)'),
  );
}

main().catch(async (error: Error) => {
  if (stopping) return;
  console.error(red(error instanceof DatabaseLockedError ? error.message : (error.stack ?? error.message)));
  await database?.close().catch(() => undefined);
  process.exit(1);
});
