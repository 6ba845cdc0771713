/**
 * `npm run bench:build`: `gatsby build` wall time and peak memory (the whole process tree: Gatsby and its
 * render workers) for catalogues of several sizes. Each size is seeded into an in-memory PGlite, exported as
 * the build's catalogue file and built in a copy of the project under /tmp, so `public/` here is untouched.
 *   BUILD_PRODUCTS="1000 10000"  → bench/results/build-<time>.json
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { repoRoot } from '../lib/build-stamp';
import { writeCatalogFile } from '../lib/catalog-file';
import { treeRssBytes } from './process-tree';

const sizes = (process.env.BUILD_PRODUCTS ?? '1000 10000').split(/[\s,]+/).filter(Boolean).map(Number);
const COPY_EXCLUDES = new Set(['node_modules', 'public', '.cache', '.data', '.git', 'bench', 'test-results', 'playwright-report']);

interface BuildResult {
  products: number;
  pages: number;
  seconds: number;
  peakMemoryMB: number;
  publicMB: number;
}

function copyProject(target: string): void {
  for (const entry of fs.readdirSync(repoRoot)) {
    if (COPY_EXCLUDES.has(entry)) continue;
    fs.cpSync(path.join(repoRoot, entry), path.join(target, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'));
}

async function exportCatalog(products: number, file: string): Promise<void> {
  const database = await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    process.env.SEED_PRODUCTS = String(products);
    await seedDatabase(database);
    await writeCatalogFile(database, file);
  } finally {
    await database.close();
  }
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
    await exportCatalog(products, catalogFile);
    const projectDir = path.join(dir, 'project');
    copyProject(projectDir);
    console.log(`${products} products: gatsby build in ${projectDir}`);
    const { seconds, peakBytes } = await build(projectDir, catalogFile);
    const publicDir = path.join(projectDir, 'public');
    const publicBytes = Number(execFileSync('du', ['-sb', publicDir], { encoding: 'utf8' }).split('\t')[0]);
    return {
      products,
      pages: countFiles(publicDir, 'index.html'),
      seconds: Math.round(seconds * 10) / 10,
      peakMemoryMB: Math.round(peakBytes / 1024 / 1024),
      publicMB: Math.round(publicBytes / 1024 / 1024),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const results: BuildResult[] = [];
  for (const size of sizes) results.push(await benchSize(size));
  console.log('\n| products | pages | build time | peak memory (process tree) | public/ |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.products} | ${r.pages} | ${r.seconds} s | ${r.peakMemoryMB} MB | ${r.publicMB} MB |`);
  const out = path.join(repoRoot, 'bench', 'results', `build-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ machine: { cpus: os.cpus().length, memoryGB: Math.round(os.totalmem() / 2 ** 30) }, results }, null, 2));
  console.log(`saved ${path.relative(repoRoot, out)}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
