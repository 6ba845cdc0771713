/**
 * `GET /metrics`: Prometheus text for a scraper. Request rate and latency by route pattern (never the raw URL: the
 * label set stays bounded), the process's own metrics, and what the database holds at scrape time — due jobs and
 * pending online payments, each one grouped count over a partial index — plus the site rebuilds of this instance.
 *
 * Not for the internet: with METRICS_TOKEN set it wants `Authorization: Bearer <token>`; without one it answers only
 * a request made on this machine (loopback socket, no X-Forwarded-For/Forwarded: a local reverse proxy's
 * forwarded visitor is not local).
 */
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { jobs } from '../db/tables/jobs';
import { payments } from '../db/tables/payments';
import { sendError } from './errors';
import type { SiteBuildStatus } from './site-build';

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_MESSAGE = 'Cần mã truy cập số liệu hợp lệ (Authorization: Bearer <METRICS_TOKEN>)';
export const METRICS_LOCAL_ONLY_MESSAGE = 'Số liệu chỉ xem được từ chính máy chủ này; đặt METRICS_TOKEN để thu thập từ máy khác';

/** Label of every file of the pre-rendered site (served by the catch-all route), and of requests no route matched. */
const STATIC_ROUTE = 'static';
const UNMATCHED_ROUTE = 'not_found';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const REBUILD_BUCKETS = [10, 30, 60, 120, 240, 480, 900, 1800, 3600];

export interface MetricsOptions {
  database: Database;
  siteBuild: SiteBuildStatus;
  /** Bearer token a scraper must send; null = loopback only. */
  token: string | null;
}

function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return UNMATCHED_ROUTE;
  return pattern === '/*' ? STATIC_ROUTE : pattern;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/u;

function sameToken(given: string, wanted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** null when the scraper may read the metrics, else the refusal already sent. */
function refuse(request: FastifyRequest, reply: FastifyReply, token: string | null): FastifyReply | null {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (given && sameToken(given, token)) return null;
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    return sendError(reply, 401, METRICS_TOKEN_MESSAGE);
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '')) return null;
  return sendError(reply, 403, METRICS_LOCAL_ONLY_MESSAGE);
}

export function registerMetrics(app: FastifyInstance, { database, siteBuild, token }: MetricsOptions): Registry {
  // One registry per app: tests run several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const { db } = database;
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs due and not yet done or failed, by kind (read from the database at scrape time)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      // The partial index jobs_due_idx holds exactly the jobs not done and not failed.
      const rows = await db
        .select({ kind: jobs.kind, n: count() })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, sql`now()`)))
        .groupBy(jobs.kind);
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, row.n);
    },
  });
  new Gauge({
    name: 'payments_pending',
    help: 'Payments waiting for their gateway, by method (read from the database at scrape time)',
    labelNames: ['method'] as const,
    registers: [registry],
    async collect() {
      // payments_pending_idx: only the pending rows.
      const rows = await db.select({ method: payments.method, n: count() }).from(payments).where(eq(payments.status, 'pending')).groupBy(payments.method);
      this.reset();
      for (const row of rows) this.set({ method: row.method }, row.n);
    },
  });

  const rebuildDuration = new Histogram({
    name: 'site_rebuild_duration_seconds',
    help: "Background rebuilds of the pre-rendered site after staff changes, how long they took (this instance's)",
    buckets: REBUILD_BUCKETS,
    registers: [registry],
  });
  const rebuilds = new Counter({
    name: 'site_rebuilds_total',
    help: "Background rebuilds of the pre-rendered site by outcome: built, up_to_date (nothing shown had changed), elsewhere (another instance held the builder's lease), failed",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['built', 'up_to_date', 'elsewhere', 'failed']) rebuilds.inc({ outcome }, 0);
  new Gauge({
    name: 'site_rebuild_in_progress',
    help: '1 while this instance rebuilds the pre-rendered site',
    registers: [registry],
    collect() {
      this.set(siteBuild.running ? 1 : 0);
    },
  });
  siteBuild.onFinished((outcome, seconds) => {
    rebuilds.inc({ outcome });
    if (outcome !== 'up_to_date') rebuildDuration.observe(seconds);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (refuse(request, reply, token)) return reply;
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
