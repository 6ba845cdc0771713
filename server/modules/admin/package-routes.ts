/** `/v1/admin/membership-packages…`: the membership packages — prices are the owner's (staff read them). Audited. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import type { AdminScreen } from './back-office';
import { IdParams } from '../../../core/contracts/common';
import { AdminPackageList, PackageInput } from '../../../core/contracts/admin-catalog';
import { createPackage, listAdminPackages, updatePackage } from './packages';
import { requireStaff } from './session';

const TAGS = ['Quản trị: gói thành viên'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const READERS = ['staff'] as const;
const OWNER_ONLY = [] as const;

export const adminPackageRoutes: AdminScreen = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/membership-packages',
    { config, schema: { security, summary: 'Gói thành viên (cả gói ngừng bán) và số thành viên đang dùng', tags: TAGS, response: { 200: AdminPackageList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, READERS);
      return listAdminPackages(db);
    },
  );

  app.post(
    '/membership-packages',
    { config, schema: { security, summary: 'Thêm gói thành viên', tags: TAGS, body: PackageInput, response: { 201: AdminPackageList, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => {
      await createPackage(db, await requireStaff(db, request, OWNER_ONLY), request.body);
      return reply.code(201).send(await listAdminPackages(db));
    },
  );

  app.put(
    '/membership-packages/:id',
    {
      config,
      schema: {
        security,
        summary: 'Sửa gói thành viên (chỉ áp dụng cho lần mua sau; thành viên đang dùng giữ điều kiện đã mua)',
        tags: TAGS,
        params: IdParams,
        body: PackageInput,
        response: { 200: AdminPackageList, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updatePackage(db, await requireStaff(db, request, OWNER_ONLY), request.params.id, request.body);
      return listAdminPackages(db);
    },
  );
};
