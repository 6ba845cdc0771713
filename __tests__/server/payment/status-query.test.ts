/**
 * No payment lost (#33.5): the shopper pays in the sandbox but its callback never reaches the shop (the shop answers
 * the gateway 503 while `dropping`), so the order would expire although the money left. The payment-status job asks
 * the sandbox (which answers from its own ledger: paid, cancelled, pending) and settles through the callback's path:
 * paid once, however often and however concurrently it runs. The jobs run on their own runner whose clock the test
 * moves (the app's own runner is told not to ask, so nothing runs behind the test's back). PGlite; PostgreSQL with
 * TEST_DATABASE_URL (npm run test:pg).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { jobs, orderEvents, orders, paymentCallbacks, paymentSandboxTransactions, walletLedger } from '../../../server/db/schema';
import { JobRunner, type JobLogger } from '../../../server/jobs/runner';
import { loadPaymentsConfig } from '../../../server/modules/payment/config';
import { GIVE_UP_AFTER_MS, PAYMENT_QUERY_KIND, queryPaymentStatus, registerPaymentStatusQueries } from '../../../server/modules/payment/reconcile';
import { CALLBACK_PATHS } from '../../../server/modules/payment/sandbox/paths';
import type { Payment } from '../../../core/contracts/payment';
import { newShopper, type AccountsServer, type Shopper } from '../accounts/helpers';
import { addSale, makeProduct } from '../cart/helpers';
import { testConfig } from '../helpers/accounts-config';
import { startTestServer } from '../helpers/test-server';
import type { OrderBody, PlacedBody } from '../order/helpers';
import { balanceOf, callbackVerdicts, openPayPage, paymentRow, submitPayPage, type PaymentBody } from './helpers';

jest.setTimeout(120_000);

const quiet: JobLogger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const MINUTE = 60_000;
const STATUS_QUERY = { afterMs: 3 * MINUTE, everyMs: MINUTE };
const CALLBACKS = new Set([CALLBACK_PATHS.momoIpn, CALLBACK_PATHS.zalopayCallback, CALLBACK_PATHS.vnpayIpn]);

let server: AccountsServer;
/** While true the shop answers every gateway callback 503 without reading it: the callback is lost. */
let dropping = false;
const dropped: string[] = [];
/** How far ahead of now the test's job runners live. */
let shift = 0;

