/**
 * `/v1/admin/…`: the back-office's API. Staff sessions only (a shopper's session opens none of it), writes with
 * `X-User-Type: staff`, each route limited to the roles that need it, every write in the audit log.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses, HttpError } from '../../http/errors';
import { STAFF_SESSION_SECURITY, WEBP_IMAGE } from '../../http/openapi';
import { orderPayments } from '../order/payment-bridge';
import type { ApiModule } from '../types';
import { IdParams, STATUS_OK, StatusOk, ref } from '../../../core/contracts/common';
import {
  AdminOrder,
  AdminOrderList,
  AdminOrderQuery,
  AuditList,
  AuditQuery,
  ConfirmPaymentBody,
  RefundPaidBody,
  ReturnBody,
  StaffInvite,
  StaffList,
  StaffLoginBody,
  StaffSession,
  StaffUpdate,
  StaffUser,
  TodayBoard,
} from '../../../core/contracts/admin';
import { OrderItemParams, ReturnPhotoParams } from '../../../core/contracts/order';
import { UPLOAD_CONTENT_TYPES, admitUpload } from '../../shared/image-upload';
import { readReturnPhoto, ReturnPhotoFiles } from '../order/return-photos';
import { ORDER_MESSAGES } from '../order/messages';
import { PHOTO_MAX_BYTES } from './product-photos';
import { addReturnPhoto } from './return-photos';
import { listAudit } from './audit';
import { adminOrder, listAdminOrders } from './orders';
import { confirmPayment, handOver, recordReturn, recordTransferRefund } from './rentals';
import { endStaffSession, requireStaff, staffOnly, startStaffSession } from './session';
import { inviteStaff, listStaff, loginStaff, toStaffUser, updateStaff } from './staff';
import { todayBoard } from './today';

const TAGS = ['Quản trị'];
const LOGIN_URL = '/v1/admin/auth/login';
const config = staffClient;
const security = STAFF_SESSION_SECURITY;

export const adminRoutes: ApiModule = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const payments = orderPayments(db, deps.payments);
  staffOnly(app, db, [LOGIN_URL]);
  const returnPhotoFiles = new ReturnPhotoFiles(deps.accounts.dataDir);
  // A photo is the raw body (buffered; the route's bodyLimit applies).
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/admin/auth/login',
    { config, schema: { summary: 'Nhân viên đăng nhập trang quản trị', tags: TAGS, body: StaffLoginBody, response: { 200: StaffSession, ...errorResponses(400, 401, 429) } } },
    async (request, reply) => {
      const staff = await loginStaff(deps.accounts, request, reply, request.body);
      await startStaffSession(db, request, reply, staff.id);
      return { staff: toStaffUser(staff) };
    },
  );

  app.post(
    '/admin/auth/logout',
    { config, schema: { security, summary: 'Đăng xuất trang quản trị', tags: TAGS, response: { 200: ref(StatusOk), ...errorResponses(400) } } },
    async (request, reply) => {
      await endStaffSession(db, request, reply);
      return STATUS_OK;
    },
  );

  app.get(
    '/admin/auth/me',
    { config, schema: { security, summary: 'Nhân viên đang đăng nhập', tags: TAGS, response: { 200: StaffSession, ...errorResponses(401) } } },
    async (request) => ({ staff: toStaffUser(await requireStaff(db, request, ['staff', 'marketing'])) }),
  );

  app.get(
    '/admin/staff',
    { config, schema: { security, summary: 'Danh sách nhân viên (chủ cửa hàng)', tags: TAGS, response: { 200: StaffList, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, []);
      return { items: await listStaff(db) };
    },
  );

  app.post(
    '/admin/staff',
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
    '/admin/staff/:id',
    {
      config,
      schema: { security, summary: 'Đổi tên, vai trò hoặc khóa nhân viên (chủ cửa hàng)', tags: TAGS, params: IdParams, body: StaffUpdate, response: { 200: ref(StaffUser), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => updateStaff(db, await requireStaff(db, request, []), request.params.id, request.body),
  );

  app.get(
    '/admin/audit',
    { config, schema: { security, summary: 'Nhật ký thao tác của nhân viên (chủ cửa hàng)', tags: TAGS, querystring: AuditQuery, response: { 200: AuditList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, []);
      return listAudit(db, request.query);
    },
  );

  app.get(
    '/admin/today',
    { config, schema: { security, summary: 'Việc trong ngày: giao, nhận lại, trễ hạn, chờ chuyển khoản, doanh thu', tags: TAGS, response: { 200: TodayBoard, ...errorResponses(401, 403) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return todayBoard(db);
    },
  );

  app.get(
    '/admin/orders',
    { config, schema: { security, summary: 'Đơn hàng theo trạng thái, tìm theo mã đơn, số điện thoại hoặc tên', tags: TAGS, querystring: AdminOrderQuery, response: { 200: AdminOrderList, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return listAdminOrders(db, request.query);
    },
  );

  app.get(
    '/admin/orders/:id',
    { config, schema: { security, summary: 'Chi tiết đơn hàng và khách hàng', tags: TAGS, params: IdParams, response: { 200: AdminOrder, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await requireStaff(db, request, ['staff']);
      return adminOrder(db, payments, request.params.id);
    },
  );

  const orderResponse = { 200: AdminOrder, ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/admin/orders/:id/confirm-payment',
    { config, schema: { security, summary: 'Xác nhận đã nhận tiền (chuyển khoản, tiền mặt)', tags: TAGS, params: IdParams, body: ConfirmPaymentBody, response: orderResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await confirmPayment(db, staff, request.params.id, request.body);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/hand-over',
    { config, schema: { security, summary: 'Đã giao đồ cho khách (đơn hoàn thành, đồ thuê đang ở chỗ khách)', tags: TAGS, params: IdParams, response: orderResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await handOver(db, staff, request.params.id);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/items/:itemId/return',
    {
      config,
      schema: { security, summary: 'Nhận lại đồ thuê: phí trễ hạn, phí hư hỏng và hoàn tiền cọc', tags: TAGS, params: OrderItemParams, body: ReturnBody, response: orderResponse },
    },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await recordReturn(db, staff, request.params.id, request.params.itemId, request.body);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/items/:itemId/refund-paid',
    { config, schema: { security, summary: 'Đã chuyển khoản hoàn tiền cọc', tags: TAGS, params: OrderItemParams, body: RefundPaidBody, response: orderResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await recordTransferRefund(db, staff, request.params.id, request.params.itemId, request.body.note);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/items/:itemId/photos',
    {
      config,
      onRequest: admitUpload,
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        security,
        summary: 'Thêm ảnh tình trạng đồ thuê khi nhận lại (thân yêu cầu là ảnh JPEG, PNG hoặc WebP, tối đa 8 MB)',
        tags: TAGS,
        params: OrderItemParams,
        response: { 201: AdminOrder, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request, ['staff']);
      await addReturnPhoto(db, returnPhotoFiles, staff, request.params.id, request.params.itemId, request.headers['content-type'], request.body);
      return reply.code(201).send(await adminOrder(db, payments, request.params.id));
    },
  );

  app.get(
    '/admin/orders/:id/items/:itemId/photos/:photoId',
    { config, schema: { security, summary: 'Một ảnh tình trạng đồ thuê', tags: TAGS, params: ReturnPhotoParams, response: { 200: WEBP_IMAGE, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await requireStaff(db, request, ['staff']);
      const { id: orderId, itemId, photoId } = request.params;
      const bytes = await readReturnPhoto(db, returnPhotoFiles, { orderId, itemId, photoId });
      if (!bytes) throw new HttpError(404, ORDER_MESSAGES.photoNotFound);
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(bytes);
    },
  );
};
