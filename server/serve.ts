/**
 * What `npm start` and `npm run serve` share once the database is open: the app on the configured port, and
 * a shutdown that drains it (server/http/drain.ts), runs the caller's extra closers and closes the database.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import { appOptionsFromConfig, buildApp } from './app';
import { siteUrlWarning, type ServerConfig } from './config';
import type { Database } from './db/client';
import { drainApp, openWork } from './http/drain';
import { installShutdown } from './lifecycle';
import { startPageFront, type PageFront } from './front/front';

export interface Serving {
  /** Set once the app is built; the shutdown drains it. */
  app: FastifyInstance | null;
  /** The page front on the shop's port (server/front/), unless PAGE_FRONT=off. */
  front: PageFront | null;
}

/** Installs the signal handlers first, so a signal during migrations or a build also stops cleanly. */
export function installServerShutdown(config: ServerConfig, database: () => Database | null, extra: Array<() => unknown> = []): Serving {
  const serving: Serving = { app: null, front: null };
  const log = {
    info: (message: string) => (serving.app ? serving.app.log.info(message) : console.info(message)),
    error: (error: unknown, message?: string) =>
      serving.app ? serving.app.log.error({ err: error }, message) : console.error(message, error),
  };
  installShutdown(
    [
      // The front stops accepting at once; the connections it hands over meanwhile are the app's to drain.
      async () => {
        const front = serving.front?.drain();
        if (serving.app) await drainApp(serving.app, front);
        else await front;
      },
      ...extra.map((close) => async () => close()),
      async () => database()?.close(),
    ],
    log,
    {
      timeoutMs: config.shutdownTimeoutMs,
      describeOpen: async () => (serving.app ? openWork(serving.app) : 'the server was not listening yet'),
    },
  );
  return serving;
}

/**
 * How far V8 lets the heap grow past what survived the last full collection before it starts the next: 100 %.
 * Left to itself, V8 kept the old generation at about 1.5 × the server's ~52 MB live heap, and during a flood of
 * photo uploads (the page-under-load test: little JavaScript allocated, many requests alive for seconds) started a
 * full collection every 0.4–0.9 s, 6–10 in six seconds, each holding the event loop 10–100 ms on 2 shared cores and
 * the slowest page fetches with it; at 2 × the live heap: one in six seconds. It costs up to one live heap of memory.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Builds the app and listens; resolves with the shop's port. With the page front (the default) the front owns that
 * port and the app listens on loopback only (for the payment sandbox's callbacks), serving what the front hands it.
 */
export async function listen(serving: Serving, config: ServerConfig, database: Database): Promise<number> {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const token = config.pageFront ? randomBytes(24).toString('base64url') : undefined;
  const app = await buildApp({ database, ...appOptionsFromConfig(config), ...(token ? { pageFrontToken: token } : {}) });
  serving.app = app;
  const siteUrl = siteUrlWarning(process.env, config);
  if (siteUrl) app.log.warn(siteUrl);
  if (token) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    serving.front = await startPageFront(app, { port: config.port, host: config.host, trustProxy: config.trustProxy, token });
    return serving.front.port;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}
