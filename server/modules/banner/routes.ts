import { errorResponses } from '../../http/errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BannerList, BannerQuery } from '../../../core/contracts/home';
import type { ApiModule } from '../types';
import { listBanners } from './service';
import { readCacheable } from '../../http/read-cache';

export const bannerRoutes: ApiModule = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/banner/list',
    {
      config: readCacheable,
      schema: {
        summary: 'Banner trang chủ; filter=RUNNING_BANNER chỉ lấy banner đang chạy',
        tags: ['Banner'],
        querystring: BannerQuery,
        response: {
          200: BannerList,
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
