/** Machine-to-machine staff calls (no UI): money received, order delivered. Bearer STAFF_API_TOKEN; 404 when unset. People use /admin. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { consumerGuardExempt } from '../../http/consumer-guard';
import { ERROR_MESSAGES, HttpError, errorResponses } from '../../http/errors';
import { STAFF_SECURITY } from '../../http/openapi';
import { countAttempt, releaseAttempt } from '../../http/rate-limit';
import { toDetail } from '../order/dto';
import { ORDER_MESSAGES } from '../order/messages';
import type { OrderPayments } from '../order/payment-bridge';
import { Type } from 'typebox';
import { ref } from '../../../core/contracts/common';
import { PaymentReference } from '../../../core/contracts/admin';
import { OrderCodeParams as codeParams, OrderDetail as detailSchema } from '../../../core/contracts/order';
import { confirmReceivedPayment } from './confirm-payment';
import { markDelivered } from './hand-over';

const TAGS = ['Nhân viên'];
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Wrong staff tokens per IP: counted before the comparison, given back on success or when turned away unchecked. */
const STAFF_FAILURES_PER_IP = { max: 10, windowMs: 15 * 60 * 1000 };

async function checkToken(db: Db, request: FastifyRequest, token: string | null): Promise<void> {
  if (!token) throw new HttpError(404, ERROR_MESSAGES.notFound);
  const limits = [{ key: `staff:ip:${request.ip}`, rule: STAFF_FAILURES_PER_IP }];
  try {
    await countAttempt(db, limits);
  } catch (error) {
    // Turned away unchecked: not a failure. Kept, 20 parallel calls with the right token (a webhook retrying) left
    // 10 counts behind and locked the route for 15 minutes; only wrong tokens stay counted.
    await releaseAttempt(db, limits);
    throw error;
  }
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!given || !timingSafeEqual(digest(given), digest(token))) throw new HttpError(401, ORDER_MESSAGES.staffUnauthorized);
  await releaseAttempt(db, limits);
}

async function orderIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  if (!row) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return row.id;
}

export function registerStaffRoutes(fastify: FastifyInstance, db: Db, orderPayments: OrderPayments, token: string | null): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const response = {
    200: { type: 'object', required: ['result', 'order'], properties: { result: { type: 'string' }, order: ref(detailSchema) } },
    ...errorResponses(400, 401, 404, 409, 429),
  };

  app.post(
    '/staff/order/:code/paid',
    {
      config: consumerGuardExempt,
      schema: {
        security: STAFF_SECURITY,
        summary: 'Nhân viên xác nhận đã nhận tiền (chuyển khoản, tiền mặt); `reference`: mã giao dịch của ngân hàng, mỗi mã chỉ được ghi nhận một lần',
        tags: TAGS,
        params: codeParams,
        body: Type.Union([Type.Null(), Type.Object({ reference: Type.Optional(PaymentReference) }, { additionalProperties: false })]),
        response,
      },
    },
    async (request) => {
      await checkToken(db, request, token);
      const orderId = await orderIdByCode(db, request.params.code);
      const reference = request.body?.reference;
      const note = reference ? `Nhân viên xác nhận đã nhận tiền (mã giao dịch ${reference})` : 'Nhân viên xác nhận đã nhận tiền';
      const result = await db.transaction((tx) => confirmReceivedPayment(tx, orderId, { note, reference }));
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      return { result, order: await toDetail(db, order!, await orderPayments.latest(orderId)) };
    },
  );

  app.post(
    '/staff/order/:code/delivered',
    {
      config: consumerGuardExempt,
      schema: { security: STAFF_SECURITY, summary: 'Nhân viên xác nhận đã giao xong (→ hoàn thành)', tags: TAGS, params: codeParams, response },
    },
    async (request) => {
      await checkToken(db, request, token);
      const orderId = await orderIdByCode(db, request.params.code);
      await db.transaction((tx) => markDelivered(tx, orderId));
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      return { result: 'done', order: await toDetail(db, order!, await orderPayments.latest(orderId)) };
    },
  );
}
