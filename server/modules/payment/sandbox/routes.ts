/**
 * The local sandbox gateway, registered at the root (not /v1) when PAYMENT_SANDBOX is not off. It plays MoMo, ZaloPay
 * and VNPay for gateways without credentials: create endpoints, a pay page, and on Pay / Cancel the gateway's signed
 * callback over real HTTP followed by a 303 to the return URL with signed parameters; and each gateway's query API,
 * answered truthfully from its ledger (ledger.ts, query.ts) whether or not the callback reached the shop; and each
 * gateway's refund API (refund.ts, gateway-refunds.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentsContext } from '../context';
import { requestOrigin } from '../origin';
import { asRecord, type CallbackProvider } from '../types';
import type { SandboxKeys } from './keys';
import { acceptMomoCreate, completeMomo } from './momo';
import { completeSandboxTransaction, recordSandboxTransaction } from './ledger';
import type { Completion, CreateReply, OutboundCallback, Outcome, Recorded } from './outcome';
import { errorPage, payPage } from './page';
import { CALLBACK_PATHS, SANDBOX_PATHS } from './paths';
import { readTicket, signTicket, type PayTicket, type SandboxGateway } from './ticket';
import { answerMomoQuery, answerVnpayQuery, answerZaloPayQuery } from './query';
import { answerMomoRefund } from './refund';
import { answerVnpayRefund, answerZaloPayRefund } from './gateway-refunds';
import { acceptVnpayRequest, completeVnpay } from './vnpay';
import { acceptZaloPayCreate, completeZaloPay } from './zalopay';

const CALLBACK_TIMEOUT_MS = 15_000;
const SANDBOX_GATEWAYS: readonly SandboxGateway[] = ['momo', 'zalopay', 'vnpay'];
const HIDDEN = { hide: true } as const;

const COMPLETERS: Record<SandboxGateway, (ticket: PayTicket, outcome: Outcome, keys: SandboxKeys, recorded?: Recorded) => Completion> = {
  momo: completeMomo,
  zalopay: completeZaloPay,
  vnpay: completeVnpay,
};

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

async function sendCallback(payments: PaymentsContext, gateway: SandboxGateway, callback: OutboundCallback): Promise<void> {
  try {
    const response = await fetch(callback.url, {
      method: callback.method,
      ...(callback.body !== undefined ? { headers: { 'content-type': 'application/json; charset=UTF-8' }, body: JSON.stringify(callback.body) } : {}),
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    const text = await response.text();
    payments.log.info({ gateway, url: callback.url.split('?')[0], status: response.status, reply: text.slice(0, 200) }, 'sandbox callback delivered');
  } catch (error) {
    payments.log.warn({ gateway, url: callback.url.split('?')[0], err: error }, 'sandbox callback failed');
  }
}

export async function sandboxRoutes(app: FastifyInstance, { payments }: { payments: PaymentsContext }): Promise<void> {
  const isPlayed = (gateway: CallbackProvider) => payments.isSandbox(gateway);
  // The pay page's form posts form-urlencoded; ZaloPay's create may come that way too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  const notPlayed = (reply: FastifyReply) => sendPage(reply, 404, errorPage('Cổng thanh toán này không chạy ở chế độ thử nghiệm.'));

  /** A create request answered: the transaction it opened goes into the ledger first. */
  const sendCreated = async (reply: FastifyReply, result: CreateReply) => {
    if (result.ticket) await recordSandboxTransaction(payments.db, result.ticket);
    return reply.code(result.status).send(result.body);
  };

  app.post(SANDBOX_PATHS.momoCreate, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('momo')) return reply.code(404).send({ resultCode: 11, message: 'Không có cổng MoMo thử nghiệm' });
    return sendCreated(reply, acceptMomoCreate(request.body, await payments.sandboxKeys()));
  });

  app.post(SANDBOX_PATHS.zalopayCreate, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('zalopay')) return reply.code(404).send({ return_code: 2, return_message: 'Không có cổng ZaloPay thử nghiệm' });
    const callbackUrl = `${payments.serverOrigin('zalopay', requestOrigin(request))}${CALLBACK_PATHS.zalopayCallback}`;
    return sendCreated(reply, acceptZaloPayCreate(request.body, await payments.sandboxKeys(), callbackUrl));
  });

  // The query APIs, answered from the ledger (query.ts).
  app.post(SANDBOX_PATHS.momoQuery, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('momo')) return reply.code(404).send({ resultCode: 11, message: 'Không có cổng MoMo thử nghiệm' });
    const result = await answerMomoQuery(payments.db, await payments.sandboxKeys(), request.body);
    return reply.code(result.status).send(result.body);
  });

  app.post(SANDBOX_PATHS.momoRefund, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('momo')) return reply.code(404).send({ resultCode: 11, message: 'Không có cổng MoMo thử nghiệm' });
    const result = await answerMomoRefund(payments.db, await payments.sandboxKeys(), request.body);
    return reply.code(result.status).send(result.body);
  });

  app.post(SANDBOX_PATHS.zalopayQuery, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('zalopay')) return reply.code(404).send({ return_code: 2, return_message: 'Không có cổng ZaloPay thử nghiệm' });
    const result = await answerZaloPayQuery(payments.db, await payments.sandboxKeys(), request.body);
    return reply.code(result.status).send(result.body);
  });

  app.post(SANDBOX_PATHS.zalopayRefund, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('zalopay')) return reply.code(404).send({ return_code: 2, return_message: 'Không có cổng ZaloPay thử nghiệm' });
    const result = await answerZaloPayRefund(payments.db, await payments.sandboxKeys(), request.body);
    return reply.code(result.status).send(result.body);
  });

  // VNPay's merchant API: querydr and refund at one address, told apart by vnp_Command.
  app.post(SANDBOX_PATHS.vnpayApi, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('vnpay')) return reply.code(404).send({ vnp_ResponseCode: '99', vnp_Message: 'Không có cổng VNPay thử nghiệm' });
    const answer = asRecord(request.body)?.vnp_Command === 'refund' ? answerVnpayRefund : answerVnpayQuery;
    const result = await answer(payments.db, await payments.sandboxKeys(), request.body);
    return reply.code(result.status).send(result.body);
  });

  app.get(SANDBOX_PATHS.vnpayPay, { schema: HIDDEN }, async (request, reply) => {
    if (!isPlayed('vnpay')) return notPlayed(reply);
    const keys = await payments.sandboxKeys();
    const ipnUrl = `${payments.serverOrigin('vnpay', requestOrigin(request))}${CALLBACK_PATHS.vnpayIpn}`;
    const check = acceptVnpayRequest(request.query, keys, ipnUrl);
    if (!check.ok) return sendPage(reply, 400, errorPage(`Yêu cầu thanh toán không hợp lệ: ${check.message}`));
    const { ticket } = check;
    await recordSandboxTransaction(payments.db, ticket);
    return sendPage(
      reply,
      200,
      payPage({ gateway: 'vnpay', amount: ticket.amount, orderInfo: ticket.orderInfo, reference: ticket.reference, token: signTicket(keys.token, ticket), bankCode: ticket.extra.bankCode }),
    );
  });

  for (const gateway of ['momo', 'zalopay'] as const) {
    const path = gateway === 'momo' ? SANDBOX_PATHS.momoPay : SANDBOX_PATHS.zalopayPay;
    app.get(path, { schema: HIDDEN }, async (request: FastifyRequest<{ Querystring: { token?: string } }>, reply) => {
      if (!isPlayed(gateway)) return notPlayed(reply);
      const keys = await payments.sandboxKeys();
      const check = readTicket(keys.token, asRecord(request.query)?.token);
      if (!check.ok || check.ticket.gateway !== gateway) {
        return sendPage(reply, 400, errorPage(check.ok || check.reason === 'invalid' ? 'Liên kết thanh toán không hợp lệ.' : 'Giao dịch đã hết hạn, vui lòng tạo giao dịch mới.'));
      }
      const { ticket } = check;
      return sendPage(reply, 200, payPage({ gateway, amount: ticket.amount, orderInfo: ticket.orderInfo, reference: ticket.reference, token: signTicket(keys.token, ticket) }));
    });
  }

  for (const gateway of SANDBOX_GATEWAYS) {
    app.post(SANDBOX_PATHS.complete(gateway), { schema: HIDDEN }, async (request, reply) => {
      if (!isPlayed(gateway)) return notPlayed(reply);
      const form = asRecord(request.body) ?? {};
      const outcome = form.outcome === 'pay' || form.outcome === 'cancel' ? form.outcome : null;
      const keys = await payments.sandboxKeys();
      const check = readTicket(keys.token, form.token);
      if (!outcome || !check.ok || check.ticket.gateway !== gateway) {
        const expired = !check.ok && check.reason === 'expired';
        return sendPage(reply, 400, errorPage(expired ? 'Giao dịch đã hết hạn, vui lòng tạo giao dịch mới.' : 'Yêu cầu không hợp lệ.'));
      }
      // The first answer stands (a second press replays it, with the same transaction id).
      const recorded = await completeSandboxTransaction(payments.db, check.ticket, outcome);
      const completion = COMPLETERS[gateway](check.ticket, recorded.status === 'paid' ? 'pay' : 'cancel', keys, recorded);
      if (completion.callback) await sendCallback(payments, gateway, completion.callback);
      return reply.code(303).header('cache-control', 'no-store').redirect(completion.redirectUrl, 303);
    });
  }
}
