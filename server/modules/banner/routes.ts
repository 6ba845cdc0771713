import { errorResponses } from '../../http/errors';
import { paginationQuery, type PaginationQuery } from '../catalog/schemas';
import type { ApiModule } from '../types';
import { BANNER_FILTERS, BANNER_KINDS, listBanners, type BannerFilter } from './service';
import { readCacheable } from '../../http/read-cache';

export const bannerSchema = {
  $id: 'Banner',
  type: 'object',
  required: ['id', 'kind', 'title', 'subtitle', 'link', 'imageKey', 'backgroundColor', 'position', 'startsAt', 'endsAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: [...BANNER_KINDS] },
    title: { type: 'string' },
    subtitle: { type: ['string', 'null'] },
    link: { type: 'string' },
    imageKey: { type: 'string' },
    backgroundColor: { type: 'string' },
    position: { type: 'integer' },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const bannerRoutes: ApiModule = async (app, { database }) => {
  app.get<{ Querystring: PaginationQuery & { filter?: BannerFilter } }>(
    '/banner/list',
    {
      config: readCacheable,
      schema: {
        summary: 'Banner trang chủ; filter=RUNNING_BANNER chỉ lấy banner đang chạy',
        tags: ['Banner'],
        querystring: {
          type: 'object',
          properties: {
            filter: { type: 'string', enum: [...BANNER_FILTERS] },
            // The storefront asks for pagination.limit=1000 (all banners at once).
            ...paginationQuery(30, 1000),
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'pagination'],
            properties: { items: { type: 'array', items: { $ref: 'Banner#' } }, pagination: { $ref: 'Pagination#' } },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request) =>
      listBanners(database.db, {
        ...(request.query.filter ? { filter: request.query.filter } : {}),
        page: request.query['pagination.page'],
        limit: request.query['pagination.limit'],
      }),
  );
};
