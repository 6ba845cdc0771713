/**
 * The site's small files (pages, scripts, styles, page data: up to MEMORY_FILE_MAX_BYTES) held in memory with their
 * compressed forms, so a page is answered from memory once its file is known: @fastify/send took about ten turns of
 * the event loop for /home (stat, the pre-compressed siblings, open, read, close, a brotli stream on the thread pool),
 * each waiting behind whatever else the loop had to do — 20 clients searching made /home's median 24–31 ms (idle:
 * 4–6 ms) and its p99 up to 4.6 × the idle one. A file is re-read when its stat (inode, size, mtime) changes, so a
 * rebuilt site is served at once; larger files and range requests stay with @fastify/send.
 */
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import send from '@fastify/send';

export const MEMORY_FILE_MAX_BYTES = 512 * 1024;
/** All files held at once, their compressed forms included; the least recently loaded leave first. */
const MEMORY_TOTAL_BYTES = 64 * 1024 * 1024;
/** Same threshold as @fastify/compress in app.ts: smaller bodies are not worth it. */
const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type SiteEncoding = 'br' | 'gzip';

export interface SiteFile {
  body: Buffer;
  encoded: Partial<Record<SiteEncoding, Buffer>>;
  contentType: string;
  /** The same validators @fastify/send sends: a weak ETag of size and mtime, and Last-Modified. */
  etag: string;
  lastModified: string;
  /** What the page's HTML gives the caller's `pageExtra` (its Content-Security-Policy), null for other files. */
  pageExtra: string | null;
}

/** What the page front (server/front/) re-checks a page's file against. */
export const versionOf = (stat: Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** `<file>.br` / `<file>.gz` written at build time (src/build/post-build.ts) when newer than the file, else made now. */
async function compressed(file: string, stat: Stats, body: Buffer, encoding: SiteEncoding): Promise<Buffer> {
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const siblingStat = await fs.stat(sibling);
    if (siblingStat.isFile() && siblingStat.mtimeMs >= stat.mtimeMs) return await fs.readFile(sibling);
  } catch {
    // None written: compressed here, once per version of the file.
  }
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body);
}

export interface SiteFiles {
  /** The file at `absolutePath` (its stat just taken) from memory, or null when it is too large to hold. */
  get(absolutePath: string, stat: Stats): Promise<SiteFile | null>;
}

/** `pageExtra(html)` is computed once per version of each HTML file (the page's policy, with its inline scripts' hashes). */
export function createSiteFiles(pageExtra: (html: string) => string): SiteFiles {
  const held = new Map<string, { version: string; file: SiteFile; bytes: number }>();
  const loading = new Map<string, { version: string; file: Promise<SiteFile> }>();
  let total = 0;

  const forget = (absolutePath: string) => {
    const entry = held.get(absolutePath);
    if (!entry) return;
    held.delete(absolutePath);
    total -= entry.bytes;
  };

  async function load(absolutePath: string, stat: Stats): Promise<SiteFile> {
    const body = await fs.readFile(absolutePath);
    const contentType = contentTypeOf(absolutePath);
    const encoded: SiteFile['encoded'] = {};
    if (body.length >= COMPRESS_THRESHOLD && COMPRESSIBLE.test(contentType)) {
      [encoded.br, encoded.gzip] = await Promise.all([compressed(absolutePath, stat, body, 'br'), compressed(absolutePath, stat, body, 'gzip')]);
    }
    return {
      body,
      encoded,
      contentType,
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      pageExtra: contentType.startsWith('text/html') ? pageExtra(body.toString('utf8')) : null,
    };
  }

  return {
    async get(absolutePath, stat) {
      if (stat.size > MEMORY_FILE_MAX_BYTES) return null;
      const version = versionOf(stat);
      const entry = held.get(absolutePath);
      if (entry?.version === version) return entry.file;
      const inFlight = loading.get(absolutePath);
      if (inFlight?.version === version) return inFlight.file;
      const file = load(absolutePath, stat);
      loading.set(absolutePath, { version, file });
      try {
        const loaded = await file;
        // The file may have changed while it was read: what was read is held only under the version it was read as.
        if (versionOf(await fs.stat(absolutePath)) === version) {
          forget(absolutePath);
          const bytes = loaded.body.length + (loaded.encoded.br?.length ?? 0) + (loaded.encoded.gzip?.length ?? 0);
          held.set(absolutePath, { version, file: loaded, bytes });
          total += bytes;
          for (const oldest of held.keys()) {
            if (total <= MEMORY_TOTAL_BYTES) break;
            forget(oldest);
          }
        }
        return loaded;
      } finally {
        if (loading.get(absolutePath)?.file === file) loading.delete(absolutePath);
      }
    },
  };
}

/** Whether the client's validators match (If-None-Match, else If-Modified-Since), as @fastify/send decides a 304. */
export function notModified(headers: Record<string, string | string[] | undefined>, file: Pick<SiteFile, 'etag' | 'lastModified'>): boolean {
  const noneMatch = headers['if-none-match'];
  if (typeof noneMatch === 'string') {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => weak(tag) === weak(file.etag));
  }
  const since = headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && Date.parse(file.lastModified) <= sinceMs;
}
