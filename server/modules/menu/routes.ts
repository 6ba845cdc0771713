import type { ApiModule } from '../types';
import { listMenu } from './service';
import { readCacheable } from '../../http/read-cache';

/** Shared so `children` can refer back to it: the menu is a tree. */
export const menuItemSchema = {
  $id: 'MenuItem',
  type: 'object',
  required: ['id', 'name', 'link', 'logoUrl', 'parentId', 'children'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    link: { type: 'string' },
    logoUrl: { type: ['string', 'null'] },
    parentId: { type: ['integer', 'null'] },
    children: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
} as const;

export const menuRoutes: ApiModule = async (app, { database }) => {
  app.addSchema(menuItemSchema);

  app.get(
    '/menu',
    {
      config: readCacheable,
      schema: {
        summary: 'Danh mục sản phẩm dạng cây',
        tags: ['Danh mục'],
        response: {
          200: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array', items: { $ref: 'MenuItem#' } } },
          },
        },
      },
    },
    async () => ({ items: await listMenu(database.db) }),
  );
};
