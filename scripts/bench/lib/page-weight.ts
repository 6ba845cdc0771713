/** Transfer weight of a pre-rendered page: gzip size of its HTML and of the JavaScript it loads. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  htmlBytes: number;
  htmlGzip: number;
  scripts: number;
  jsGzip: number;
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFile(publicDir: string, page: string): string {
  const clean = decodeURIComponent(page.split('?')[0]!).replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(publicDir, clean, 'index.html'), path.join(publicDir, `${clean}.html`)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`no pre-rendered HTML for ${page} in ${publicDir}`);
  return found;
}

/** Scripts the page loads on a first visit: script tags and script preloads, same-origin only. */
function scriptsOf(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+>/g)) {
    const tag = match[0];
    const href = /href="([^"]+\.js)"/.exec(tag)?.[1];
    if (href && /as="script"/.test(tag)) sources.add(href);
  }
  return [...sources].filter((src) => src.startsWith('/'));
}

export function measurePageWeight(publicDir: string, page: string): PageWeight {
  const html = fs.readFileSync(htmlFile(publicDir, page));
  const scripts = scriptsOf(html.toString('utf8'));
  const jsGzip = scripts.reduce((sum, src) => sum + gz(fs.readFileSync(path.join(publicDir, src))), 0);
  return { page, htmlBytes: html.length, htmlGzip: gz(html), scripts: scripts.length, jsGzip };
}
