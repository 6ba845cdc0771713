/**
 * `/v1/payment…`: gateway callbacks (consumer-guard exempt) and return URLs, a shopper's payment, and starting a
 * membership or wallet top-up payment. Contract: docs/orders-api.md § Payments.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { payments as paymentsTable, type PaymentRow } from '../../db/schema';
import { consumerGuardExempt } from '../../http/consumer-guard';
import { HttpError, errorResponses } from '../../http/errors';
import { SHOPPER_SECURITY } from '../../http/openapi';
import { requireCustomer } from '../../http/session';
import { packageOnSale } from '../membership/routes';
import type { ApiModule } from '../types';
import { handleCallback, type CallbackOutcome } from './callbacks';
import { PAYMENT_MESSAGES } from './messages';
import { requestOrigin } from './origin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PAYMENT_METHODS } from '../../../core/contracts/payment-vocab';
import { ref } from '../../../core/contracts/common';
import { MembershipPaymentBody, Payment, PaymentMethodList, PaymentState, ReferenceParams, TopUpBody } from '../../../core/contracts/payment';
import { paymentDetailDto, paymentDto, startPayment } from './service';
import { IdempotencyHeaders } from '../../../core/contracts/idempotency';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/messages';
import { idempotencyKeyOf, idempotencyStore } from '../idempotency/store';
import { providerOf, type CallbackProvider } from './types';

const TAGS = ['Thanh toán'];
const HIDDEN = { hide: true } as const;
const RETURN_GATEWAYS: readonly CallbackProvider[] = ['momo', 'zalopay', 'vnpay'];

/** MoMo: 204 once handled; a refused IPN gets a 4xx with the reason. */
const MOMO_REPLIES: Record<CallbackOutcome['verdict'], { status: number; message?: string }> = {
  accepted: { status: 204 },
  duplicate: { status: 204 },
  failed_result: { status: 204 },
  bad_signature: { status: 400, message: 'Chữ ký không hợp lệ' },
  malformed: { status: 400, message: 'Dữ liệu thông báo thanh toán không hợp lệ' },
  unknown_payment: { status: 404, message: PAYMENT_MESSAGES.notFound },
  amount_mismatch: { status: 400, message: 'Số tiền không khớp với giao dịch' },
};

/** ZaloPay: 1 success, 2 already updated, -1 refused (0 would make ZaloPay retry: kept for our own failures). */
const ZALOPAY_REPLIES: Record<CallbackOutcome['verdict'], { return_code: number; return_message: string }> = {
  accepted: { return_code: 1, return_message: 'success' },
  failed_result: { return_code: 1, return_message: 'success' },
  duplicate: { return_code: 2, return_message: 'Giao dịch đã được cập nhật trước đó' },
  bad_signature: { return_code: -1, return_message: 'mac not equal' },
  malformed: { return_code: -1, return_message: 'Dữ liệu không hợp lệ' },
  unknown_payment: { return_code: -1, return_message: PAYMENT_MESSAGES.notFound },
  amount_mismatch: { return_code: -1, return_message: 'Số tiền không khớp với giao dịch' },
};

function vnpayReply(outcome: CallbackOutcome): { RspCode: string; Message: string } {
  switch (outcome.verdict) {
    case 'accepted':
      return { RspCode: '00', Message: 'Confirm Success' };
    case 'failed_result':
      return outcome.changed ? { RspCode: '00', Message: 'Confirm Success' } : { RspCode: '02', Message: 'Order already confirmed' };
    case 'duplicate':
      return { RspCode: '02', Message: 'Order already confirmed' };
    case 'unknown_payment':
      return { RspCode: '01', Message: 'Order not found' };
    case 'amount_mismatch':
      return { RspCode: '04', Message: 'Invalid amount' };
    case 'bad_signature':
      return { RspCode: '97', Message: 'Invalid signature' };
    default:
      return { RspCode: '99', Message: 'Invalid request' };
  }
}

/** Where the shopper lands after the gateway: the page that shows the payment's true state. */
export function landingPath(payment: Pick<PaymentRow, 'purpose' | 'orderId' | 'reference'> | null): string {
  if (!payment) return '/';
  if (payment.purpose === 'order' && payment.orderId !== null) return `/checkout/order-success?order=${payment.orderId}`;
  if (payment.purpose === 'membership') return `/member-ship?payment=${encodeURIComponent(payment.reference)}`;
  return `/account/my-wallet?payment=${encodeURIComponent(payment.reference)}`;
}

