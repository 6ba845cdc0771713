/**
 * The back-office's rental screen (`/v1/admin/orders/…`, behind the staff guard of ../admin/back-office.ts): confirm
 * the money, hand an order over, take each rental back and settle its deposit, record a transfer refund, photograph
 * its condition, cancel it with the money sent where the owner chooses. Each answers with the order as the orders board shows it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses, HttpError } from '../../http/errors';
import { SLIP_DOCUMENT, STAFF_SESSION_SECURITY, WEBP_IMAGE } from '../../http/openapi';
import { UPLOAD_CONTENT_TYPES, admitUpload } from '../../shared/image-upload';
import { adminOrder } from '../admin/orders';
import { PHOTO_MAX_BYTES } from '../admin/product-photos';
import { requireStaff } from '../admin/session';
import { ORDER_MESSAGES } from '../order/messages';
import { orderPayments } from '../order/payment-bridge';
import { readReturnPhoto, ReturnPhotoFiles } from '../order/return-photos';
import type { AdminScreen } from '../admin/back-office';
import { IdParams } from '../../../core/contracts/common';
import { AdminOrder, ConfirmPaymentBody, LineChangeBody, LineChangeQuote, RefundPaidBody, ReturnBody } from '../../../core/contracts/admin';
import { OrderItemParams, ReturnPhotoParams } from '../../../core/contracts/order';
import { HandOverBody } from '../../../core/contracts/stock';
import { AdminCancelBody } from '../../../core/contracts/refund';
import { requestOrigin } from '../payment/origin';
import { sendGatewayRefunds } from '../refund/gateway-refund';
import { SlipQuery } from '../../../core/contracts/report';
import { confirmPayment } from './confirm-payment';
import { handOver } from './hand-over';
import { changeRentalLine } from './line-change';
import { recordReturn, recordTransferRefund } from './return';
import { addReturnPhoto } from './return-photos';
import { staffCancelOrder } from './close';
import { sendSlip } from './slip-reply';

const TAGS = ['Quản trị'];
const config = staffClient;
const security = STAFF_SESSION_SECURITY;

export const rentalAdminRoutes: AdminScreen = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const payments = orderPayments(db, deps.payments);
  const returnPhotoFiles = new ReturnPhotoFiles(deps.accounts.storage);
  // A photo is the raw body (buffered; the route's bodyLimit applies).
  app.addContentTypeParser([...UPLOAD_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  const orderResponse = { 200: AdminOrder, ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/orders/:id/confirm-payment',
    { config, schema: { security, summary: 'Xác nhận đã nhận tiền (chuyển khoản, tiền mặt)', tags: TAGS, params: IdParams, body: ConfirmPaymentBody, response: orderResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await confirmPayment(db, staff, request.params.id, request.body);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/orders/:id/hand-over',
    {
      config,
      schema: {
        security,
        summary:
          'Đã giao đồ cho khách (đơn hoàn thành, đồ thuê đang ở chỗ khách): `unitCodes` (mã quét trên nhãn) hoặc `unitIds` là các bộ đồ giao cho khách; không gửi thì chỉ được khi số bộ đồ còn trống vừa đúng số cần giao',
        tags: TAGS,
        params: IdParams,
        body: HandOverBody,
        response: orderResponse,
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await handOver(db, staff, request.params.id, request.body ?? null);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/orders/:id/items/:itemId/return',
    {
      config,
      schema: { security, summary: 'Nhận lại đồ thuê: phí trễ hạn, phí hư hỏng và hoàn tiền cọc', tags: TAGS, params: OrderItemParams, body: ReturnBody, response: orderResponse },
    },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      const toGateway = await recordReturn(db, staff, request.params.id, request.params.itemId, request.body);
      await sendGatewayRefunds(db, deps.payments, toGateway, requestOrigin(request), request.log);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.patch(
    '/orders/:id/items/:itemId',
    {
      config,
      schema: {
        security,
        summary: 'Đổi size hoặc ngày thuê của một món đồ thuê chưa giao: tính lại giá, kiểm tra lịch trống, trừ hoặc hoàn chênh lệch vào ví của khách',
        tags: TAGS,
        params: OrderItemParams,
        body: LineChangeBody,
        response: orderResponse,
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await changeRentalLine(db, staff, request.params.id, request.params.itemId, request.body, false);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/orders/:id/items/:itemId/change-quote',
    {
      config,
      schema: {
        security,
        summary: 'Xem trước việc đổi size hoặc ngày thuê (không lưu gì): giá mới và phần chênh lệch',
        tags: TAGS,
        params: OrderItemParams,
        body: LineChangeBody,
        response: { 200: LineChangeQuote, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      return changeRentalLine(db, staff, request.params.id, request.params.itemId, request.body, true);
    },
  );

  app.post(
    '/orders/:id/items/:itemId/refund-paid',
    { config, schema: { security, summary: 'Đã chuyển khoản hoàn tiền cọc', tags: TAGS, params: OrderItemParams, body: RefundPaidBody, response: orderResponse } },
    async (request) => {
      const staff = await requireStaff(db, request, ['staff']);
      await recordTransferRefund(db, staff, request.params.id, request.params.itemId, request.body.note);
      return adminOrder(db, payments, request.params.id);
    },
  );

  app.post(
    '/orders/:id/items/:itemId/photos',
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
    '/orders/:id/items/:itemId/photos/:photoId',
    { config, schema: { security, summary: 'Một ảnh tình trạng đồ thuê', tags: TAGS, params: ReturnPhotoParams, response: { 200: WEBP_IMAGE, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await requireStaff(db, request, ['staff']);
      const { id: orderId, itemId, photoId } = request.params;
      const bytes = await readReturnPhoto(db, returnPhotoFiles, { orderId, itemId, photoId });
      if (!bytes) throw new HttpError(404, ORDER_MESSAGES.photoNotFound);
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(bytes);
    },
  );

  app.get(
    '/orders/:id/slip',
    {
      config,
      schema: {
        security,
        summary: 'In phiếu giao nhận (kind=handover) hoặc phiếu trả đồ và quyết toán cọc (kind=return): PDF hoặc trang in (format=html)',
        tags: TAGS,
        params: IdParams,
        querystring: SlipQuery,
        response: { 200: SLIP_DOCUMENT, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await requireStaff(db, request, ['staff']);
      return sendSlip(reply, db, returnPhotoFiles, request.params.id, request.query);
    },
  );

  // Money leaving the shop: the owner's alone (no role listed).
  app.post(
    '/orders/:id/cancel',
    {
      config,
      schema: {
        security,
        summary: 'Cửa hàng hủy đơn chưa giao: hoàn toàn bộ tiền đã trả vào ví, về tài khoản ngân hàng của khách hoặc về cổng thanh toán đã trả',
        tags: TAGS,
        params: IdParams,
        body: AdminCancelBody,
        response: { 200: AdminOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request, []);
      const toGateway = await staffCancelOrder(db, staff, request.params.id, request.body);
      await sendGatewayRefunds(db, deps.payments, toGateway, requestOrigin(request), request.log);
      return adminOrder(db, payments, request.params.id);
    },
  );
};
