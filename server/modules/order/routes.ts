/**
 * `/v1/order…`: quote, place, list, detail, pay again. What happens to an order after that (cancel, extend, the
 * return photos, the staff API, the expiry sweeper) is the rental module's (../rental/routes.ts).
 */
import { errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, ref } from '../../../core/contracts/common';
import { OrderDetail, OrderList, OrderListQuery, OrderPlaced, PayRequest, PlaceOrderRequest, Quote, QuoteRequest } from '../../../core/contracts/order';
import type { ApiModule } from '../types';
import { loadOrderConfig } from './config';
import { findOrder, toDetail } from './dto';
import { payAgain } from './pay';
import { orderPayments } from './payment-bridge';
import { placeOrder } from './place-order';
import { originOf, placedAnswers } from './placed';
import { quoteOrder } from './quote';
import { listOrders, orderDetail, type ExpireOverdue } from './read';
import { changesStock } from '../../http/read-cache';
import { IdempotencyHeaders } from '../../../core/contracts/idempotency';
import { idempotencyKeyOf, idempotencyStore } from '../idempotency/store';
import { startIdempotencyCleanup } from '../idempotency/cleanup';

const TAGS = ['Đơn hàng'];

/** The order routes, reading with `expireOrders` (../rental/close.ts, handed in by ../index.ts). */
export const orderRoutes = (expireOrders: ExpireOverdue): ApiModule => async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const payments = orderPayments(db, deps.payments);
  const config = loadOrderConfig();
  const idempotency = idempotencyStore(db);
  const { placed, placedAgain } = placedAnswers(db, payments);

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
    '/order/list',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Đơn hàng của bạn (mới nhất trước) và số đơn theo trạng thái',
        tags: TAGS,
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorResponses(400, 401) },
      },
    },
    async (request) => listOrders(db, (await requireCustomer(request)).customer.id, request.query, expireOrders),
  );

  app.get(
    '/order/:id',
    {
      schema: { security: SHOPPER_SECURITY, summary: 'Chi tiết đơn hàng', tags: TAGS, params: IdParams, response: { 200: ref(OrderDetail), ...errorResponses(400, 401, 404) } },
    },
    async (request) => orderDetail(db, payments, (await requireCustomer(request)).customer.id, request.params.id, expireOrders),
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

  startIdempotencyCleanup(app, db);
};
