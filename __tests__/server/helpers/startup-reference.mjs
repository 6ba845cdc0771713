/**
 * The server project's global setup: measures, in this run and on this machine as loaded as it is now, one reference
 * start-up — `npm run db:migrate`'s compiled code opening a fresh embedded database (PGlite) in a child process and
 * migrating it — and hands it to every test file as SERVER_TEST_STARTUP_REFERENCE_MS (./time-budget.ts turns it into
 * the tests' timeout). A start-up takes 2–3 s on idle cores and 15–20 s on busy ones; the suites' start-ups, child
 * processes and seeded catalogues slow down alike, so a fixed limit would be either loose or flaky.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import compileServer from '../../global-setup.mjs';

/** Read by ./time-budget.ts. */
const REFERENCE_ENV = 'SERVER_TEST_STARTUP_REFERENCE_MS';

export default async function measureStartupReference() {
  // Jest runs a project's global setup before the top-level one, which compiles dist/: compile first (about 0.1 s).
  await compileServer();
  const migrate = fileURLToPath(new URL('../../../dist/migrate.js', import.meta.url));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-reference-'));
  try {
    const started = performance.now();
    execFileSync(process.execPath, [migrate], {
      cwd: dataDir,
      env: { ...process.env, DATA_DIR: path.join(dataDir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const ms = Math.round(performance.now() - started);
    process.env[REFERENCE_ENV] = String(ms);
    console.info(`\nserver tests: a reference start-up took ${ms} ms (their timeouts and time bounds are multiples of it)`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