export const paymentRoutes: ApiModule = async (fastify, { accounts, payments }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = accounts;
  const idempotency = idempotencyStore(db);

  /** A replay whose answer was never recorded: the payment as it stands (409 while its gateway link is not there yet). */
  async function paymentAgain(reference: string | null) {
    const [row] = reference === null ? [] : await db.select().from(paymentsTable).where(eq(paymentsTable.reference, reference));
    if (!row || (row.status === 'pending' && !row.payUrl && !row.qrContent && providerOf(row.method) !== null)) {
      throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    }
    return paymentDto(row, payments);
  }

  /** Runs a callback; our own failure (database down…) is logged and answered with the gateway's "retry". */
  async function processCallback(request: FastifyRequest, provider: CallbackProvider, raw: unknown): Promise<CallbackOutcome | null> {
    try {
      return await handleCallback(payments, provider, raw, requestOrigin(request));
    } catch (error) {
      request.log.error({ err: error, provider }, 'payment callback failed');
      return null;
    }
  }

  app.post('/payment/momo/ipn', { config: consumerGuardExempt, schema: HIDDEN }, async (request, reply) => {
    const outcome = await processCallback(request, 'momo', request.body);
    if (!outcome) return reply.code(503).send({ message: 'Hệ thống đang bận, vui lòng gửi lại' });
    const answer = MOMO_REPLIES[outcome.verdict];
    return answer.message ? reply.code(answer.status).send({ message: answer.message }) : reply.code(answer.status).send();
  });

  app.post('/payment/zalopay/callback', { config: consumerGuardExempt, schema: HIDDEN }, async (request) => {
    const outcome = await processCallback(request, 'zalopay', request.body);
    return outcome ? ZALOPAY_REPLIES[outcome.verdict] : { return_code: 0, return_message: 'Hệ thống đang bận, vui lòng gửi lại' };
  });

  app.get('/payment/vnpay/ipn', { config: consumerGuardExempt, schema: HIDDEN }, async (request) => {
    const outcome = await processCallback(request, 'vnpay', request.query);
    return outcome ? vnpayReply(outcome) : { RspCode: '99', Message: 'Unknown error' };
  });

  for (const provider of RETURN_GATEWAYS) {
    app.get(`/payment/${provider}/return`, { config: consumerGuardExempt, schema: HIDDEN }, async (request: FastifyRequest, reply: FastifyReply) => {
      // Display only: the signature is checked for the log; the page reads the true state from the API.
      const gateway = await payments.gateway(provider, requestOrigin(request));
      const check = gateway?.verifyReturn(request.query) ?? null;
      const reference = check?.reference ?? null;
      const [payment] = reference ? await db.select().from(paymentsTable).where(eq(paymentsTable.reference, reference)) : [];
      const known = payment && providerOf(payment.method) === provider ? payment : null;
      request.log.info(
        { provider, reference, signature: check?.ok ? 'valid' : (check?.verdict ?? 'no gateway'), success: check?.ok ? check.success : null, known: Boolean(known) },
        'payment return',
      );
      return reply.code(302).header('cache-control', 'no-store').redirect(landingPath(known), 302);
    });
  }

  app.get(
    '/payment/methods',
    {
      schema: {
        summary: 'Các phương thức thanh toán đang nhận, và phương thức nào do cổng thử nghiệm (sandbox) đảm nhận',
        tags: TAGS,
        response: { 200: PaymentMethodList },
      },
    },
    async () => ({
      items: PAYMENT_METHODS.map((method) => {
        const provider = providerOf(method);
        if (provider === 'vietqr') return { method, available: payments.config.bankAvailable, sandbox: payments.config.bankIsDemo };
        if (provider === null) return { method, available: true, sandbox: false };
        const sandbox = payments.isSandbox(provider);
        return { method, available: sandbox || Boolean(payments.config[provider]), sandbox };
      }),
    }),
  );

  app.get(
    '/payment/:reference',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Một giao dịch thanh toán của bạn (trạng thái thật, để trang kết quả hỏi lại)',
        tags: TAGS,
        params: ReferenceParams,
        response: { 200: ref(PaymentState), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(request);
      const [row] = await db
        .select()
        .from(paymentsTable)
        .where(and(eq(paymentsTable.reference, request.params.reference), eq(paymentsTable.customerId, customer.id)));
      if (!row) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
      return paymentDetailDto(row, payments);
    },
  );

  app.post(
    '/payment/membership',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Mua gói thành viên qua cổng thanh toán (MoMo, ZaloPay, VNPay)',
        tags: TAGS,
        headers: IdempotencyHeaders,
        body: MembershipPaymentBody,
        response: { 200: ref(Payment), ...errorResponses(400, 401, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const scope = { customerId: customer.id, route: 'membership.pay', key: idempotencyKeyOf(request), status: 200 };
      const answer = await idempotency.run(
        scope,
        request.body,
        async (guard) => {
          const pkg = await packageOnSale(db, request.body.packageId);
          if (pkg.price <= 0) throw new HttpError(400, PAYMENT_MESSAGES.packageFree);
          const input = {
            customerId: customer.id,
            purpose: 'membership' as const,
            membershipPackageId: pkg.id,
            method: request.body.paymentMethod,
            amount: pkg.price,
            origin: requestOrigin(request),
            clientIp: request.ip,
          };
          return startPayment({ db, payments }, input, guard);
        },
        paymentAgain,
      );
      return reply.code(200).send(answer);
    },
  );

  app.post(
    '/payment/top-up',
    {
      schema: { security: SHOPPER_SECURITY,
        summary: 'Nạp tiền vào ví qua cổng thanh toán (10.000 ₫ – 50.000.000 ₫)',
        tags: TAGS,
        headers: IdempotencyHeaders,
        body: TopUpBody,
        response: { 200: ref(Payment), ...errorResponses(400, 401, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(request);
      const scope = { customerId: customer.id, route: 'wallet.top-up', key: idempotencyKeyOf(request), status: 200 };
      const input = {
        customerId: customer.id,
        purpose: 'topup' as const,
        method: request.body.paymentMethod,
        amount: request.body.amount,
        origin: requestOrigin(request),
        clientIp: request.ip,
      };
      const answer = await idempotency.run(scope, request.body, async (guard) => startPayment({ db, payments }, input, guard), paymentAgain);
      return reply.code(200).send(answer);
    },
  );
};
