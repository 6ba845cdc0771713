/** Transfer weight of a pre-rendered page: gzip size of its HTML and of the JavaScript a first visit loads. */
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

/** Scripts the HTML names: script tags, script preloads and the deferred loader's list (src/build/first-load.ts), same-origin only. */
function scriptsInHtml(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) sources.add(match[1]!);
  const loader = /<script id="deferred-scripts">\(function\(\)\{var s=(\[[^\]]*\])/.exec(html);
  for (const src of loader ? (JSON.parse(loader[1]!) as string[]) : []) sources.add(src);
  for (const match of html.matchAll(/<link[^>]+>/g)) {
    const tag = match[0];
    const href = /href="([^"]+\.js)"/.exec(tag)?.[1];
    if (href && /as="script"/.test(tag)) sources.add(href);
  }
  return [...sources].filter((src) => src.startsWith('/'));
}

/**
 * The page component's chunk group (its own chunk and the shared ones it needs), which Gatsby's runtime loads
 * right after the HTML's scripts: part of every first visit, though the HTML does not name it.
 */
function componentScripts(publicDir: string, page: string): string[] {
  const clean = decodeURIComponent(page.split('?')[0]!).replace(/^\/+|\/+$/g, '');
  const pageData = path.join(publicDir, 'page-data', clean || 'index', 'page-data.json');
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(pageData) || !fs.existsSync(statsFile)) return [];
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, 'utf8')) as { componentChunkName: string };
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };
  return (stats.namedChunkGroups[componentChunkName]?.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));
}

export function measurePageWeight(publicDir: string, page: string): PageWeight {
  const html = fs.readFileSync(htmlFile(publicDir, page));
  const scripts = [...new Set([...scriptsInHtml(html.toString('utf8')), ...componentScripts(publicDir, page)])];
  const jsGzip = scripts.reduce((sum, src) => sum + gz(fs.readFileSync(path.join(publicDir, src))), 0);
  return { page, htmlBytes: html.length, htmlGzip: gz(html), scripts: scripts.length, jsGzip };
}
