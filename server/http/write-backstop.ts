/**
 * A per-IP ceiling on writes (POST/PUT/PATCH/DELETE) across every route, by @fastify/rate-limit: behind the
 * per-account and per-identifier limits of the modules, it stops one address from flooding any write path.
 * Counted per instance (in memory). Reads are not counted: pages and the catalogue stay fast for everyone.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const WRITE_BACKSTOP_MESSAGE = 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút';

/** `perMinute` null: off (tests that replay many shoppers from one address). */
export async function registerWriteBackstop(app: FastifyInstance, perMinute: number | null): Promise<void> {
  if (perMinute === null) return;
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    allowList: (request) => !WRITE_METHODS.has(request.method),
    errorResponseBuilder: () => new HttpError(429, WRITE_BACKSTOP_MESSAGE),
  });
}
