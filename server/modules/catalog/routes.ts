import { HttpError, errorResponses } from '../../http/errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LinkParams, ListQuery, ProductDetail, ProductList, Reviews, ReviewsQuery, SearchQuery, SuggestQuery, Suggestions } from '../../../core/contracts/catalog';
import { ref } from '../../../core/contracts/common';
import type { ApiModule } from '../types';
import { productDetail } from './detail';
import { parseListQuery } from './list-query';
import { listProducts } from './listing';
import { listReviews } from './reviews';
import { searchWords } from './search';
import { suggest } from './suggest';
import { readBudgeted } from '../../http/read-budget';
import { readCacheable } from '../../http/read-cache';

export const EMPTY_SEARCH = 'Trường q phải chứa ít nhất một chữ cái hoặc chữ số';

const TAGS = ['Sản phẩm'];

export const catalogRoutes: ApiModule = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/product/list',
    {
      config: { ...readCacheable, ...readBudgeted },
      schema: {
        summary: 'Danh sách sản phẩm theo danh mục (cat), thuộc tính (attr) hoặc tất cả (prod)',
        tags: TAGS,
        querystring: ListQuery,
        response: { 200: ProductList, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => listProducts(db, parseListQuery(request.query)),
  );

  app.get(
    '/product/search',
    {
      config: { ...readCacheable, ...readBudgeted },
      schema: {
        summary: 'Tìm sản phẩm (không phân biệt hoa thường và dấu tiếng Việt)',
        tags: TAGS,
        querystring: SearchQuery,
        response: { 200: ProductList, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (searchWords(request.query.q ?? '').length === 0) throw new HttpError(400, EMPTY_SEARCH);
      return listProducts(db, parseListQuery({ ...request.query, kind: 'prod', links: [] }));
    },
  );

  app.get(
    '/product/suggest',
    {
      config: { ...readCacheable, ...readBudgeted },
      schema: {
        summary: 'Gợi ý khi gõ tìm kiếm: sản phẩm và danh mục',
        tags: TAGS,
        querystring: SuggestQuery,
        response: {
          200: Suggestions,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => suggest(db, request.query.q, request.query.limit),
  );

  app.get(
    '/product/detail/:link',
    {
      config: readCacheable,
      schema: {
        summary: 'Chi tiết sản phẩm, kèm sản phẩm liên quan',
        tags: TAGS,
        params: LinkParams,
        response: { 200: ref(ProductDetail), ...errorResponses(400, 404) },
      },
    },
    async (request) => productDetail(db, request.params.link),
  );

  app.get(
    '/product/:link/reviews',
    {
      config: readCacheable,
      schema: {
        summary: 'Đánh giá của sản phẩm, mới nhất trước',
        tags: TAGS,
        params: LinkParams,
        querystring: ReviewsQuery,
        response: {
          200: Reviews,
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
