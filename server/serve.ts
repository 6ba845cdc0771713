/**
 * What `npm start` and `npm run serve` share once the database is open: the app on the configured port, and
 * a shutdown that drains it (server/http/drain.ts), runs the caller's extra closers and closes the database.
 */
import type { FastifyInstance } from 'fastify';
import { appOptionsFromConfig, buildApp } from './app';
import { siteUrlWarning, type ServerConfig } from './config';
import type { Database } from './db/client';
import { drainApp, openWork } from './http/drain';
import { installShutdown } from './lifecycle';

export interface Serving {
  /** Set once the app is built; the shutdown drains it. */
  app: FastifyInstance | null;
}

/** Installs the signal handlers first, so a signal during migrations or a build also stops cleanly. */
export function installServerShutdown(config: ServerConfig, database: () => Database | null, extra: Array<() => unknown> = []): Serving {
  const serving: Serving = { app: null };
  const log = {
    info: (message: string) => (serving.app ? serving.app.log.info(message) : console.info(message)),
    error: (error: unknown, message?: string) =>
      serving.app ? serving.app.log.error({ err: error }, message) : console.error(message, error),
  };
  installShutdown(
    [
      async () => serving.app && drainApp(serving.app),
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

/** Builds the app and listens; resolves with the port it got. */
export async function listen(serving: Serving, config: ServerConfig, database: Database): Promise<number> {
  const app = await buildApp({ database, ...appOptionsFromConfig(config) });
  serving.app = app;
  const siteUrl = siteUrlWarning(process.env, config);
  if (siteUrl) app.log.warn(siteUrl);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}
