import type { CollectionTypeValue } from '../../db/schema';
import { errorResponses } from '../../http/errors';
import { paginationQuery, type PaginationQuery } from '../catalog/schemas';
import type { ApiModule } from '../types';
import { COLLECTION_KEYS, COLLECTION_TYPES, getCollection } from './service';
import { readCacheable } from '../../http/read-cache';

export const collectionRoutes: ApiModule = async (app, { database }) => {
  app.get<{ Querystring: PaginationQuery & { type: CollectionTypeValue } }>(
    '/collection/consumer',
    {
      config: readCacheable,
      schema: {
        summary: 'Bộ sưu tập trang chủ theo loại (thịnh hành, hàng mới về, giảm giá)',
        tags: ['Bộ sưu tập'],
        querystring: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', enum: [...COLLECTION_TYPES] }, ...paginationQuery(30, 100) },
        },
        response: {
          200: {
            type: 'object',
            required: ['type', 'key', 'title', 'description', 'items', 'productItems', 'pagination'],
            properties: {
              type: { type: 'string', enum: [...COLLECTION_TYPES] },
              key: { type: 'string', enum: Object.values(COLLECTION_KEYS) },
              title: { type: 'string' },
              description: { type: 'string' },
              items: { type: 'array', items: { $ref: 'ProductCard#' } },
              productItems: { type: 'array', items: { $ref: 'ProductCard#' } },
              pagination: { $ref: 'Pagination#' },
            },
          },
          ...errorResponses(400),
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
