/** `/v1/order…`: quote, place, list, detail, cancel, pay again; `/v1/staff/order…`; and the expiry sweeper. */
import type { FastifyRequest } from 'fastify';
import { errorResponses, HttpError } from '../../http/errors';
import { SHOPPER_SECURITY, WEBP_IMAGE } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, ref } from '../../../core/contracts/common';
import {
  CancelRequest,
  ExtendRequest,
  ExtensionOffer,
  OrderDetail,
  OrderItemParams,
  ReturnPhotoParams,
  OrderList,
  OrderListQuery,
  OrderPlaced,
  PayRequest,
  PlaceOrderRequest,
  Quote,
  QuoteRequest,
} from '../../../core/contracts/order';
import type { ApiModule } from '../types';
import { loadOrderConfig } from './config';
import { findOrder, toDetail } from './dto';
import { needsGateway, payAgain, startOrderPayment } from './pay';
import type { Payment } from '../../../core/contracts/payment';
import { orderPayments } from './payment-bridge';
import { placeOrder } from './place-order';
import { extendRental, extensionOffer } from './extend';
import { ORDER_MESSAGES } from './messages';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/messages';
import { readReturnPhoto, ReturnPhotoFiles } from './return-photos';
import type { OrderRow } from '../../db/schema';
import { quoteOrder } from './quote';
import { listOrders, orderDetail } from './read';
import { registerStaffRoutes } from './staff-routes';
import { startOrderSweeper } from './sweeper';
import { changesStock } from '../../http/read-cache';
import { cancelOrder } from './transitions';
import { IdempotencyHeaders } from '../../../core/contracts/idempotency';
import { idempotencyKeyOf, idempotencyStore } from '../idempotency/store';
import { startIdempotencyCleanup } from '../idempotency/cleanup';

const TAGS = ['Đơn hàng'];

const originOf = (request: FastifyRequest) => ({ origin: `${request.protocol}://${request.host}`, clientIp: request.ip });

export const orderRoutes: ApiModule = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const payments = orderPayments(db, deps.payments);
  const config = loadOrderConfig();
  const returnPhotoFiles = new ReturnPhotoFiles(deps.accounts.dataDir);
  const idempotency = idempotencyStore(db);

  /** A replay of a placement whose answer was never recorded: the order as it stands now (nothing started). */
  async function placedAgain(resource: string | null) {
    const order = resource === null ? null : await findOrder(db, Number(resource));
    if (!order) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    const payment = await payments.latest(order.id);
    return { order: await toDetail(db, order, payment), payment };
  }

  /** A new order (placed or extension) with its first gateway attempt started when its method needs one. */
  async function placed(request: FastifyRequest, order: OrderRow): Promise<OrderPlaced> {
    let payment: Payment | null = null;
    if (order.status === 'not_paid' && needsGateway(order.paymentMethod)) {
      try {
        payment = await startOrderPayment(db, payments, order, order.paymentMethod, originOf(request));
      } catch (error) {
        // The order stands (its units are held until it expires); the shopper can retry from the order page.
        request.log.warn({ err: error, orderId: order.id }, 'payment could not be started after placing the order');
      }
    }
    const fresh = (await findOrder(db, order.id)) ?? order;
    return { order: await toDetail(db, fresh, payment ?? (await payments.latest(order.id))), payment };
  }

  app.post(
    '/order/quote',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Tính tiền đơn hàng trước khi đặt',
        tags: TAGS,
        body: QuoteRequest,
        response: { 200: Quote, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => quoteOrder(db, (await requireCustomer(request)).customer, request.body),
  );

  app.post(
    '/order',
    {
      config: changesStock,
      schema: { security: SHOPPER_SECURITY,
        summary: 'Đặt hàng từ các dòng trong giỏ (một giao dịch; 409 khi hết lịch thuê / hết hàng)',
        tags: TAGS,
        headers: IdempotencyHeaders,
        body: PlaceOrderRequest,
        response: { 201: OrderPlaced, ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const scope = { customerId: customer.id, route: 'order.place', key: idempotencyKeyOf(request), status: 201 };
      const answer = await idempotency.run(
        scope,
        request.body,
        async (guard) => placed(request, await placeOrder(db, config, customer.id, request.body, guard)),
        placedAgain,
      );
      return reply.code(201).send(answer);
    },
  );

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

  app.get(
    '/order/list',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Đơn hàng của bạn (mới nhất trước) và số đơn theo trạng thái',
        tags: TAGS,
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorResponses(400, 401) },
      },
    },
    async (request) => listOrders(db, (await requireCustomer(request)).customer.id, request.query),
  );

  app.get(
    '/order/:id',
    {
      schema: { security: SHOPPER_SECURITY, summary: 'Chi tiết đơn hàng', tags: TAGS, params: IdParams, response: { 200: ref(OrderDetail), ...errorResponses(400, 401, 404) } },
    },
    async (request) => orderDetail(db, payments, (await requireCustomer(request)).customer.id, request.params.id),
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
      return orderDetail(db, payments, customer.id, request.params.id);
    },
  );

  app.post(
    '/order/:id/pay',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Thanh toán lại đơn chưa thanh toán (cổng thanh toán hoặc chuyển khoản)',
        tags: TAGS,
        params: IdParams,
        body: PayRequest,
        response: { 200: OrderPlaced, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const { order, payment } = await payAgain(db, payments, customer.id, request.params.id, request.body.paymentMethod, originOf(request));
      const fresh = (await findOrder(db, order.id)) ?? order;
      return { order: await toDetail(db, fresh, payment), payment };
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

  registerStaffRoutes(app, db, payments, config.staffToken);
  startOrderSweeper(app, db, config.sweepIntervalSeconds);
  startIdempotencyCleanup(app, db);
};
