/** The counter screen's routes (`/v1/admin/…`, a back-office screen): find or add the customer, quote, place. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { staffClient } from '../../http/consumer-guard';
import { errorResponses } from '../../http/errors';
import { STAFF_SESSION_SECURITY } from '../../http/openapi';
import { changesStock } from '../../http/read-cache';
import type { AdminScreen } from '../admin/back-office';
import { requireStaff } from '../admin/session';
import { loadOrderConfig } from '../order/config';
import { findOrder, toDetail } from '../order/dto';
import { idempotencyKeyOf, idempotencyStore } from '../idempotency/store';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/messages';
import { HttpError } from '../../http/errors';
import { orderPayments } from '../order/payment-bridge';
import { AdminCustomer } from '../../../core/contracts/admin';
import { IdempotencyHeaders } from '../../../core/contracts/idempotency';
import {
  CounterOrderPlaced,
  CounterOrderRequest,
  CounterQuote,
  CounterQuoteRequest,
  CustomerList,
  CustomerSearchQuery,
  NewCustomerBody,
} from '../../../core/contracts/counter';
import { createCustomer, findCustomer, searchCustomers } from './customers';
import { counterQuote, placeCounterOrder } from './orders';

const TAGS = ['Quản trị'];
const security = STAFF_SESSION_SECURITY;
const SHOP_FLOOR = ['staff'] as const;

export const counterRoutes: AdminScreen = async (fastify, deps) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps.accounts;
  const payments = orderPayments(db, deps.payments);
  const config = loadOrderConfig();
  const idempotency = idempotencyStore(db);
  const answer = async (orderId: number, customer: AdminCustomer) => {
    const order = await findOrder(db, orderId);
    if (!order) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    return { order: await toDetail(db, order, await payments.latest(order.id)), customer };
  };

  app.get(
    '/customers',
    {
      config: staffClient,
      schema: { security, summary: 'Tìm khách hàng theo số điện thoại hoặc tên (có dấu hay không)', tags: TAGS, querystring: CustomerSearchQuery, response: { 200: CustomerList, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      await requireStaff(db, request, SHOP_FLOOR);
      return searchCustomers(db, request.query.q);
    },
  );

  app.post(
    '/customers',
    {
      config: staffClient,
      schema: { security, summary: 'Thêm khách hàng (họ tên, số điện thoại) để tạo đơn tại quầy', tags: TAGS, body: NewCustomerBody, response: { 201: AdminCustomer, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send(await createCustomer(db, await requireStaff(db, request, SHOP_FLOOR), request.body)),
  );

  app.post(
    '/orders/quote',
    {
      config: staffClient,
      schema: { security, summary: 'Tính tiền đơn tại quầy theo đúng quy tắc của đơn trên web', tags: TAGS, body: CounterQuoteRequest, response: { 200: CounterQuote, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await requireStaff(db, request, SHOP_FLOOR);
      return counterQuote(db, request.body);
    },
  );

  app.post(
    '/orders',
    {
      config: { ...staffClient, ...changesStock },
      schema: {
        security,
        summary: 'Tạo đơn tại quầy hoặc qua điện thoại (409 khi hết lịch thuê / hết hàng); tiền mặt hoặc chuyển khoản ghi nhận ngay',
        tags: TAGS,
        headers: IdempotencyHeaders,
        body: CounterOrderRequest,
        response: { 201: CounterOrderPlaced, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request, SHOP_FLOOR);
      // Keyed by the customer the order is for: the back-office keeps one key per order it is placing.
      const scope = { customerId: request.body.customerId, route: 'counter.place', key: idempotencyKeyOf(request), status: 201 };
      const placed = await idempotency.run(
        scope,
        request.body,
        async (guard) => {
          const { order, customer } = await placeCounterOrder(db, config, staff, request.body, guard);
          return answer(order.id, customer);
        },
        async (resource) => {
          if (resource === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
          return answer(Number(resource), await findCustomer(db, request.body.customerId));
        },
      );
      return reply.code(201).send(placed);
    },
  );
};
