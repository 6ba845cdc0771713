/**
 * Compiles the server and its command-line entry points to plain JavaScript in `dist/`, so `npm start`,
 * `npm run serve` and `npm run db:migrate` run on `node` itself, with no TypeScript loader or wrapper process
 * between a signal and the server. Runs on install (`prepare`) and before each of those commands; one bundle
 * per entry (dependencies stay in node_modules) takes well under a second.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const ENTRIES = {
  server: 'server/index.ts',
  start: 'scripts/start.ts',
  migrate: 'scripts/migrate.ts',
  'admin-create': 'scripts/admin-create.ts',
  'admin-reset-password': 'scripts/admin-reset-password.ts',
  'storage-migrate': 'scripts/storage-migrate.ts',
  // PGlite's thread (server/db/pglite-thread.ts loads it from next to the compiled server).
  'pglite-worker': 'server/db/pglite-worker.ts',
  // The image encoder process (server/shared/image-encoder.ts forks it from next to the compiled server).
  'image-encoder': 'server/shared/image-encoder-process.ts',
  // The page front (server/front/front.ts forks it from next to the compiled server).
  'front-process': 'server/front/front-process.ts',
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
  outdir: path.join(root, 'dist'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  logLevel: 'warning',
});
if (!process.argv.includes('--quiet')) {
  console.log(`server compiled to dist/ in ${Date.now() - started} ms`);
}
