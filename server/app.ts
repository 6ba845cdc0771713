import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildValidator } from './http/validators';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { baseHeaders } from './http/base-headers';
import { clientErrorHandler } from './http/client-errors';
import { buildContentSecurityPolicy, cspOptionsFromEnv, type CspOptions } from './http/content-security-policy';
import { consumerGuard } from './http/consumer-guard';
import { registerDrain } from './http/drain';
import { registerMetrics } from './http/metrics';
import { SiteBuildStatus } from './http/site-build';
import { ERROR_MESSAGES, HttpError, registerErrorHandlers, sendError } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import type { ServerConfig, TrustProxy } from './config';
import { registerOpenApi } from './http/openapi';
import { registerWriteBackstop } from './http/write-backstop';
import { inputGuard } from './http/input-guard';
import { generateRequestId } from './http/request-id';
import { registerBareRoute } from './http/bench-bare-route';
import { registerReadBudget } from './http/read-budget';
import { registerReadCache } from './http/read-cache';
import { registerStaticSite } from './http/static-site';
import { stopUploadEncoder } from './shared/image-upload';
import { createObjectStore, loadStorageConfig, type ObjectStore, type StorageConfig } from './shared/storage';
import { SiteFollower } from './site/follow';
import { LocalReleases } from './site/local-releases';
import { codeHash } from '../scripts/lib/build-stamp';
import { API_MODULES, SHARED_SCHEMAS } from './modules';
import { followCatalogChanges } from './modules/catalog/changes';
import { productDetail, productLinkExists } from './modules/catalog/detail';
import { createProductShells, type ProductShells } from './http/product-shell';
import { loadAccountsConfig, type AccountsConfig } from './modules/auth/config';
import { createAccountsContext } from './modules/auth/context';
import { imageRoutes } from './modules/image/routes';
import { loadPaymentsConfig, type PaymentsConfig } from './modules/payment/config';
import { createPaymentsContext } from './modules/payment/context';
import { markOrderPaid } from './modules/rental/paid';
import { loopbackOrigin } from './modules/payment/origin';
import { sandboxRoutes } from './modules/payment/sandbox/routes';
import { registerPaymentStatusQueries } from './modules/payment/reconcile';
import { loadJobsConfig, type JobsConfig } from './jobs/config';
import { registerJobRunner } from './jobs/plugin';
import { loadRemindersConfig, registerReminders, type RemindersConfig } from './modules/reminder/plugin';
import { loadOrderConfig } from './modules/order/config';
import { registerSiteChanges } from './http/site-changes';

export interface BuildAppOptions {
  database: Database;
  /** The Gatsby build to serve; null/undefined serves the API only. */
  publicDir?: string | null;
  /** Pino options or false; defaults to JSON logs at LOG_LEVEL (info). */
  logger?: FastifyServerOptions['logger'];
  trustProxy?: TrustProxy;
  /** Disk cache of rendered images (`<dataDir>/images`); default: a temporary folder removed on close. */
  imageCacheDir?: string;
  /** Secret file, mail outbox (`<dataDir>/outbox`); default: a temporary folder removed on close. */
  dataDir?: string;
  /** Where uploaded photos are kept; default: read from the environment (loadStorageConfig: S3_* variables, else DATA_DIR/uploads). */
  storage?: StorageConfig;
  /** Accounts settings; default: read from the environment (loadAccountsConfig). */
  accounts?: AccountsConfig;
  /** The page front's secret (server/front/): requests carrying it get pages marked for its memory. */
  pageFrontToken?: string;
  /** Register `GET /v1/bench/bare` (benchmarks only). */
  benchBareRoute?: boolean;
  /** Payment settings; default: read from the environment (loadPaymentsConfig). */
  payments?: PaymentsConfig;
  /** TTL of the public read cache (server/http/read-cache.ts); default 0 = off, so tests see every write. */
  readCacheTtlMs?: number;
  /** Third parties the Content-Security-Policy allows; default: from the GATSBY_* build variables (cspOptionsFromEnv). */
  contentSecurity?: CspOptions;
  /** The per-IP write ceiling (server/http/write-backstop.ts); default null = off, as tests replay many shoppers from one address. */
  writesPerIpPerMinute?: number | null;
  /** The per-IP budget on searches and listings (server/http/read-budget.ts); default null = off, like the write ceiling. */
  catalogReadsPerIpPerMinute?: number | null;
  /** The background job runner (server/jobs/); default: read from the environment (loadJobsConfig). */
  jobs?: JobsConfig;
  /** Reminders' senders and schedule; default: read from the environment (loadRemindersConfig). */
  reminders?: RemindersConfig;
  /** Bearer token of `GET /metrics`; default null: it answers only requests from this machine (server/http/metrics.ts). */
  metricsToken?: string | null;
  /**
   * SITE_PUBLISH: serve the newest release every instance shares (server/site/follow.ts) instead of `publicDir`;
   * `code` is this instance's storefront code (default: build-stamp's codeHash of this checkout).
   */
  siteReleases?: { code?: string } | null;
}

