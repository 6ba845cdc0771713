import { HttpError, errorResponses } from '../../http/errors';
import type { ApiModule } from '../types';
import { CONTENT_GROUPS, CONTENT_NOT_FOUND, findContentPage, listContentPages } from './service';
import { readCacheable } from '../../http/read-cache';

const TAGS = ['Trang nội dung'];

const summaryProperties = {
  link: { type: 'string' },
  group: { type: 'string', enum: [...CONTENT_GROUPS] },
  path: { type: 'string' },
  title: { type: 'string' },
  summary: { type: 'string' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

export const contentPageSummarySchema = {
  $id: 'ContentPageSummary',
  type: 'object',
  required: ['link', 'group', 'path', 'title', 'summary', 'updatedAt'],
  properties: summaryProperties,
} as const;

export const contentPageSchema = {
  $id: 'ContentPage',
  type: 'object',
  required: ['id', 'link', 'group', 'path', 'title', 'summary', 'bodyHtml', 'updatedAt'],
  properties: {
    id: { type: 'integer' },
    ...summaryProperties,
    bodyHtml: { type: 'string', description: 'HTML đã được lọc theo danh sách thẻ cho phép' },
  },
} as const;

export const CONTENT_SCHEMAS = [contentPageSummarySchema, contentPageSchema] as const;

export const contentRoutes: ApiModule = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/content/pages',
    {
      config: readCacheable,
      schema: {
        summary: 'Danh sách trang nội dung (chân trang, menu tài khoản)',
        tags: TAGS,
        response: {
          200: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array', items: { $ref: 'ContentPageSummary#' } } },
          },
        },
      },
    },
    async () => ({ items: await listContentPages(db) }),
  );

  app.get<{ Params: { group: string; link: string } }>(
    '/content/page/:group/:link',
    {
      config: readCacheable,
      schema: {
        summary: 'Một trang nội dung theo nhóm và đường dẫn',
        tags: TAGS,
        params: {
          type: 'object',
          required: ['group', 'link'],
          properties: {
            group: { type: 'string', minLength: 1, maxLength: 40 },
            link: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: { 200: { $ref: 'ContentPage#' }, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await findContentPage(db, request.params.group, request.params.link);
      if (!page) throw new HttpError(404, CONTENT_NOT_FOUND);
      return page;
    },
  );
};
