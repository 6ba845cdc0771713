/**
 * Issue #34: a logged-in area's page (account, checkout: the pages with early reads, src/shared/api/early-reads.ts)
 * fetches its code with the HTML. Without hints the browser learns of it one round trip at a time: the runtime, React
 * and the app (added after the first paint, src/build/first-load.ts), then Gatsby's loader asks for the app's and the
 * page's data and its static queries, and only then for the page component's chunks. Preloads in the head start all
 * of them at once; the scripts still run only when the loader adds them, and the loader's requests take the preloaded
 * answers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The attribute of the early-reads script (gatsby-ssr): the pages that get the hints. */
export const EARLY_READS_ATTRIBUTE = 'data-early-reads';

export interface PageCode {
  /** Fetched by Gatsby's loader (XHR, same origin without credentials: preloaded `as="fetch" crossorigin="anonymous"`). */
  data: string[];
  scripts: string[];
}

/** The screens a page always loads once its own code runs (named chunks: `webpackChunkName`). */
const SCREENS: Readonly<Record<string, readonly string[]>> = { '/checkout': ['checkout-screen'] };

interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>;
}

/** The page's data files and its component's chunks, from the build's page data and webpack stats; null without them. */
export function pageCodeFrom(publicDir: string): (pagePath: string) => PageCode | null {
  let groups: ChunkGroups['namedChunkGroups'] | null = null;
  return (pagePath) => {
    const dataPath = pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, '');
    const pageDataFile = path.join(publicDir, 'page-data', dataPath, 'page-data.json');
    const statsFile = path.join(publicDir, 'webpack.stats.json');
    if (!existsSync(pageDataFile) || !existsSync(statsFile)) return null;
    groups ??= (JSON.parse(readFileSync(statsFile, 'utf8')) as ChunkGroups).namedChunkGroups;
    const page = JSON.parse(readFileSync(pageDataFile, 'utf8')) as { componentChunkName: string; staticQueryHashes?: string[] };
    const chunks = [page.componentChunkName, ...(SCREENS[`/${dataPath}`] ?? [])];
    const assets = chunks.flatMap((name) => groups![name]?.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)) ?? []);
    return {
      data: ['/page-data/app-data.json', `/page-data/${dataPath}/page-data.json`, ...(page.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`)],
      scripts: [...new Set(assets.filter((name) => name.endsWith('.js')).map((name) => `/${name}`))],
    };
  };
}

const PAGE_PATH = /window\.pagePath="([^"]*)"/;
const DEFERRED_SOURCES = /<script id="deferred-scripts">\(function\(\)\{var s=(\[[^\]]*\])/;
const VIEWPORT_META = /<meta name="viewport"[^>]*>/i;

/**
 * The page with preloads of its scripts (the deferred runtime, React and app first, then the component's) and of the
 * loader's data right after the viewport meta; unchanged unless it carries the early reads, or when done already.
 */
export function preloadPageCode(html: string, codeOf: (pagePath: string) => PageCode | null): string {
  if (!html.includes(`${EARLY_READS_ATTRIBUTE}=""`) || html.includes('data-page-code') || !VIEWPORT_META.test(html)) return html;
  const pagePath = PAGE_PATH.exec(html)?.[1];
  const code = pagePath ? codeOf(pagePath) : null;
  if (!code) return html;
  const deferred = DEFERRED_SOURCES.exec(html)?.[1];
  const scripts = [...new Set([...(deferred ? (JSON.parse(deferred) as string[]) : []), ...code.scripts])];
  const links = [
    // Low: they run after the first paint anyway, and must not hold it back (a high-priority script counts as
    // render-blocking in Lighthouse's estimate; measured FCP 0.74 → 2.2 s without it).
    ...scripts.map((href) => `<link rel="preload" as="script" href="${href}" fetchpriority="low" data-page-code=""/>`),
    ...code.data.map((href) => `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous" data-page-code=""/>`),
  ].join('');
  return html.replace(VIEWPORT_META, (meta) => `${meta}${links}`);
}