beforeAll(async () => {
  const saved = { SEED_PRODUCTS: process.env.SEED_PRODUCTS, ORDER_SWEEP_INTERVAL_SECONDS: process.env.ORDER_SWEEP_INTERVAL_SECONDS };
  Object.assign(process.env, { SEED_PRODUCTS: '6', ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'status-query-'));
  try {
    const started = await startTestServer({
      configure: (app) => {
        app.addHook('onRequest', async (request, reply) => {
          const target = request.url.split('?')[0] ?? '';
          if (!dropping || !CALLBACKS.has(target as never)) return;
          dropped.push(target);
          return reply.code(503).send({ message: 'Máy chủ cửa hàng tạm thời không nhận được thông báo' });
        });
      },
      buildOptions: {
        dataDir,
        accounts: testConfig(),
        // The app's own runner does not ask: the test's runners below do, on a clock the test moves.
        payments: { ...loadPaymentsConfig({ PAYMENT_SANDBOX: 'on' }), statusQuery: { ...STATUS_QUERY, everyMs: 0 } },
      },
    });
    server = { ...started, dataDir, close: async () => (await started.close(), rmSync(dataDir, { recursive: true, force: true })) };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
});

afterAll(async () => server?.close());

beforeEach(async () => {
  dropping = false;
  dropped.length = 0;
  shift = 0;
  // Each test starts with no jobs: the scan's occurrences (one a minute) of an earlier test are not this test's.
  await server.database.db.delete(jobs);
});

/** The payment-status jobs on a runner of their own ("an instance"), on the test's clock. */
function statusJobs(instanceId: string): JobRunner {
  const runner = new JobRunner({ db: server.database.db, log: quiet, instanceId, shiftMs: () => shift });
  registerPaymentStatusQueries(runner, server.app.payments, STATUS_QUERY);
  return runner;
}

const GATEWAY_OF: Record<string, 'momo' | 'zalopay' | 'vnpay'> = { momo: 'momo', zalopay: 'zalopay', vnpay_atm: 'vnpay', vnpay_card: 'vnpay' };

async function placeOrder(paymentMethod: string) {
  const bag = await makeProduct(server, { stock: 3, salePrice: 250_000 });
  const { shopper } = await newShopper(server);
  const saleId = await addSale(shopper, bag.id, 1);
  const placed = await shopper.post<PlacedBody>('/v1/order', { cartItemIds: [saleId], deliveryMethod: 'pickup', paymentMethod });
  expect(placed.status).toBe(201);
  const payment = placed.body.payment as Payment;
  if (payment.action.kind !== 'redirect') throw new Error('expected a redirect to the sandbox');
  return { shopper, order: placed.body.order, payment, payUrl: payment.action.url };
}

/** The shopper answers the pay page while the shop drops the gateway's callback. */
async function answerWithCallbackLost(payUrl: string, paymentMethod: string, outcome: 'pay' | 'cancel') {
  const page = await openPayPage(payUrl);
  dropping = true;
  const done = await submitPayPage(server, GATEWAY_OF[paymentMethod]!, page.token!, outcome);
  dropping = false;
  expect(done.status).toBe(303);
  return page.token!;
}

const orderOf = async (shopper: Shopper, id: number) => (await shopper.get<OrderBody>(`/v1/order/${id}`)).body;

async function queryJob(reference: string) {
  const [row] = await server.database.db.select().from(jobs).where(eq(jobs.dedupeKey, `${PAYMENT_QUERY_KIND}:${reference}`));
  return row;
}

describe.each(['momo', 'zalopay', 'vnpay_atm'])('%s: paid, callback lost', (paymentMethod) => {
  it('the order stays unpaid until the job asks the gateway, which says paid: the order is paid once; the late callback changes nothing', async () => {
    const { shopper, order, payment, payUrl } = await placeOrder(paymentMethod);
    const token = await answerWithCallbackLost(payUrl, paymentMethod, 'pay');
    // ZaloPay calls back on success only; MoMo and VNPay always: each was dropped.
    expect(dropped).toHaveLength(1);
    expect((await orderOf(shopper, order.id)).status).toBe('not_paid');
    expect((await paymentRow(server, payment.reference))?.status).toBe('pending');

    const instance = statusJobs('a');
    // Younger than PAYMENT_QUERY_AFTER_MINUTES: nobody asks yet.
    await instance.runDue();
    expect(await queryJob(payment.reference)).toBeUndefined();
    expect((await orderOf(shopper, order.id)).status).toBe('not_paid');

    shift = 4 * MINUTE;
    await instance.runDue();
    const paid = await orderOf(shopper, order.id);
    expect(paid).toMatchObject({ status: 'delivering', paidAt: expect.any(String), payment: { reference: payment.reference, status: 'paid' } });
    const row = await paymentRow(server, payment.reference);
    const [sandbox] = await server.database.db
      .select()
      .from(paymentSandboxTransactions)
      .where(and(eq(paymentSandboxTransactions.gateway, GATEWAY_OF[paymentMethod]!), eq(paymentSandboxTransactions.status, 'paid'), eq(paymentSandboxTransactions.transactionId, row!.providerTransactionId!)));
    expect(sandbox).toMatchObject({ amount: order.amountDue });
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['accepted']);
    const [logged] = await server.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.reference, payment.reference));
    expect(logged!.payload).toEqual({ query: expect.any(Object) });
    expect(await queryJob(payment.reference)).toMatchObject({ attempts: 1, doneAt: expect.any(Date), lockedBy: 'a' });

    // The gateway's own callback arrives after all (the shopper presses again: the sandbox replays it).
    await submitPayPage(server, GATEWAY_OF[paymentMethod]!, token, 'pay');
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['accepted', 'duplicate']);
    const events = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'paid')));
    expect(events).toHaveLength(1);
  });
});

describe('run twice and at once, on PGlite and PostgreSQL', () => {
  it('a wallet top-up whose callback was lost is credited once by two instances and two direct runs at the same time', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const created = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 345_000, paymentMethod: 'momo' });
    expect(created.status).toBe(200);
    await answerWithCallbackLost(created.body.action.url!, 'momo', 'pay');
    expect(await balanceOf(shopper)).toBe(before);

    shift = 4 * MINUTE;
    const a = statusJobs('a');
    const b = statusJobs('b');
    const direct = () => queryPaymentStatus(server.app.payments, created.body.reference, { now: a.now(), everyMs: MINUTE, log: quiet });
    await Promise.all([a.runDue(), b.runDue(), direct(), direct()]);
    expect(await balanceOf(shopper)).toBe(before + 345_000);

    // And again, later: nothing more.
    shift = 10 * MINUTE;
    await Promise.all([a.runDue(), b.runDue(), direct()]);
    expect(await balanceOf(shopper)).toBe(before + 345_000);
    const credits = await server.database.db.select().from(walletLedger).where(eq(walletLedger.customerId, (await paymentRow(server, created.body.reference))!.customerId));
    expect(credits.filter((entry) => entry.reason === 'topup' && entry.description.includes(created.body.reference))).toHaveLength(1);
    const verdicts = await callbackVerdicts(server, created.body.reference);
    expect(verdicts.filter((verdict) => verdict === 'accepted')).toHaveLength(1);
    expect(verdicts.every((verdict) => verdict === 'accepted' || verdict === 'duplicate')).toBe(true);
    console.info(`top-up settled by its status query: ${verdicts.length} results logged (${verdicts.join(', ')}), credited once`);
  });
});

