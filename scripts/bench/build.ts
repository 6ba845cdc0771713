/**
 * `npm run bench:build`: `gatsby build` wall time and peak memory (the whole process tree: Gatsby and its
 * render workers) for catalogues of several sizes. Each size is seeded into an in-memory PGlite, exported as
 * the build's catalogue file and built in a copy of the project under /tmp, so `public/` here is untouched.
 * Then one product is renamed in that database, the catalogue exported again and built once more with the first
 * build's `.cache` and `public/` kept (what `npm start`'s rebuild for a staff change does): the time until the new
 * name is on the product's pre-rendered page, and how many pages' HTML changed.
 *   BUILD_PRODUCTS="1000 10000"  → bench/results/build-<time>.json
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { products as productsTable } from '../../server/db/tables/products';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { repoRoot } from '../lib/build-stamp';
import { writeCatalogFile } from '../lib/catalog-file';
import type { CatalogSnapshot } from '../../core/contracts/snapshot';
import { treeRssBytes } from './process-tree';

const sizes = (process.env.BUILD_PRODUCTS ?? '1000 10000').split(/[\s,]+/).filter(Boolean).map(Number);
const COPY_EXCLUDES = new Set(['node_modules', 'public', '.cache', '.data', '.git', 'bench', 'test-results', 'playwright-report']);

interface BuildResult {
  products: number;
  /** Seeding the empty database and exporting the catalogue file (what `npm start` does first on a new shop). */
  seedSeconds: number;
  pages: number;
  seconds: number;
  peakMemoryMB: number;
  publicMB: number;
  edit: EditResult;
}

interface EditResult {
  /** Rename in the database → the product's pre-rendered page shows the new name (export + build). */
  seconds: number;
  peakMemoryMB: number;
  pagesRewritten: number;
  brotliRewritten: number;
}

function copyProject(target: string): void {
  for (const entry of fs.readdirSync(repoRoot)) {
    if (COPY_EXCLUDES.has(entry)) continue;
    fs.cpSync(path.join(repoRoot, entry), path.join(target, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'));
}

async function seededDatabase(products: number): Promise<Database> {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  process.env.SEED_PRODUCTS = String(products);
  await seedDatabase(database);
  return database;
}

/** Every file's content hash under `dir`, by path (page-data and static assets left out). */
function hashes(dir: string, pattern: RegExp, into = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashes(full, pattern, into);
    else if (pattern.test(entry.name)) into.set(full, createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
  }
  return into;
}

function changedCount(before: Map<string, string>, after: Map<string, string>): number {
  let changed = 0;
  for (const [file, hash] of after) if (before.get(file) !== hash) changed += 1;
  return changed;
}

function countFiles(dir: string, name: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countFiles(path.join(dir, entry.name), name);
    else if (entry.name === name) count += 1;
  }
  return count;
}

function build(projectDir: string, catalogFile: string): Promise<{ seconds: number; peakBytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.join(projectDir, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: projectDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CATALOG_FILE: catalogFile, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    let peakBytes = 0;
    const sampler = setInterval(() => {
      if (child.pid) peakBytes = Math.max(peakBytes, treeRssBytes(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, peakBytes });
      else reject(new Error(`gatsby build exited with ${code}`));
    });
  });
}

async function benchSize(products: number): Promise<BuildResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${products}-`));
  try {
    console.log(`\n${products} products: seeding and exporting the catalogue…`);
    const catalogFile = path.join(dir, 'catalog.json');
    const seeding = performance.now();
    const database = await seededDatabase(products);
    try {
      await writeCatalogFile(database, catalogFile);
      const seedSeconds = (performance.now() - seeding) / 1000;
      const projectDir = path.join(dir, 'project');
      copyProject(projectDir);
      console.log(`${products} products: gatsby build in ${projectDir}`);
      const { seconds, peakBytes } = await build(projectDir, catalogFile);
      const publicDir = path.join(projectDir, 'public');
      const publicBytes = Number(execFileSync('du', ['-sb', publicDir], { encoding: 'utf8' }).split('\t')[0]);
      console.log(`${products} products: one product renamed, building again with the kept .cache and public/`);
      const edit = await editOneProduct(database, projectDir, catalogFile);
      return {
        products,
        seedSeconds: round(seedSeconds),
        pages: countFiles(publicDir, 'index.html'),
        seconds: round(seconds),
        peakMemoryMB: Math.round(peakBytes / 1024 / 1024),
        publicMB: Math.round(publicBytes / 1024 / 1024),
        edit,
      };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

async function editOneProduct(database: Database, projectDir: string, catalogFile: string): Promise<EditResult> {
  const publicDir = path.join(projectDir, 'public');
  const html = hashes(publicDir, /\.html$/);
  const brotli = hashes(publicDir, /\.br$/);
  // One the build pre-rendered (past PRERENDER_PRODUCTS the others have no page of their own to rebuild).
  const [prerendered] = (JSON.parse(fs.readFileSync(catalogFile, 'utf8')) as CatalogSnapshot).products;
  if (!prerendered) throw new Error('no product to rename');
  const product = { id: prerendered.id, link: prerendered.link, name: prerendered.name };
  const name = `${product.name} (bench ${Date.now()})`;
  const started = performance.now();
  await database.db.update(productsTable).set({ name }).where(eq(productsTable.id, product.id));
  await writeCatalogFile(database, catalogFile);
  const { peakBytes } = await build(projectDir, catalogFile);
  const seconds = (performance.now() - started) / 1000;
  const page = fs.readFileSync(path.join(publicDir, 'product', product.link, 'index.html'), 'utf8');
  if (!page.includes(name)) throw new Error(`/product/${product.link} does not show the new name after the rebuild`);
  return {
    seconds: round(seconds),
    peakMemoryMB: Math.round(peakBytes / 1024 / 1024),
    pagesRewritten: changedCount(html, hashes(publicDir, /\.html$/)),
    brotliRewritten: changedCount(brotli, hashes(publicDir, /\.br$/)),
  };
}

async function main(): Promise<void> {
  const results: BuildResult[] = [];
  for (const size of sizes) results.push(await benchSize(size));
  console.log('\n| products | seed + export | pages | build time | peak memory (process tree) | public/ | one-product edit on its page | HTML rewritten | .br rewritten |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const e = r.edit;
    console.log(
      `| ${r.products} | ${r.seedSeconds} s | ${r.pages} | ${r.seconds} s | ${r.peakMemoryMB} MB | ${r.publicMB} MB | ${e.seconds} s (${e.peakMemoryMB} MB) | ${e.pagesRewritten} | ${e.brotliRewritten} |`,
    );
  }
  const out = path.join(repoRoot, 'bench', 'results', `build-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ machine: { cpus: os.cpus().length, memoryGB: Math.round(os.totalmem() / 2 ** 30) }, results }, null, 2));
  console.log(`saved ${path.relative(repoRoot, out)}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
