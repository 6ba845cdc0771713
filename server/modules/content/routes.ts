import { HttpError, errorResponses } from '../../http/errors';
import type { ApiModule } from '../types';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ref } from '../../../core/contracts/common';
import { ContentPage, ContentPageList, ContentPageParams } from '../../../core/contracts/content';
import { CONTENT_NOT_FOUND, findContentPage, listContentPages } from './service';
import { readCacheable } from '../../http/read-cache';

const TAGS = ['Trang nội dung'];

export const contentRoutes: ApiModule = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/content/pages',
    {
      config: readCacheable,
      schema: {
        summary: 'Danh sách trang nội dung (chân trang, menu tài khoản)',
        tags: TAGS,
        response: { 200: ContentPageList },
      },
    },
    async () => ({ items: await listContentPages(db) }),
  );

  app.get(
    '/content/page/:group/:link',
    {
      config: readCacheable,
      schema: {
        summary: 'Một trang nội dung theo nhóm và đường dẫn',
        tags: TAGS,
        params: ContentPageParams,
        response: { 200: ref(ContentPage), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await findContentPage(db, request.params.group, request.params.link);
      if (!page) throw new HttpError(404, CONTENT_NOT_FOUND);
      return page;
    },
  );
};
