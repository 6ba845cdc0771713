import type { ApiModule } from '../types';
import { checkHealth } from './service';

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

export const healthRoutes: ApiModule = async (app, { database }) => {
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
