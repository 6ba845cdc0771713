import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Menu } from '../../../core/contracts/menu';
import type { ApiModule } from '../types';
import { listMenu } from './service';
import { readCacheable } from '../../http/read-cache';

export const menuRoutes: ApiModule = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/menu',
    {
      config: readCacheable,
      schema: {
        summary: 'Danh mục sản phẩm dạng cây',
        tags: ['Danh mục'],
        response: { 200: Menu },
      },
    },
    async () => ({ items: await listMenu(database.db) }),
  );
};
