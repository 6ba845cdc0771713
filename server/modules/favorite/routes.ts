/** `/v1/product/favorite-product…`: the shopper's favourites, as catalogue ProductCards. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { favoriteProducts, products } from '../../db/schema';
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import { cardsByIds } from '../catalog/cards';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PaginationQuery, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import { AddFavoriteBody, FavoriteIds, FavoriteList, RemoveFavoriteBody } from '../../../core/contracts/favorite';
import type { ApiModule } from '../types';

export const FAVORITE_MESSAGES = {
  productNotFound: 'Không tìm thấy sản phẩm',
  notFavorite: 'Sản phẩm không có trong danh sách yêu thích',
} as const;

const TAGS = ['Yêu thích'];

export const favoriteRoutes: ApiModule = async (fastify, { accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;

  app.get(
    '/product/favorite-product/list',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Sản phẩm yêu thích, mới thêm trước',
        tags: TAGS,
        querystring: PaginationQuery(30, 100),
        response: {
          200: FavoriteList,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const page = request.query['pagination.page'];
      const limit = request.query['pagination.limit'];
      const mine = eq(favoriteProducts.customerId, customer.id);
      const [rows, [count]] = await Promise.all([
        db
          .select({ productId: favoriteProducts.productId })
          .from(favoriteProducts)
          .where(mine)
          .orderBy(desc(favoriteProducts.createdAt), desc(favoriteProducts.productId))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(favoriteProducts).where(mine),
      ]);
      const items = await cardsByIds(db, rows.map((row) => row.productId));
      return { items, pagination: { page, limit, total: count?.total ?? 0 } };
    },
  );

  app.get(
    '/product/favorite-product/ids',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Mã các sản phẩm yêu thích (để tô trái tim)',
        tags: TAGS,
        response: {
          200: FavoriteIds,
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const rows = await db
        .select({ productId: favoriteProducts.productId })
        .from(favoriteProducts)
        .where(eq(favoriteProducts.customerId, customer.id))
        .orderBy(desc(favoriteProducts.createdAt), desc(favoriteProducts.productId));
      return { ids: rows.map((row) => row.productId) };
    },
  );

  app.post(
    '/product/favorite-product',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Thêm vào yêu thích (gọi lại không sao)',
        tags: TAGS,
        body: AddFavoriteBody,
        response: { 201: ref(StatusOk), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, request.body.productId));
      if (!product) throw new HttpError(404, FAVORITE_MESSAGES.productNotFound);
      await db.insert(favoriteProducts).values({ customerId: customer.id, productId: product.id }).onConflictDoNothing();
      return reply.code(201).send(STATUS_OK);
    },
  );

  app.delete(
    '/product/favorite-product',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Bỏ khỏi yêu thích (id là mã sản phẩm)',
        tags: TAGS,
        body: RemoveFavoriteBody,
        response: { 200: ref(StatusOk), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const removed = await db
        .delete(favoriteProducts)
        .where(and(eq(favoriteProducts.customerId, customer.id), eq(favoriteProducts.productId, request.body.id)))
        .returning({ productId: favoriteProducts.productId });
      if (removed.length === 0) throw new HttpError(404, FAVORITE_MESSAGES.notFavorite);
      return STATUS_OK;
    },
  );
};
