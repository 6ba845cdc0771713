/** `/v1/admin/categories…`: the category tree, which is the shop's menu (owner and staff). Audited and announced. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { forgetCatalogReads } from '../catalog/changes';
import type { AdminScreen } from './back-office';
import { IdParams } from '../../../core/contracts/common';
import { AdminCategoryList, CategoryInput, CategoryOrder } from '../../../core/contracts/admin-catalog';
import { createCategory, listAdminCategories, orderCategories, removeCategory, updateCategory } from './categories';
import { requireStaff } from './session';

const TAGS = ['Quản trị: danh mục'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const CATALOGUE_ROLES = ['staff'] as const;

export const adminCategoryRoutes: AdminScreen = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  const changed = async () => {
    forgetCatalogReads(fastify, database);
    return listAdminCategories(db);
  };

  app.get(
    '/categories',
    { config, schema: { security, summary: 'Danh mục (menu hai cấp) và số sản phẩm của từng danh mục', tags: TAGS, response: { 200: AdminCategoryList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, CATALOGUE_ROLES);
      return listAdminCategories(db);
    },
  );

  app.post(
    '/categories',
    {
      config,
      schema: { security, summary: 'Thêm danh mục (link tạo từ tên, không đổi về sau)', tags: TAGS, body: CategoryInput, response: { 201: AdminCategoryList, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      await createCategory(db, await requireStaff(db, request, CATALOGUE_ROLES), request.body);
      return reply.code(201).send(await changed());
    },
  );

  app.put(
    '/categories/order',
    { config, schema: { security, summary: 'Sắp xếp lại một cấp của menu', tags: TAGS, body: CategoryOrder, response: { 200: AdminCategoryList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await orderCategories(db, await requireStaff(db, request, CATALOGUE_ROLES), request.body);
      return changed();
    },
  );

  app.put(
    '/categories/:id',
    {
      config,
      schema: { security, summary: 'Đổi tên hoặc chuyển danh mục sang cấp khác', tags: TAGS, params: IdParams, body: CategoryInput, response: { 200: AdminCategoryList, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await updateCategory(db, await requireStaff(db, request, CATALOGUE_ROLES), request.params.id, request.body);
      return changed();
    },
  );

  app.delete(
    '/categories/:id',
    {
      config,
      schema: { security, summary: 'Xóa danh mục trống (không còn danh mục con, không còn sản phẩm)', tags: TAGS, params: IdParams, response: { 200: AdminCategoryList, ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => {
      await removeCategory(db, await requireStaff(db, request, CATALOGUE_ROLES), request.params.id);
      return changed();
    },
  );
};
