/**
 * A per-IP budget on the catalogue reads a client can make expensive at will — search, suggestions, listings and
 * collections, whose distinct URLs each miss the read cache — by @fastify/rate-limit, counted per instance in memory.
 * Every such read counts, cached or not, so a shopper meets the same budget whatever the cache holds. Pages, product
 * details, the menu and static files are not counted.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    readBudget?: boolean;
  }
}

/** Spread into a route's `config` to count it against the read budget. */
export const readBudgeted = { readBudget: true } as const;

export const READ_BUDGET_MESSAGE = 'Bạn tìm kiếm và xem danh sách quá nhanh, vui lòng chờ một chút rồi thử lại';

/**
 * `perMinute` null: off (load tests). Must be registered before the write backstop (write-backstop.ts): the plugin's
 * `app.rateLimit` decorator belongs to its first registration, and this one is not global.
 */
export async function registerReadBudget(app: FastifyInstance, perMinute: number | null): Promise<void> {
  if (perMinute === null) return;
  await app.register(rateLimit, { global: false });
  const limit = app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, READ_BUDGET_MESSAGE),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.readBudget) await limit.call(app, request, reply);
  });
}
