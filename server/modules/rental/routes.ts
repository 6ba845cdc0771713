/**
 * The shopper's side of a rental after checkout under `/v1/order…` (extend it, cancel the order, see the return
 * photos), the staff API under `/v1/staff/order…` (./staff-routes.ts) and the expiry sweeper. The back-office's side
 * is ./admin-routes.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError } from '../../http/errors';
import { SHOPPER_SECURITY, SLIP_DOCUMENT, WEBP_IMAGE } from '../../http/openapi';
import { changesStock } from '../../http/read-cache';
import { requireCustomer } from '../../http/session';
import { idempotencyKeyOf, idempotencyStore } from '../idempotency/store';
import { loadOrderConfig } from '../order/config';
import { ORDER_MESSAGES } from '../order/messages';
import { orderPayments } from '../order/payment-bridge';
import { placedAnswers } from '../order/placed';
import { orderDetail } from '../order/read';
import { readReturnPhoto, ReturnPhotoFiles } from '../order/return-photos';
import type { ApiModule } from '../types';
import { IdParams, ref } from '../../../core/contracts/common';
import { IdempotencyHeaders } from '../../../core/contracts/idempotency';
import { SlipQuery } from '../../../core/contracts/report';
import { CancelRequest, ExtendRequest, ExtensionOffer, OrderDetail, OrderItemParams, OrderPlaced, ReturnPhotoParams } from '../../../core/contracts/order';
import { cancelOrder, expireOrders } from './close';
import { extendRental, extensionOffer } from './extend';
import { sendSlip } from './slip-reply';
import { registerStaffRoutes } from './staff-routes';
import { startOrderSweeper } from './sweeper';

const TAGS = ['Đơn hàng'];

export const rentalRoutes: ApiModule = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const payments = orderPayments(db, deps.payments);
  const config = loadOrderConfig();
  const returnPhotoFiles = new ReturnPhotoFiles(deps.accounts.storage);
  const idempotency = idempotencyStore(db);
  const { placed, placedAgain } = placedAnswers(db, payments);

  app.get(
    '/order/:id/items/:itemId/extension',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Gia hạn thuê: những ngày có thể thêm sau lịch thuê (theo lịch của khách khác, tính cả ngày vệ sinh) và giá',
        tags: TAGS,
        params: OrderItemParams,
        response: { 200: ExtensionOffer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => extensionOffer(db, (await requireCustomer(request)).customer, request.params.id, request.params.itemId),
  );

  app.post(
    '/order/:id/items/:itemId/extension',
    {
      config: changesStock,
      schema: { security: SHOPPER_SECURITY,
        summary: 'Gia hạn thuê: tạo đơn gia hạn và bắt đầu thanh toán (409 khi những ngày đó đã có khách đặt)',
        tags: TAGS,
        params: OrderItemParams,
        headers: IdempotencyHeaders,
        body: ExtendRequest,
        response: { 201: OrderPlaced, ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const { id, itemId } = request.params;
      const scope = { customerId: customer.id, route: 'order.extend', key: idempotencyKeyOf(request), status: 201 };
      const answer = await idempotency.run(
        scope,
        { id, itemId, body: request.body },
        async (guard) => placed(request, await extendRental(db, config, customer, id, itemId, request.body, guard)),
        placedAgain,
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/order/:id/cancel',
    {
      config: changesStock,
      schema: { security: SHOPPER_SECURITY,
        summary: 'Hủy đơn (hoàn tiền vào ví, trả lại lịch thuê và hàng)',
        tags: TAGS,
        params: IdParams,
        body: CancelRequest,
        response: { 200: ref(OrderDetail), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const reason = request.body?.reason?.trim() || null;
      await cancelOrder(db, customer.id, request.params.id, reason);
      return orderDetail(db, payments, customer.id, request.params.id, expireOrders);
    },
  );

  app.get(
    '/order/:id/items/:itemId/photos/:photoId',
    {
      schema: { security: SHOPPER_SECURITY, summary: 'Ảnh tình trạng đồ thuê cửa hàng chụp khi nhận lại', tags: TAGS, params: ReturnPhotoParams, response: { 200: WEBP_IMAGE, ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const { id: orderId, itemId, photoId } = request.params;
      const bytes = await readReturnPhoto(db, returnPhotoFiles, { orderId, itemId, photoId, customerId: customer.id });
      if (!bytes) throw new HttpError(404, ORDER_MESSAGES.photoNotFound);
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(bytes);
    },
  );

  app.get(
    '/order/:id/slip',
    {
      schema: {
        security: SHOPPER_SECURITY,
        summary: 'Phiếu giao nhận (kind=handover) hoặc phiếu trả đồ (kind=return) của đơn, PDF hoặc trang in (format=html)',
        tags: TAGS,
        params: IdParams,
        querystring: SlipQuery,
        response: { 200: SLIP_DOCUMENT, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      return sendSlip(reply, db, returnPhotoFiles, request.params.id, request.query, customer.id);
    },
  );

  registerStaffRoutes(app, db, payments, config.staffToken);
  startOrderSweeper(app, db, config.sweepIntervalSeconds);
};
