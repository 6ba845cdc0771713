import { HttpError, errorResponses } from '../../http/errors';
import type { ApiModule } from '../types';
import { productDetail } from './detail';
import { listQuerySchema, parseListQuery, searchQuerySchema, MAX_QUERY_LENGTH, type RawListQuery } from './list-query';
import { listProducts } from './listing';
import { listReviews } from './reviews';
import { paginationQuery, type PaginationQuery } from './schemas';
import { searchWords } from './search';
import { suggest } from './suggest';
import { readCacheable } from '../../http/read-cache';

export const EMPTY_SEARCH = 'Trường q phải chứa ít nhất một chữ cái hoặc chữ số';

const TAGS = ['Sản phẩm'];

const productListResponse = {
  type: 'object',
  required: ['items', 'pagination', 'facets'],
  properties: {
    items: { type: 'array', items: { $ref: 'ProductCard#' } },
    pagination: { $ref: 'Pagination#' },
    facets: { $ref: 'Facets#' },
  },
} as const;

const linkParams = {
  type: 'object',
  required: ['link'],
  properties: { link: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const catalogRoutes: ApiModule = async (app, { database }) => {
  const { db } = database;

  app.get<{ Querystring: RawListQuery }>(
    '/product/list',
    {
      config: readCacheable,
      schema: {
        summary: 'Danh sách sản phẩm theo danh mục (cat), thuộc tính (attr) hoặc tất cả (prod)',
        tags: TAGS,
        querystring: listQuerySchema,
        response: { 200: productListResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => listProducts(db, parseListQuery(request.query)),
  );

  app.get<{ Querystring: RawListQuery }>(
    '/product/search',
    {
      config: readCacheable,
      schema: {
        summary: 'Tìm sản phẩm (không phân biệt hoa thường và dấu tiếng Việt)',
        tags: TAGS,
        querystring: searchQuerySchema,
        response: { 200: productListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (searchWords(request.query.q ?? '').length === 0) throw new HttpError(400, EMPTY_SEARCH);
      return listProducts(db, parseListQuery({ ...request.query, kind: 'prod', links: [] }));
    },
  );

  app.get<{ Querystring: { q: string; limit: number } }>(
    '/product/suggest',
    {
      config: readCacheable,
      schema: {
        summary: 'Gợi ý khi gõ tìm kiếm: sản phẩm và danh mục',
        tags: TAGS,
        querystring: {
          type: 'object',
          required: ['q'],
          properties: {
            q: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
            limit: { type: 'integer', minimum: 1, maximum: 10, default: 6 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['products', 'categories'],
            properties: {
              products: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['link', 'name', 'imageKey', 'rentalPrice', 'salePrice'],
                  properties: {
                    link: { type: 'string' },
                    name: { type: 'string' },
                    imageKey: { type: 'string' },
                    rentalPrice: { type: 'integer' },
                    salePrice: { type: 'integer' },
                  },
                },
              },
              categories: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['link', 'name'],
                  properties: { link: { type: 'string' }, name: { type: 'string' } },
                },
              },
            },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request) => suggest(db, request.query.q, request.query.limit),
  );

  app.get<{ Params: { link: string } }>(
    '/product/detail/:link',
    {
      config: readCacheable,
      schema: {
        summary: 'Chi tiết sản phẩm, kèm sản phẩm liên quan',
        tags: TAGS,
        params: linkParams,
        response: { 200: { $ref: 'ProductDetail#' }, ...errorResponses(400, 404) },
      },
    },
    async (request) => productDetail(db, request.params.link),
  );

  app.get<{ Params: { link: string }; Querystring: PaginationQuery & { star?: number } }>(
    '/product/:link/reviews',
    {
      config: readCacheable,
      schema: {
        summary: 'Đánh giá của sản phẩm, mới nhất trước',
        tags: TAGS,
        params: linkParams,
        querystring: {
          type: 'object',
          properties: {
            star: { type: 'integer', minimum: 1, maximum: 5, description: 'Chỉ lấy đánh giá có số sao này' },
            ...paginationQuery(10, 100),
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'pagination', 'rating'],
            properties: {
              items: { type: 'array', items: { $ref: 'Review#' } },
              pagination: { $ref: 'Pagination#' },
              rating: { $ref: 'RatingDetail#' },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) =>
      listReviews(db, request.params.link, {
        ...(request.query.star !== undefined ? { star: request.query.star } : {}),
        page: request.query['pagination.page'],
        limit: request.query['pagination.limit'],
      }),
  );
};
