/**
 * `npm run bench:size [-- /home /ao-dai …]`: the transfer weight of pre-rendered pages in public/ —
 * gzip size of each page's HTML and of the JavaScript it loads (script tags + preloads), as a
 * shopper on a phone would download them on a first visit. Saves JSON under bench/results/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/build-stamp';

const publicDir = process.env.PUBLIC_DIR ?? path.join(repoRoot, 'public');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/home', '/f-menu', '/404'];

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFile(page: string): string {
  const clean = page.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(publicDir, clean, 'index.html'), path.join(publicDir, `${clean}.html`)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`no pre-rendered HTML for ${page} in ${publicDir}`);
  return found;
}

function scriptsOf(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+as="script"[^>]+href="([^"]+\.js)"|<link[^>]+href="([^"]+\.js)"[^>]+as="script"/g)) {
    sources.add((match[1] ?? match[2])!);
  }
  return [...sources].filter((src) => src.startsWith('/'));
}

const rows = pages.map((page) => {
  const html = fs.readFileSync(htmlFile(page));
  const scripts = scriptsOf(html.toString('utf8'));
  const jsGzip = scripts.reduce((sum, src) => sum + gz(fs.readFileSync(path.join(publicDir, src))), 0);
  return { page, htmlBytes: html.length, htmlGzip: gz(html), scripts: scripts.length, jsGzip };
});

console.table(rows.map((r) => ({ page: r.page, 'HTML (gzip)': kb(r.htmlGzip), 'JS files': r.scripts, 'JS (gzip)': kb(r.jsGzip), 'total (gzip)': kb(r.htmlGzip + r.jsGzip) })));
const out = path.join(repoRoot, 'bench', 'results', 'page-weight.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2));
console.log(`saved ${path.relative(repoRoot, out)}`);
