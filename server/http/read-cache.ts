/**
 * An in-process cache of public, session-independent GET responses (menu, banners, collections, listings,
 * search, product detail, reviews, content pages), keyed by the request URL. Routes opt in with
 * `config: readCacheable`.
 *
 * Freshness: a successful write that changes what the catalogue shows — a route marked `changesStock` (placing or
 * cancelling an order), or the sweeper cancelling expired orders — empties the cache of the instance that took it at
 * once (a quote, a payment or a cart change does not: a flood of them cannot keep the cache empty);
 * other instances behind a load balancer catch up within the TTL (`READ_CACHE_TTL_MS`, default 5 s). Nothing
 * a shopper pays is priced from a cached body: the cart, quote and order routes read the database.
 *
 * Concurrent misses for one URL wait for the first request's answer instead of all querying the database.
 * A hit is sent as stored bytes — compressed once per entry and encoding, not once per request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: boolean;
    changesStock?: boolean;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** Spread into a route's `config`. */
export const readCacheable = { readCache: true } as const;

/** Spread into the `config` of a write route whose success changes stock (what listings and details show). */
export const changesStock = { changesStock: true } as const;

export const READ_CACHE_HEADER = 'x-read-cache';

export interface ReadCacheOptions {
  /** 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
}

export interface ReadCache {
  invalidate(): void;
  readonly size: number;
}

type Encoding = 'br' | 'gzip';

interface Entry {
  at: number;
  body: Buffer;
  contentType: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Same threshold as @fastify/compress in app.ts: smaller bodies are not worth it. */
const COMPRESS_THRESHOLD = 1024;

/** The encoding to send a hit in: br, then gzip, unless the client refuses it (q=0) or did not ask. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
        : gzipSync(entry.body);
    entry.encoded[encoding] = encoded;
  }
  return encoded;
}

interface Fill {
  key: string;
  generation: number;
  settle(entry: Entry | null): void;
}

const fills = new WeakMap<FastifyRequest, Fill>();

function isCatalogWrite(request: FastifyRequest, statusCode: number): boolean {
  return statusCode < 400 && request.routeOptions.config?.changesStock === true;
}

export function registerReadCache(app: FastifyInstance, { ttlMs, maxEntries = 2000 }: ReadCacheOptions): void {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
  let generation = 0;

  const cache: ReadCache = {
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  app.decorate('readCache', cache);

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.at < ttlMs) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || request.method !== 'GET' || !request.routeOptions.config.readCache) return;
    const key = request.url;
    const entry = fresh(key) ?? (await inflight.get(key));
    if (entry) {
      reply.header(READ_CACHE_HEADER, 'hit').header('etag', entry.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : null;
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(200)
        .type(entry.contentType)
        .send(encoding ? encode(entry, encoding) : entry.body);
    }
    let settle!: (entry: Entry | null) => void;
    const pending = new Promise<Entry | null>((resolve) => (settle = resolve));
    inflight.set(key, pending);
    fills.set(request, {
      key,
      generation,
      settle(result) {
        if (inflight.get(key) === pending) inflight.delete(key);
        settle(result);
      },
    });
    reply.header(READ_CACHE_HEADER, 'miss');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const fill = fills.get(request);
    if (!fill) return payload;
    fills.delete(request);
    if (reply.statusCode !== 200 || typeof payload !== 'string' || fill.generation !== generation) {
      fill.settle(null);
      return payload;
    }
    const body = Buffer.from(payload);
    const entry: Entry = {
      at: Date.now(),
      body,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      encoded: {},
    };
    entries.set(fill.key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    reply.header('etag', entry.etag);
    fill.settle(entry);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    // A request that never reached onSend (aborted) must not leave waiters hanging.
    fills.get(request)?.settle(null);
    fills.delete(request);
    if (isCatalogWrite(request, reply.statusCode)) cache.invalidate();
  });
}
