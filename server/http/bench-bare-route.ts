/**
 * `GET /v1/bench/bare` (only with BENCH_BARE_ROUTE=1): a fixed JSON body through the same hooks, headers and
 * serializer as every route, but no database — the ceiling `npm run bench:api` measures the real routes against.
 */
import type { FastifyInstance } from 'fastify';

const BODY = { status: 'ok', items: [{ id: 1, name: 'Áo dài lụa tơ tằm', price: 450_000 }] };

export function registerBareRoute(app: FastifyInstance): void {
  app.get(
    '/v1/bench/bare',
    {
      schema: {
        hide: true,
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              items: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'integer' } } } },
            },
          },
        },
      },
    },
    async () => BODY,
  );
}
