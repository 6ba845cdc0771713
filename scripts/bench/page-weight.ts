/**
 * `npm run bench:size [-- /home /ao-dai …]`: gzip weight of pre-rendered pages in public/ (HTML and the
 * JavaScript each loads on a first visit). Saves bench/results/page-weight.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/build-stamp';
import { kb, measurePageWeight } from './lib/page-weight';

const publicDir = process.env.PUBLIC_DIR ?? path.join(repoRoot, 'public');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/home', '/f-menu', '/404'];

const rows = pages.map((page) => measurePageWeight(publicDir, page));
console.table(
  rows.map((r) => ({ page: r.page, 'HTML (gzip)': kb(r.htmlGzip), 'JS files': r.scripts, 'JS (gzip)': kb(r.jsGzip), 'total (gzip)': kb(r.htmlGzip + r.jsGzip) })),
);
const out = path.join(repoRoot, 'bench', 'results', 'page-weight.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2));
console.log(`saved ${path.relative(repoRoot, out)}`);
