#!/usr/bin/env node
// Prints the storefront's feature → feature import edges (with how many imports make each), the mutual pairs, and any
// import that runs back up the layers (core → shared → features → app). `--json` prints the same as JSON.
// Usage: node scripts/dev/feature-graph.mjs [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LAYERS = ['core', 'shared', 'features', 'app'];
const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) yield path;
  }
}

/** Where a repository path sits: its layer and, inside src/features, its feature. */
function place(path) {
  const parts = relative(root, path).split(sep);
  if (parts[0] === 'core') return { layer: 'core' };
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'features') return { layer: 'features', feature: parts[2] };
  if (parts[1] === 'shared') return { layer: 'shared' };
  if (['app', 'pages', 'templates'].includes(parts[1])) return { layer: 'app' };
  return null;
}

const edges = new Map(); // "from → to" → count
const upward = [];
for (const top of ['core', 'src']) {
  for (const file of files(join(root, top))) {
    const from = place(file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith('.')) continue;
      const to = place(resolve(dirname(file), spec));
      if (!to) continue;
      if (LAYERS.indexOf(to.layer) > LAYERS.indexOf(from.layer)) upward.push(`${relative(root, file)} → ${spec}`);
      if (from.feature && to.feature && from.feature !== to.feature) {
        const key = `${from.feature} → ${to.feature}`;
        edges.set(key, (edges.get(key) ?? 0) + 1);
      }
    }
  }
}

const sorted = [...edges.keys()].sort();
const mutual = sorted
  .map((key) => key.split(' → '))
  .filter(([a, b]) => a < b && edges.has(`${b} → ${a}`))
  .map(([a, b]) => `${a} ↔ ${b}`);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ edges: Object.fromEntries(sorted.map((key) => [key, edges.get(key)])), mutual, upward }, null, 2));
} else {
  console.log(`feature → feature edges: ${sorted.length}`);
  for (const key of sorted) console.log(`  ${key} (${edges.get(key)})`);
  console.log(`mutual pairs: ${mutual.length}`);
  for (const pair of mutual) console.log(`  ${pair}`);
  console.log(`imports up the layers (core → shared → features → app): ${upward.length}`);
  for (const line of upward) console.log(`  ${line}`);
}
