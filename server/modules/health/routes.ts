import type { ApiModule } from '../types';
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

const readinessSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ready', 'draining', 'degraded'] },
    message: { type: 'string' },
  },
} as const;

export const healthRoutes: ApiModule = async (app, { database }) => {
  // Readiness, for a load balancer: 503 from the moment a drain starts (SIGTERM/SIGINT), or while the
  // database does not answer. `/health` stays the liveness check.
  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Máy chủ có sẵn sàng nhận yêu cầu mới không (dành cho bộ cân bằng tải)',
        tags: ['Hệ thống'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.drain.draining) return reply.code(503).send({ status: 'draining', message: DRAINING_MESSAGE });
      const { report } = await checkHealth(database);
      if (report.status === 'ok') return { status: 'ready' };
      return reply.code(503).send({ status: 'degraded', message: report.message });
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
