/**
 * An in-process cache of public, session-independent GET responses (menu, banners, collections, listings,
 * search, product detail, reviews, content pages), keyed by the request URL. Routes opt in with
 * `config: readCacheable`.
 *
 * Freshness: a successful write that changes what the catalogue shows (placing, paying, cancelling or
 * delivering an order changes stock and sales counts) empties the cache of the instance that took it at once;
 * other instances behind a load balancer catch up within the TTL (`READ_CACHE_TTL_MS`, default 5 s). Nothing
 * a shopper pays is priced from a cached body: the cart, quote and order routes read the database.
 *
 * Concurrent misses for one URL wait for the first request's answer instead of all querying the database.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: boolean;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** Spread into a route's `config`. */
export const readCacheable = { readCache: true } as const;

/** Successful non-GET requests under these route prefixes may change stock or sales counts. */
export const CATALOG_WRITE_PREFIXES = ['/v1/order', '/v1/staff', '/v1/payment'] as const;

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

interface Entry {
  at: number;
  body: string;
  contentType: string;
  etag: string;
}

interface Fill {
  key: string;
  generation: number;
  settle(entry: Entry | null): void;
}

const fills = new WeakMap<FastifyRequest, Fill>();

function isCatalogWrite(request: FastifyRequest, statusCode: number): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || statusCode >= 400) return false;
  const route = request.routeOptions.url ?? '';
  return CATALOG_WRITE_PREFIXES.some((prefix) => route.startsWith(prefix));
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
      reply.header(READ_CACHE_HEADER, 'hit').header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.code(200).type(entry.contentType).send(entry.body);
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
    const entry: Entry = {
      at: Date.now(),
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
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
