/**
 * `npm run develop`: the API (restarting on change, port API_PORT, default 8001) and
 * `gatsby develop` (hot reload, port PORT, default 8000) together; Gatsby proxies /v1 and /images.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadConfig, loadEnvFile } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { repoRoot } from './lib/build-stamp';
import { writeCatalogFile } from './lib/catalog-file';
import { enableLocalSandbox } from './lib/local-sandbox';

loadEnvFile();

const config = loadConfig();
const apiPort = process.env.API_PORT ?? '8001';
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${path.basename(command)} exited (${code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

async function main() {
  const catalogFile = path.join(config.dataDir, 'build', 'catalog.json');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    await seedDatabase(database);
    await writeCatalogFile(database, catalogFile);
  } finally {
    await database.close();
  }
  enableLocalSandbox();
  run(bin('tsx'), ['watch', 'server/index.ts'], { PORT: apiPort, PUBLIC_DIR: path.join(config.dataDir, 'no-site') });
  run(bin('gatsby'), ['develop', '-p', String(config.port), '-H', '0.0.0.0'], {
    CATALOG_FILE: catalogFile,
    API_PORT: apiPort,
    GATSBY_TELEMETRY_DISABLED: '1',
  });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