/** The app options a running server takes from its configuration (shared by `npm start` and `npm run serve`). */
export function appOptionsFromConfig(config: ServerConfig): Omit<BuildAppOptions, 'database'> {
  return {
    publicDir: config.publicDir,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    imageCacheDir: path.join(config.dataDir, 'images'),
    dataDir: config.dataDir,
    storage: config.storage,
    benchBareRoute: config.benchBareRoute,
    readCacheTtlMs: config.readCacheTtlMs,
    writesPerIpPerMinute: config.writesPerIpPerMinute,
    catalogReadsPerIpPerMinute: config.catalogReadsPerIpPerMinute,
    metricsToken: config.metricsToken,
    siteReleases: config.sitePublish ? {} : null,
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const contentSecurity = opts.contentSecurity ?? cspOptionsFromEnv();
  const contentSecurityPolicy = buildContentSecurityPolicy(contentSecurity);
  const setBaseHeaders = baseHeaders(contentSecurityPolicy);
  const app = Fastify({
    logger: opts.logger ?? { level: process.env.LOG_LEVEL?.trim() || 'info' },
    trustProxy: trustProxyOption(opts.trustProxy ?? false),
    genReqId: generateRequestId,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    schemaController: { compilersFactory: { buildValidator } },
    clientErrorHandler: clientErrorHandler(contentSecurityPolicy),
    // Malformed URLs (bad percent-encoding) never reach the hooks, so they get the headers here.
    frameworkErrors: (_error, request, reply) => {
      setBaseHeaders(reply);
      request.log.info({ url: request.url }, 'malformed URL rejected');
      return sendError(reply, 400, ERROR_MESSAGES.badUrl);
    },
  });

  registerDrain(app);
  const siteChanges = registerSiteChanges(app);
  const siteBuild = new SiteBuildStatus(opts.publicDir ?? null);
  app.decorate('siteBuild', siteBuild);
  // First onResponse hook: every answer is counted, refusals and errors too.
  registerMetrics(app, { database: opts.database, siteBuild, token: opts.metricsToken ?? null });
  // The image encoder process (shared/image-encoder.ts) ends with the server, once its uploads are done.
  app.addHook('onClose', stopUploadEncoder);
  app.addHook('onRequest', async (_request, reply) => setBaseHeaders(reply));
  app.addHook('onRequest', consumerGuard());
  app.addHook('preHandler', inputGuard);
  registerErrorHandlers(app);
  registerJsonBodyParser(app);
  // Before the read cache, so a cached search counts too; before the write backstop (see read-budget.ts).
  await registerReadBudget(app, opts.catalogReadsPerIpPerMinute ?? null);
  // Before compression: the cache stores and replays the uncompressed JSON.
  registerReadCache(app, { ttlMs: opts.readCacheTtlMs ?? 0 });
  const productShells = productShellsOf(opts.database);
  await followCatalogChanges(app, opts.database, () => {
    productShells.forget();
    siteChanges.emit('products');
  });
  await registerWriteBackstop(app, opts.writesPerIpPerMinute ?? null);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyCookie);
  await registerOpenApi(app);

  const accountsDataDir = dataDir(app, opts.dataDir);
  const storage = createObjectStore(opts.storage ?? loadStorageConfig(), accountsDataDir);
  app.addHook('onClose', async () => storage.close());
  const accounts = createAccountsContext(opts.database, opts.accounts ?? loadAccountsConfig(), accountsDataDir, app.log, storage);
  app.decorate('accounts', accounts);
  const payments = createPaymentsContext(opts.database, opts.payments ?? loadPaymentsConfig(), app.log, markOrderPaid);
  app.decorate('payments', payments);
  // The sandbox calls this server back over loopback once it listens.
  app.addHook('onListen', async () => {
    const origin = loopbackOrigin(app.server.address());
    if (origin) payments.setListenOrigin(origin);
  });
  // Jobs kept in the database, run by every instance (started once listening, after the hook above).
  const jobs = registerJobRunner(app, opts.database, opts.jobs ?? loadJobsConfig());
  registerPaymentStatusQueries(jobs, payments);
  registerReminders(app, jobs, accounts, opts.reminders ?? loadRemindersConfig());
  const { statusQuery } = payments.config;
  if (statusQuery.everyMs === 0) app.log.warn('PAYMENT_QUERY_INTERVAL_SECONDS=0: online payments whose callback never comes are not asked about');
  else if (statusQuery.afterMs >= loadOrderConfig().onlineTtlMinutes * 60_000) {
    app.log.warn('PAYMENT_QUERY_AFTER_MINUTES is not under ORDER_ONLINE_TTL_MINUTES: an order whose callback is lost expires before its gateway is asked');
  }

  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  for (const module of API_MODULES) {
    await app.register(module, { prefix: '/v1', database: opts.database, accounts, payments });
  }
  if (payments.config.sandbox === 'on') {
    app.log.warn('PAYMENT_SANDBOX=on: gateways without credentials are played by the local sandbox, which accepts every payment; never on a real shop');
    await app.register(sandboxRoutes, { payments });
  }
  await app.register(imageRoutes, { db: opts.database.db, cacheDir: imageCacheDir(app, opts.imageCacheDir), storage });
  if (opts.benchBareRoute) registerBareRoute(app);
  const follower = opts.siteReleases ? await followSiteReleases(app, opts.database, storage, accountsDataDir, opts.siteReleases.code) : null;
  if (opts.publicDir) {
    const { db } = opts.database;
    await registerStaticSite(app, {
      publicDir: opts.publicDir,
      contentSecurity,
      productExists: (link) => productLinkExists(db, link),
      productShells,
      ...(follower ? { currentDir: () => follower.release?.dir ?? null } : {}),
      ...(opts.pageFrontToken ? { frontToken: opts.pageFrontToken } : {}),
    });
  }
  return app;
}

