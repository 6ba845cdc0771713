import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../version';

export const OPENAPI_PATH = '/v1/openapi.json';

/** Must be registered before any route, so every route's schema lands in the document. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'API cửa hàng thuê và mua đồ',
        description: 'API cho ứng dụng khách (storefront). Lỗi trả về dạng { "message": "<thông báo tiếng Việt>" }.',
        version: APP_VERSION,
      },
    },
    // Name components after the shared schemas' $id (ErrorResponse, MenuItem) instead of def-0, def-1…
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`),
    },
  });

  app.get(
    OPENAPI_PATH,
    { schema: { hide: true, response: { 200: { type: 'object', additionalProperties: true } } } },
    async () => app.swagger(),
  );
}
