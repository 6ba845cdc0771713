/**
 * `/v1/admin/products…`: the back-office's catalogue (owner and staff). Every write is audited and announced to
 * every instance (../catalog/changes.ts); this instance forgets its cached reads before it answers.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { forgetCatalogReads } from '../catalog/changes';
import { ATTRIBUTE_VOCABULARIES } from '../catalog/vocabularies';
import { ProductPhotoFiles } from '../image/product-photo-files';
import { UPLOAD_CONTENT_TYPES, admitUpload } from '../../shared/image-upload';
import type { AdminScreen } from './back-office';
import { IdParams, ref } from '../../../core/contracts/common';
import {
  AdminProduct,
  AdminProductList,
  AdminProductQuery,
  CatalogOptions,
  ImageOrderBody,
  ImageParams,
  ProductInput,
  ProductUpdate,
} from '../../../core/contracts/admin-catalog';
import { addPhoto, PHOTO_MAX_BYTES, removePhoto, reorderPhotos } from './product-photos';
import { adminProduct, categoryOptions, createProduct, listAdminProducts, updateProduct } from './products';
import { requireStaff } from './session';

const TAGS = ['Quản trị: sản phẩm'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const CATALOGUE_ROLES = ['staff'] as const;

export const adminCatalogRoutes: AdminScreen = async (fastify, { database, accounts }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;
  const photoFiles = new ProductPhotoFiles(accounts.storage);
  // A photo is the raw body (buffered; the route's bodyLimit applies).
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });
  const changed = () => forgetCatalogReads(fastify, database);

  app.get(
    '/catalog/options',
    { config, schema: { security, summary: 'Danh mục và giá trị thuộc tính cho biểu mẫu sản phẩm', tags: TAGS, response: { 200: CatalogOptions, ...errorResponses(401, 403) } } },
    async (request) => {
      // Marketing draws banners from the same categories and colours.
      await requireStaff(db, request, [...CATALOGUE_ROLES, 'marketing']);
      return { categories: await categoryOptions(db), attributes: ATTRIBUTE_VOCABULARIES };
    },
  );

  app.get(
    '/products',
    { config, schema: { security, summary: 'Sản phẩm (cả bản nháp), tìm theo tên hoặc link', tags: TAGS, querystring: AdminProductQuery, response: { 200: AdminProductList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, CATALOGUE_ROLES);
      return listAdminProducts(db, request.query);
    },
  );

  app.get(
    '/products/:id',
    { config, schema: { security, summary: 'Một sản phẩm để sửa', tags: TAGS, params: IdParams, response: { 200: ref(AdminProduct), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await requireStaff(db, request, CATALOGUE_ROLES);
      return adminProduct(db, request.params.id);
    },
  );

  app.post(
    '/products',
    { config, schema: { security, summary: 'Thêm sản phẩm (lưu dạng bản nháp)', tags: TAGS, body: ProductInput, response: { 201: ref(AdminProduct), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const staff = await requireStaff(db, request, CATALOGUE_ROLES);
      const id = await createProduct(db, staff, request.body);
      changed();
      return reply.code(201).send(await adminProduct(db, id));
    },
  );

  app.put(
    '/products/:id',
    {
      config,
      schema: { security, summary: 'Sửa sản phẩm, đăng bán hoặc ngừng bán', tags: TAGS, params: IdParams, body: ProductUpdate, response: { 200: ref(AdminProduct), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      const staff = await requireStaff(db, request, CATALOGUE_ROLES);
      await updateProduct(db, staff, request.params.id, request.body);
      changed();
      return adminProduct(db, request.params.id);
    },
  );

  app.post(
    '/products/:id/photos',
    {
      config,
      onRequest: admitUpload,
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        security,
        summary: 'Thêm ảnh sản phẩm (thân yêu cầu là ảnh JPEG, PNG hoặc WebP, tối đa 8 MB)',
        tags: TAGS,
        params: IdParams,
        response: { 201: ref(AdminProduct), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request, CATALOGUE_ROLES);
      await addPhoto(db, photoFiles, staff, request.params.id, request.headers['content-type'], request.body);
      changed();
      return reply.code(201).send(await adminProduct(db, request.params.id));
    },
  );

  app.put(
    '/products/:id/photos/order',
    { config, schema: { security, summary: 'Sắp xếp lại ảnh sản phẩm', tags: TAGS, params: IdParams, body: ImageOrderBody, response: { 200: ref(AdminProduct), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const staff = await requireStaff(db, request, CATALOGUE_ROLES);
      await reorderPhotos(db, staff, request.params.id, request.body.imageIds);
      changed();
      return adminProduct(db, request.params.id);
    },
  );

  app.delete(
    '/products/:id/photos/:imageId',
    { config, schema: { security, summary: 'Xóa ảnh sản phẩm', tags: TAGS, params: ImageParams, response: { 200: ref(AdminProduct), ...errorResponses(401, 403, 404, 409) } } },
    async (request) => {
      const staff = await requireStaff(db, request, CATALOGUE_ROLES);
      await removePhoto(db, photoFiles, staff, request.params.id, request.params.imageId);
      changed();
      return adminProduct(db, request.params.id);
    },
  );
};
