/** `/v1/admin/vouchers…`: marketing's vouchers (roles owner and marketing), audited. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import type { AdminScreen } from './back-office';
import { IdParams } from '../../../core/contracts/common';
import { AdminVoucher, AdminVoucherList, VoucherInput, VoucherPause } from '../../../core/contracts/voucher';
import { requireStaff } from './session';
import { createVoucher, listAdminVouchers, pauseVoucher } from './vouchers';

const TAGS = ['Quản trị: voucher'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;
const MARKETING = ['marketing'] as const;

export const adminVoucherRoutes: AdminScreen = async (fastify, { database }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = database;

  app.get(
    '/vouchers',
    { config, schema: { security, summary: 'Mọi voucher, lượt dùng và số tiền đã giảm', tags: TAGS, response: { 200: AdminVoucherList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, MARKETING);
      return listAdminVouchers(db);
    },
  );

  app.post(
    '/vouchers',
    { config, schema: { security, summary: 'Tạo voucher', tags: TAGS, body: VoucherInput, response: { 201: AdminVoucher, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await createVoucher(db, await requireStaff(db, request, MARKETING), request.body)),
  );

  app.patch(
    '/vouchers/:id',
    {
      config,
      schema: { security, summary: 'Tạm dừng hoặc chạy lại voucher', tags: TAGS, params: IdParams, body: VoucherPause, response: { 200: AdminVoucher, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => pauseVoucher(db, await requireStaff(db, request, MARKETING), request.params.id, request.body.paused),
  );
};
