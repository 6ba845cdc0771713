/**
 * Issue #33: onPostBuild touches only what this build changed. A rebuild for one staff edit re-renders a handful of
 * pages (Gatsby's own incremental HTML with the kept `.cache`), yet the first-load rewrite and brotli 11 used to run
 * over every page and script, one after another. A manifest in `.cache` records each file's content hash as this step
 * left it; a file whose hash still matches (and whose `.br` is there) is skipped. Compression runs on zlib's thread
 * pool (async brotli), a few files at a time, so both cores work.
 *
 * Issue #15: brotli at its best quality, once, at build time. The server compresses on the fly at quality 4 (fast
 * enough per request); a page at quality 11 is ~17 % smaller — inside the first round trip of a new connection. The
 * server sends `<file>.br` when the browser accepts brotli and the `.br` is not older than the file
 * (server/http/static-site.ts, site-files.ts). A catalogue of 10,000 has that many product pages to compress, and at
 * quality 11 a product page took 38 ms of CPU (10.0 KB of 46.7), at 10 16 ms (10.2 KB), at 5 2.6 ms (11.0 KB, still
 * inside the first round trip's 14 KB): product pages at 5, the other pages (home, categories, collections, content)
 * at 10, the few scripts and stylesheets, cached for a year, at 11.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { eachLimited } from '../../core/async/each-limited';

export const BROTLI_BEST = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
export const BROTLI_PAGES = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
export const BROTLI_PRODUCT_PAGES = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const PRODUCT_PAGE = /[\\/]product[\\/][^\\/]+[\\/]index\.html$/;

function brotliOptions(file: string, isPage: boolean) {
  if (!isPage) return BROTLI_BEST;
  return PRODUCT_PAGE.test(file) ? BROTLI_PRODUCT_PAGES : BROTLI_PAGES;
}
const brotli = promisify(brotliCompress);

/** `.cache/post-build-manifest.json`: content hash of each file as the last post-build step left it, by path. */
export type PostBuildManifest = Record<string, string>;

export function hashOf(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export function readManifest(file: string): PostBuildManifest {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PostBuildManifest) : {};
  } catch {
    return {};
  }
}

export function writeManifest(file: string, manifest: PostBuildManifest): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(manifest));
}

/**
 * True when `<file>.br` is there; made no older than `file`, as the server sends a `.br` only when it is not older
 * (the same bytes written again: webpack re-emits its assets, Gatsby re-renders unchanged pages).
 */
async function keepCompressed(file: string): Promise<boolean> {
  if (!existsSync(`${file}.br`)) return false;
  const [source, compressed] = await Promise.all([stat(file), stat(`${file}.br`)]);
  // In seconds, a millisecond on: a Date would drop the sub-millisecond part and leave it older by a fraction.
  if (compressed.mtimeMs < source.mtimeMs) await utimes(`${file}.br`, (source.mtimeMs + 1) / 1000, (source.mtimeMs + 1) / 1000);
  return true;
}

export interface PostBuildFiles {
  /** Pages to rewrite for their first load (optimiseFirstLoad) before compression. */
  pages: readonly string[];
  /** Scripts and stylesheets: compressed as they are. */
  assets: readonly string[];
}

export interface PostBuildOutcome {
  rewritten: number;
  compressed: number;
  unchanged: number;
}

/**
 * Rewrites (pages only) and brotli-compresses every file not already done in its current content. `manifest` is
 * updated in place: the next build compares against it (files that are gone leave it).
 */
export async function processChanged(
  { pages, assets }: PostBuildFiles,
  manifest: PostBuildManifest,
  rewrite: (html: string) => string,
  // Twice the cores: while one file is read, hashed or rewritten on this thread, another's compression keeps a core busy.
  concurrency = 2 * Math.max(2, os.availableParallelism?.() ?? os.cpus().length),
): Promise<PostBuildOutcome> {
  const outcome: PostBuildOutcome = { rewritten: 0, compressed: 0, unchanged: 0 };
  const present = new Set([...pages, ...assets]);
  // A page gone from the site (a product deleted): its `.br` goes with it.
  for (const file of Object.keys(manifest)) {
    if (present.has(file)) continue;
    delete manifest[file];
    if (!existsSync(file)) rmSync(`${file}.br`, { force: true });
  }
  const isPage = new Set(pages);
  await eachLimited([...present], concurrency, async (file) => {
    let content: string | Buffer = await readFile(file);
    let hash = hashOf(content);
    if (manifest[file] === hash && (await keepCompressed(file))) {
      outcome.unchanged += 1;
      return;
    }
    if (isPage.has(file)) {
      const html = content.toString('utf8');
      const optimised = rewrite(html);
      if (optimised !== html) {
        content = optimised;
        await writeFile(file, optimised);
        hash = hashOf(optimised);
        outcome.rewritten += 1;
      }
      // Rendered again into the very page it was (Gatsby re-renders pages whose data did not change when its own
      // bundles do): brotli is the costly part, and its `.br` still fits.
      if (manifest[file] === hash && (await keepCompressed(file))) {
        outcome.unchanged += 1;
        return;
      }
    }
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    await writeFile(`${file}.br`, await brotli(bytes, brotliOptions(file, isPage.has(file))));
    outcome.compressed += 1;
    manifest[file] = hash;
  });
  return outcome;
}
