/** The back-office's own screens (`/v1/admin/…`, ./back-office.ts): log-in, staff, the audit log, the day's board, the orders board. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { orderPayments } from '../order/payment-bridge';
import type { AdminScreen } from './back-office';
import { IdParams, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import {
  AdminOrder,
  AdminOrderList,
  AdminOrderQuery,
  AuditList,
  AuditQuery,
  StaffInvite,
  StaffList,
  StaffLoginBody,
  StaffSession,
  StaffUpdate,
  StaffUser,
  TodayBoard,
} from '../../../core/contracts/admin';
import { UPLOAD_CONTENT_TYPES } from '../../shared/image-upload';
import { PHOTO_MAX_BYTES } from './product-photos';
import { listAudit } from './audit';
import { adminOrder, listAdminOrders } from './orders';
import { endStaffSession, requireStaff, startStaffSession } from './session';
import { inviteStaff, listStaff, loginStaff, toStaffUser, updateStaff } from './staff';
import { todayBoard } from './today';

const TAGS = ['Quản trị'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;

export const adminRoutes: AdminScreen = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const payments = orderPayments(db, deps.payments);
  // These routes take no photo. The parser stays (these routes shared a plugin with the return photos) so that a
  // photo-typed body still gets the validator's 400 here, not a 415: no answer changes.
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/auth/login',
    { config, schema: { summary: 'Nhân viên đăng nhập trang quản trị', tags: TAGS, body: StaffLoginBody, response: { 200: StaffSession, ...errorResponses(400, 401, 429) } } },
    async (request, reply) => {
      const staff = await loginStaff(deps.accounts, request, reply, request.body);
      await startStaffSession(db, request, reply, staff.id);
      return { staff: toStaffUser(staff) };
    },
  );

  app.post(
    '/auth/logout',
    { config, schema: { security, summary: 'Đăng xuất trang quản trị', tags: TAGS, response: { 200: ref(StatusOk), ...errorResponses(400) } } },
    async (request, reply) => {
      await endStaffSession(db, request, reply);
      return STATUS_OK;
    },
  );

  app.get(
    '/auth/me',
    { config, schema: { security, summary: 'Nhân viên đang đăng nhập', tags: TAGS, response: { 200: StaffSession, ...errorResponses(401) } } },
    async (request) => ({ staff: toStaffUser(await requireStaff(db, request, ['staff', 'marketing'])) }),
  );

  app.get(
    '/staff',
    { config, schema: { security, summary: 'Danh sách nhân viên (chủ cửa hàng)', tags: TAGS, response: { 200: StaffList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, []);
      return { items: await listStaff(db) };
    },
  );

  app.post(
    '/staff',
    {
      config,
      schema: { security, summary: 'Thêm nhân viên với mật khẩu ban đầu (chủ cửa hàng)', tags: TAGS, body: StaffInvite, response: { 201: ref(StaffUser), ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => {
      const owner = await requireStaff(db, request, []);
      return reply.code(201).send(await inviteStaff(db, owner, request.body));
    },
  );

  app.put(
    '/staff/:id',
    {
      config,
      schema: { security, summary: 'Đổi tên, vai trò hoặc khóa nhân viên (chủ cửa hàng)', tags: TAGS, params: IdParams, body: StaffUpdate, response: { 200: ref(StaffUser), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => updateStaff(db, await requireStaff(db, request, []), request.params.id, request.body),
  );

  app.get(
    '/audit',
    { config, schema: { security, summary: 'Nhật ký thao tác của nhân viên (chủ cửa hàng)', tags: TAGS, querystring: AuditQuery, response: { 200: AuditList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, []);
      return listAudit(db, request.query);
    },
  );

  app.get(
    '/today',
    { config, schema: { security, summary: 'Việc trong ngày: giao, nhận lại, trễ hạn, chờ chuyển khoản, doanh thu', tags: TAGS, response: { 200: TodayBoard, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return todayBoard(db);
    },
  );

  app.get(
    '/orders',
    { config, schema: { security, summary: 'Đơn hàng theo trạng thái, tìm theo mã đơn, số điện thoại hoặc tên', tags: TAGS, querystring: AdminOrderQuery, response: { 200: AdminOrderList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return listAdminOrders(db, request.query);
    },
  );

  app.get(
    '/orders/:id',
    { config, schema: { security, summary: 'Chi tiết đơn hàng và khách hàng', tags: TAGS, params: IdParams, response: { 200: AdminOrder, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return adminOrder(db, payments, request.params.id);
    },
  );
};
