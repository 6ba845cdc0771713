/**
 * `/v1/admin/banners…`, `/v1/admin/collections…` and `/v1/admin/content-pages…`: marketing's screens (roles owner and marketing), audited and
 * announced to every instance.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { forgetCatalogReads } from '../catalog/changes';
import type { AdminScreen } from './back-office';
import { IdParams, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import {
  AdminBanner,
  AdminBannerList,
  AdminCollectionList,
  AdminContentPage,
  AdminContentPageList,
  BannerInput,
  CollectionInput,
  ContentPageInput,
} from '../../../core/contracts/admin-catalog';
import { listAdminCollections, updateCollection } from './collections';
import { adminPage, listAdminPages, updatePage } from './content-pages';
import { createBanner, deleteBanner, listAdminBanners, updateBanner } from './banners';
import { requireStaff } from './session';

const TAGS = ['Quản trị: banner'];
const CONTENT_TAGS = ['Quản trị: trang nội dung'];
const COLLECTION_TAGS = ['Quản trị: bộ sưu tập'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const MARKETING = ['marketing'] as const;

export const adminBannerRoutes: AdminScreen = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  const changed = () => forgetCatalogReads(fastify, database);

  app.get(
    '/banners',
    { config, schema: { security, summary: 'Mọi banner (đã lên lịch, đang chạy, đã kết thúc)', tags: TAGS, response: { 200: AdminBannerList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, MARKETING);
      return listAdminBanners(db);
    },
  );

  app.post(
    '/banners',
    { config, schema: { security, summary: 'Lên lịch banner mới', tags: TAGS, body: BannerInput, response: { 201: AdminBanner, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const banner = await createBanner(db, await requireStaff(db, request, MARKETING), request.body);
      changed();
      return reply.code(201).send(banner);
    },
  );

  app.put(
    '/banners/:id',
    { config, schema: { security, summary: 'Sửa banner hoặc thời gian chạy', tags: TAGS, params: IdParams, body: BannerInput, response: { 200: AdminBanner, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const banner = await updateBanner(db, await requireStaff(db, request, MARKETING), request.params.id, request.body);
      changed();
      return banner;
    },
  );

  app.delete(
    '/banners/:id',
    { config, schema: { security, summary: 'Xóa banner', tags: TAGS, params: IdParams, response: { 200: ref(StatusOk), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await deleteBanner(db, await requireStaff(db, request, MARKETING), request.params.id);
      changed();
      return STATUS_OK;
    },
  );

  app.get(
    '/content-pages',
    { config, schema: { security, summary: 'Mọi trang nội dung (hướng dẫn, chính sách, giới thiệu)', tags: CONTENT_TAGS, response: { 200: AdminContentPageList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, MARKETING);
      return listAdminPages(db);
    },
  );

  app.get(
    '/content-pages/:id',
    { config, schema: { security, summary: 'Một trang nội dung để sửa', tags: CONTENT_TAGS, params: IdParams, response: { 200: AdminContentPage, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await requireStaff(db, request, MARKETING);
      return adminPage(db, request.params.id);
    },
  );

  app.put(
    '/content-pages/:id',
    {
      config,
      schema: { security, summary: 'Sửa trang nội dung (HTML được lọc theo danh sách cho phép)', tags: CONTENT_TAGS, params: IdParams, body: ContentPageInput, response: { 200: AdminContentPage, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const page = await updatePage(db, await requireStaff(db, request, MARKETING), request.params.id, request.body);
      changed();
      return page;
    },
  );

  app.get(
    '/collections',
    { config, schema: { security, summary: 'Bộ sưu tập trang chủ và sản phẩm của chúng', tags: COLLECTION_TAGS, response: { 200: AdminCollectionList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, MARKETING);
      return listAdminCollections(db);
    },
  );

  app.put(
    '/collections/:id',
    {
      config,
      schema: { security, summary: 'Sửa bộ sưu tập: tên, mô tả, sản phẩm theo thứ tự', tags: COLLECTION_TAGS, params: IdParams, body: CollectionInput, response: { 200: AdminCollectionList, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await updateCollection(db, await requireStaff(db, request, MARKETING), request.params.id, request.body);
      changed();
      return listAdminCollections(db);
    },
  );
};
