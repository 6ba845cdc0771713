/**
 * `npm start`: one command from a fresh clone to a running shop.
 * Opens the database (embedded PGlite in DATA_DIR, or DATABASE_URL), applies migrations, seeds an
 * empty database, rebuilds the static site when it is missing or older than the code or catalogue,
 * then serves storefront + API on one origin. Ctrl-C stops everything cleanly.
 *   SKIP_BUILD=1  serve whatever public/ holds     FORCE_BUILD=1  always rebuild
 */
import path from 'node:path';
import { loadConfigOrExit, loadEnvFile } from '../server/config';
import { DatabaseLockedError, openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { DEMO_WITHHELD_MESSAGE, demoCatalogueWanted, seedDatabase } from '../server/db/seed';
import { installServerShutdown, listen } from '../server/serve';
import { codeHash, repoRoot, staleReason, writeStamp } from './lib/build-stamp';
import { writeCatalogFile } from './lib/catalog-file';
import { enableLocalSandbox } from './lib/local-sandbox';
import { runGatsbyBuild, stopGatsbyBuild } from './lib/gatsby-build';
import { followRebuildTriggers, scheduleRebuilds } from './lib/site-rebuild';
import { buildAndPublish, followSharedRebuilds, type SharedBuild } from './lib/site-publish';
import { createObjectStore } from '../server/shared/storage';
import { LocalReleases } from '../server/site/local-releases';
import { latestRelease } from '../server/site/releases';
import { bold, createSteps, dim, green, red } from './lib/progress';
import { ensureOwnerFromEnv } from '../server/modules/admin/bootstrap';

loadEnvFile();

const config = loadConfigOrExit();
let database: Database | null = null;
let stopping = false;
let stopRebuilds: (() => Promise<void>) | null = null;
let closeStore: (() => void) | null = null;
// Ctrl-C stops a build in progress too, so no orphan keeps writing into public/.
const serving = installServerShutdown(config, () => database, [
  () => {
    stopping = true;
    stopGatsbyBuild();
    return stopRebuilds?.();
  },
  () => closeStore?.(),
]);
async function main() {
  const started = Date.now();
  const step = createSteps(5);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.relative(process.cwd(), config.dataDir) || '.'}`;
  const db = await step(`Opening the database: ${where}`, () =>
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
  );
  database = db;
  await step('Applying migrations', () => migrateDatabase(db));
  const { seeded, withheld } = await step('Seeding an empty database', () => seedDatabase(db, { demoCatalogue: demoCatalogueWanted(process.env) }));
  if (seeded.length > 0) console.log(dim(`      seeded: ${seeded.join(', ')}`));
  if (withheld) console.log(`      ${DEMO_WITHHELD_MESSAGE}`);
  const owner = await ensureOwnerFromEnv(db.db, process.env);
  if (owner) console.log(dim(`      created the first owner of the back-office: ${owner} (log in at /admin)`));

  const catalogFile = path.join(config.dataDir, 'build', 'catalog.json');
  const shared = config.sitePublish ? sharedBuild(db, catalogFile) : null;
  if (shared) await step('Checking the build every instance serves (SITE_PUBLISH)', () => firstSharedBuild(shared));
  else await step('Checking the storefront build', async () => {
    const snapshot = await writeCatalogFile(db, catalogFile);
    const wanted = { code: codeHash(), catalog: snapshot.fingerprint };
    const reason = process.env.FORCE_BUILD ? 'FORCE_BUILD is set' : staleReason(config.publicDir, wanted);
    if (process.env.SKIP_BUILD || !reason) {
      console.log(dim(`      ${reason ? 'SKIP_BUILD is set: serving the existing build' : 'the build is up to date'}`));
      return;
    }
    console.log(dim(`      building the site because ${reason} (gatsby build, about a minute)…`));
    await runGatsbyBuild(catalogFile);
    writeStamp(config.publicDir, wanted);
  });

  enableLocalSandbox();
  const port = await step('Starting the server', () => listen(serving, config, db));
  if (shared) await followStaffChangesShared(shared);
  else await followStaffChanges(db, catalogFile);
  console.log(
    `\n${green('Ready')} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${bold(`http://localhost:${port}`)} ` +
      dim('(storefront + API; Ctrl-C to stop)'),
  );
}

/**
 * Rebuilds the pre-rendered site in the background after staff change the catalogue (SITE_REBUILD_QUIET_SECONDS of
 * quiet, at most 10 minutes after the first change; 0 or SKIP_BUILD turns it off), when what the pages show changed.
 */
async function followStaffChanges(db: Database, catalogFile: string): Promise<void> {
  const quietSeconds = Number(process.env.SITE_REBUILD_QUIET_SECONDS ?? 120);
  if (process.env.SKIP_BUILD || !(quietSeconds > 0)) return;
  // Readiness and /metrics report the rebuilds (server/http/site-build.ts).
  const status = serving.app?.siteBuild;
  status?.followRebuilds(quietSeconds);
  const scheduler = scheduleRebuilds({
    quietMs: quietSeconds * 1000,
    maxWaitMs: 10 * 60 * 1000,
    onError: (error) => console.error(red(`Rebuilding the site failed; the live API still serves every change: ${error.message}`)),
    rebuild: async () => {
      const started = Date.now();
      status?.markStarted(started);
      try {
        const snapshot = await writeCatalogFile(db, catalogFile);
        const wanted = { code: codeHash(), catalog: snapshot.fingerprint };
        if (!staleReason(config.publicDir, wanted)) {
          status?.markFinished('up_to_date');
          return;
        }
        console.log(dim('Rebuilding the site for staff changes (in the background)…'));
        await runGatsbyBuild(catalogFile, process.env, { background: true });
        writeStamp(config.publicDir, wanted);
        status?.markFinished('built');
        console.log(dim(`Site rebuilt for staff changes in ${((Date.now() - started) / 1000).toFixed(0)} s`));
      } catch (error) {
        status?.markFinished('failed');
        throw error;
      }
    },
  });
  const stopListening = await followRebuildTriggers(db, () => {
    status?.markQueued();
    scheduler.changed();
  });
  stopRebuilds = async () => {
    scheduler.stop();
    await stopListening();
  };
}

function sharedBuild(db: Database, catalogFile: string): SharedBuild {
  const store = createObjectStore(config.storage, config.dataDir);
  closeStore = () => store.close();
  // Gatsby always writes the repository's public/ (PUBLIC_DIR only says what a server without SITE_PUBLISH serves).
  const publicDir = path.join(repoRoot, 'public');
  return { database: db, store, local: new LocalReleases(config.dataDir), publicDir, catalogFile, code: codeHash(), build: runGatsbyBuild };
}

/** Before serving: the newest release is current, or this instance builds and publishes it, or waits for the first. */
async function firstSharedBuild(shared: SharedBuild): Promise<void> {
  if (process.env.SKIP_BUILD) {
    console.log(dim('      SKIP_BUILD is set: serving the newest published release'));
    return;
  }
  let force = Boolean(process.env.FORCE_BUILD);
  for (;;) {
    const result = await buildAndPublish(shared, { force });
    force = false;
    if (result.outcome === 'published') {
      console.log(dim(`      built and published release ${result.release} in ${result.buildSeconds.toFixed(0)} s (${result.uploaded} files uploaded)`));
      return;
    }
    if (result.outcome === 'up_to_date') {
      console.log(dim(`      release ${result.release} is up to date`));
      return;
    }
    if (await latestRelease(shared.database.db, shared.code)) {
      console.log(dim(`      ${result.holder} is building; serving the newest release meanwhile`));
      return;
    }
    console.log(dim(`      waiting for ${result.holder} to publish the first build (its lease runs ${Math.round(result.remainingMs / 1000)} s more)…`));
    await new Promise((resolve) => setTimeout(resolve, Math.min(5000, Math.max(1000, result.remainingMs))));
    if (stopping) return;
  }
}

/** SITE_PUBLISH: the shared rebuilds (scripts/lib/site-publish.ts), reported to readiness and /metrics. */
async function followStaffChangesShared(shared: SharedBuild): Promise<void> {
  const quietSeconds = Number(process.env.SITE_REBUILD_QUIET_SECONDS ?? 120);
  if (process.env.SKIP_BUILD || !(quietSeconds > 0)) return;
  const app = serving.app;
  stopRebuilds = await followSharedRebuilds(
    { ...shared, build: (file) => runGatsbyBuild(file, process.env, { background: true }) },
    {
      quietSeconds,
      status: app?.siteBuild,
      published: async (result) => {
        console.log(dim(`Published release ${result.release} for staff changes (built in ${result.buildSeconds.toFixed(0)} s)`));
        await app?.siteFollower?.sync();
      },
      onError: (error) => console.error(red(`Rebuilding the site failed; the live API still serves every change: ${error.message}`)),
    },
  );
}

main().catch(async (error: Error) => {
  // A signal during start-up: the shutdown closes what is open and exits.
  if (stopping) return;
  console.error(red(error instanceof DatabaseLockedError ? error.message : (error.stack ?? error.message)));
  await serving.app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
});
