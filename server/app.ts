import fastifyCompress from '@fastify/compress';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { setBaseHeaders } from './http/base-headers';
import { consumerGuard } from './http/consumer-guard';
import { ERROR_MESSAGES, registerErrorHandlers, sendError } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { generateRequestId } from './http/request-id';
import { registerStaticSite } from './http/static-site';
import { API_MODULES, SHARED_SCHEMAS } from './modules';
import { imageRoutes } from './modules/image/routes';

export interface BuildAppOptions {
  database: Database;
  /** The Gatsby build to serve; null/undefined serves the API only. */
  publicDir?: string | null;
  /** Pino options or false; defaults to JSON logs at LOG_LEVEL (info). */
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Disk cache of rendered images (`<dataDir>/images`); default: a temporary folder removed on close. */
  imageCacheDir?: string;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: process.env.LOG_LEVEL?.trim() || 'info' },
    trustProxy: opts.trustProxy ?? false,
    genReqId: generateRequestId,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Malformed URLs (bad percent-encoding) never reach the hooks, so they get the headers here.
    frameworkErrors: (_error, request, reply) => {
      setBaseHeaders(reply);
      request.log.info({ url: request.url }, 'malformed URL rejected');
      return sendError(reply, 400, ERROR_MESSAGES.badUrl);
    },
  });

  app.addHook('onRequest', async (_request, reply) => setBaseHeaders(reply));
  app.addHook('onRequest', consumerGuard());
  registerErrorHandlers(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await registerOpenApi(app);

  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  for (const module of API_MODULES) {
    await app.register(module, { prefix: '/v1', database: opts.database });
  }
  await app.register(imageRoutes, { db: opts.database.db, cacheDir: imageCacheDir(app, opts.imageCacheDir) });
  if (opts.publicDir) await registerStaticSite(app, { publicDir: opts.publicDir });
  return app;
}

function imageCacheDir(app: FastifyInstance, dir: string | undefined): string {
  if (dir) return path.resolve(dir);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'images-'));
  app.addHook('onClose', async () => rmSync(tmp, { recursive: true, force: true }));
  return tmp;
}
