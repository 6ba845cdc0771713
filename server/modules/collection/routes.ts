import { errorResponses } from '../../http/errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Collection, CollectionQuery } from '../../../core/contracts/home';
import type { ApiModule } from '../types';
import { getCollection } from './service';
import { readBudgeted } from '../../http/read-budget';
import { readCacheable } from '../../http/read-cache';

export const collectionRoutes: ApiModule = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/collection/consumer',
    {
      config: { ...readCacheable, ...readBudgeted },
      schema: {
        summary: 'Bộ sưu tập trang chủ theo loại (thịnh hành, hàng mới về, giảm giá)',
        tags: ['Bộ sưu tập'],
        querystring: CollectionQuery,
        response: {
          200: Collection,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) =>
      getCollection(database.db, request.query.type, {
        page: request.query['pagination.page'],
        limit: request.query['pagination.limit'],
      }),
  );
};
