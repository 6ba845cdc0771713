import type { ApiModule } from '../types';
import { checkReadiness } from './readiness';
import { checkHealth } from './service';

const DRAINING_MESSAGE = 'Máy chủ đang dừng để bảo trì, vui lòng thử lại sau giây lát';

const healthSchema = {
  type: 'object',
  required: ['status', 'version', 'uptimeSeconds', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    version: { type: 'string' },
    uptimeSeconds: { type: 'integer' },
    database: {
      type: 'object',
      required: ['driver', 'status', 'latencyMs'],
      properties: {
        driver: { type: 'string', enum: ['pglite', 'postgres'] },
        status: { type: 'string', enum: ['ok', 'error'] },
        latencyMs: { type: ['number', 'null'] },
      },
    },
    message: { type: 'string' },
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

const readinessSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ready', 'draining', 'degraded'] },
    message: { type: 'string' },
    database: {
      type: 'object',
      required: ['driver', 'ok', 'latencyMs'],
      properties: {
        driver: { type: 'string', enum: ['pglite', 'postgres'] },
        ok: { type: 'boolean' },
        latencyMs: { type: ['number', 'null'] },
      },
    },
    storage: {
      type: 'object',
      description: 'Nơi lưu ảnh: "disk" là thư mục DATA_DIR/uploads của máy này, "s3" là bucket dùng chung cho mọi máy',
      required: ['kind', 'ok'],
      properties: { kind: { type: 'string', enum: ['disk', 's3'] }, ok: { type: 'boolean' }, bucket: { type: 'string' } },
    },
    build: {
      type: 'object',
      description:
        'Bản dựng trang tĩnh đang phục vụ và việc dựng lại: "static" là thư mục public/ của máy này, "release" là bản dựng chung mọi máy nhận qua bucket (SITE_PUBLISH)',
      required: ['kind', 'release', 'code', 'catalog', 'builtAt', 'rebuild'],
      properties: {
        kind: { type: 'string', enum: ['none', 'static', 'release'] },
        release: nullableString,
        code: nullableString,
        catalog: nullableString,
        builtAt: { type: ['string', 'null'], format: 'date-time' },
        rebuild: {
          type: 'object',
          required: ['queued', 'running', 'last'],
          properties: {
            queued: { type: 'boolean' },
            running: { type: 'boolean' },
            last: {
              type: ['object', 'null'],
              required: ['outcome', 'finishedAt', 'durationSeconds'],
              properties: {
                outcome: { type: 'string', enum: ['built', 'up_to_date', 'elsewhere', 'failed'] },
                finishedAt: { type: 'string', format: 'date-time' },
                durationSeconds: { type: 'number' },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const healthRoutes: ApiModule = async (app, { database, accounts }) => {
  // Readiness, for a load balancer: 503 from the moment a drain starts (SIGTERM/SIGINT), or while the
  // database does not answer or the photos' storage cannot be used; it also says which build this instance serves.
  // `/health` stays the liveness check.
  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Máy chủ có sẵn sàng nhận yêu cầu mới không (dành cho bộ cân bằng tải)',
        tags: ['Hệ thống'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.drain.draining) return reply.code(503).send({ status: 'draining', message: DRAINING_MESSAGE });
      const { report, error } = await checkReadiness(database, accounts.storage, app.siteBuild);
      if (report.status === 'ready') return report;
      request.log.error({ err: error, storage: report.storage }, 'readiness check failed');
      return reply.code(503).send(report);
    },
  );

  app.get(
    '/health',
    {
      schema: {
        summary: 'Tình trạng máy chủ và cơ sở dữ liệu',
        tags: ['Hệ thống'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const { report, error } = await checkHealth(database);
      reply.header('cache-control', 'no-store');
      if (report.status === 'ok') return report;
      request.log.error({ err: error }, 'health check: database ping failed');
      return reply.code(503).send(report);
    },
  );
};