describe('what else the gateway can say', () => {
  it('MoMo: the shopper cancelled (callback lost) → the payment fails, the order stays payable', async () => {
    const { shopper, order, payment, payUrl } = await placeOrder('momo');
    await answerWithCallbackLost(payUrl, 'momo', 'cancel');
    shift = 4 * MINUTE;
    await statusJobs('a').runDue();
    expect((await paymentRow(server, payment.reference))?.status).toBe('failed');
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['failed_result']);
    expect(await orderOf(shopper, order.id)).toMatchObject({ status: 'not_paid', canPay: true });
  });

  it('ZaloPay: the shopper cancelled (ZaloPay never calls back for that) → the payment fails', async () => {
    const { payment, payUrl } = await placeOrder('zalopay');
    await answerWithCallbackLost(payUrl, 'zalopay', 'cancel');
    expect(dropped).toEqual([]);
    shift = 4 * MINUTE;
    await statusJobs('a').runDue();
    expect((await paymentRow(server, payment.reference))?.status).toBe('failed');
  });

  it('VNPay: the shopper has not answered yet → still pending, asked again every interval and once more before the deadline', async () => {
    const { shopper, order, payment, payUrl } = await placeOrder('vnpay_card');
    await openPayPage(payUrl);
    const instance = statusJobs('a');
    shift = 4 * MINUTE;
    await instance.runDue();
    expect((await paymentRow(server, payment.reference))?.status).toBe('pending');
    const first = await queryJob(payment.reference);
    expect(first).toMatchObject({ attempts: 0, doneAt: null, failedAt: null });
    expect(first!.runAt.getTime() - first!.updatedAt.getTime()).toBe(MINUTE);
    expect(await callbackVerdicts(server, payment.reference)).toEqual([]);

    // 29 minutes in (the next query would be 5 minutes away): the order's deadline comes first.
    const expiresAt = new Date((await orderOf(shopper, order.id)).expiresAt!).getTime();
    shift = expiresAt - 60_000 - Date.now();
    await instance.runDue();
    const again = await queryJob(payment.reference);
    expect(again!.runAt.getTime()).toBeLessThan(expiresAt);
    expect(again!.runAt.getTime()).toBeGreaterThanOrEqual(expiresAt - 30_000 - 1000);

    // A day later nobody asks any more; the payment stays as it is.
    shift = GIVE_UP_AFTER_MS + MINUTE;
    await instance.runDue();
    expect(await queryJob(payment.reference)).toMatchObject({ doneAt: expect.any(Date) });
    expect((await paymentRow(server, payment.reference))?.status).toBe('pending');
  });

  it('the order expired before the job asked: the money is not lost, it goes to the wallet', async () => {
    const { shopper, order, payment, payUrl } = await placeOrder('momo');
    await answerWithCallbackLost(payUrl, 'momo', 'pay');
    await server.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    const before = await balanceOf(shopper);
    shift = 4 * MINUTE;
    await statusJobs('a').runDue();
    expect(await orderOf(shopper, order.id)).toMatchObject({ status: 'cancelled' });
    // Everything the order took comes back: the gateway payment (and a wallet part, had it one).
    expect(await balanceOf(shopper)).toBe(before + order.total);
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['accepted']);
  });
});

describe("the sandbox's query endpoints", () => {
  it('answer only a request signed with the shop’s sandbox keys, as the gateways do', async () => {
    const post = async (pathName: string, body: unknown) => {
      const response = await fetch(`${server.url}${pathName}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const momo = await post('/sandbox/momo/v2/gateway/api/query', { partnerCode: 'THUEDOSANDBOX', requestId: 'R1', orderId: 'TD1', lang: 'vi', signature: 'f'.repeat(64) });
    expect(momo).toMatchObject({ status: 400, body: { resultCode: 11, message: 'Chữ ký không hợp lệ' } });
    const zalopay = await post('/sandbox/zalopay/v2/query', { app_id: 2554, app_trans_id: '250721_TD1', mac: 'f'.repeat(64) });
    expect(zalopay.body).toMatchObject({ return_code: 2, sub_return_code: -402 });
    const vnpay = await post('/sandbox/vnpay/merchant_webapi/api/transaction', { vnp_RequestId: 'R1', vnp_Command: 'querydr', vnp_TxnRef: 'TD1', vnp_SecureHash: 'f'.repeat(128) });
    expect(vnpay.body).toMatchObject({ vnp_ResponseCode: '97' });
  });
});