/** Product pages rendered on request (server/http/product-shell.ts); the catalogue's notices make them forget. */
function productShellsOf(database: Database): ProductShells {
  return createProductShells((link) =>
    productDetail(database.db, link).catch((error: unknown) => {
      // Unpublished or deleted since the existence check: the site's 404. A database error stays an error.
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }),
  );
}

/** Serves the newest shared release from the start (the one kept from before a restart at once) and follows. */
async function followSiteReleases(app: FastifyInstance, database: Database, storage: ObjectStore, dir: string, code?: string): Promise<SiteFollower> {
  const follower = new SiteFollower({ database, store: storage, local: new LocalReleases(dir), code: code ?? codeHash(), log: app.log });
  app.siteBuild.followReleases(() => follower.release);
  app.decorate('siteFollower', follower);
  follower.onSwitch(() => app.siteChanges.emit('all'));
  await follower.start();
  app.addHook('onClose', () => follower.stop());
  return follower;
}

/** A hop count becomes proxy-addr's "trust the first n hops" function (Fastify's types take no number). */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function dataDir(app: FastifyInstance, dir: string | undefined): string {
  if (dir) return path.resolve(dir);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'data-'));
  app.addHook('onClose', async () => rmSync(tmp, { recursive: true, force: true }));
  return tmp;
}

function imageCacheDir(app: FastifyInstance, dir: string | undefined): string {
  if (dir) return path.resolve(dir);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'images-'));
  app.addHook('onClose', async () => rmSync(tmp, { recursive: true, force: true }));
  return tmp;
}
