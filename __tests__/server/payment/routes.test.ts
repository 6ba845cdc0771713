/** The shopper-facing payment routes: ownership, validation, a gateway that fails, the sandbox switched off, VietQR. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadPaymentsConfig } from '../../../server/modules/payment/config';
import { startPayment } from '../../../server/modules/payment/service';
import { Shopper, expectVietnameseError, newShopper, type AccountsServer } from '../accounts/helpers';
import { balanceOf, paymentRow, startPaymentServer, type PaymentBody } from './helpers';

let server: AccountsServer;

beforeAll(async () => {
  server = await startPaymentServer();
});

afterAll(async () => {
  await server.close();
});

describe('GET /v1/payment/:reference', () => {
  it('the owner reads it; another shopper gets 404; a guest 401', async () => {
    const { shopper } = await newShopper(server);
    const created = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 100_000, paymentMethod: 'zalopay' });
    const own = await shopper.get<PaymentBody>(`/v1/payment/${created.body.reference}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ ...created.body, purpose: 'topup', orderId: null });

    const { shopper: other } = await newShopper(server);
    expectVietnameseError(await other.get(`/v1/payment/${created.body.reference}`), 404);
    expectVietnameseError(await other.get('/v1/payment/TDNOSUCH'), 404);
    expectVietnameseError(await new Shopper(server).get(`/v1/payment/${created.body.reference}`), 401);
  });
});

describe('POST /v1/payment/top-up', () => {
  it('validates the amount and the method (400, Vietnamese), needs a session and the consumer header', async () => {
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 9_999, paymentMethod: 'momo' }), 400);
    expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 50_000_001, paymentMethod: 'momo' }), 400);
    expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 10_000.5, paymentMethod: 'momo' }), 400);
    expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 10_000, paymentMethod: 'cash' }), 400);
    expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 10_000 }), 400);
    expectVietnameseError(await new Shopper(server).post('/v1/payment/top-up', { amount: 10_000, paymentMethod: 'momo' }), 401);
    const noHeader = await shopper.call('POST', '/v1/payment/top-up', { amount: 10_000, paymentMethod: 'momo' }, { 'x-user-type': '' });
    expect(noHeader.status).toBe(403);
  });
});

describe('a gateway that fails', () => {
  let failing: AccountsServer;
  let stub: Server;

  beforeAll(async () => {
    stub = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ resultCode: 13, message: 'Merchant authentication failed' }));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const port = (stub.address() as AddressInfo).port;
    failing = await startPaymentServer({
      momo: { partnerCode: 'PC', accessKey: 'AK', secretKey: 'SK', endpoint: `http://127.0.0.1:${port}/v2/gateway/api/create` },
      zalopay: { appId: 1, key1: 'K1', key2: 'K2', endpoint: 'http://127.0.0.1:1/v2/create' },
    });
  });

  afterAll(async () => {
    await failing.close();
    await new Promise((resolve) => stub.close(resolve));
  });

  it('GET /v1/payment/methods says which gateways are real and which the sandbox plays', async () => {
    const { shopper } = await newShopper(failing);
    const reply = await shopper.get<{ items: { method: string; available: boolean; sandbox: boolean }[] }>('/v1/payment/methods');
    expect(reply.status).toBe(200);
    const byMethod = Object.fromEntries(reply.body.items.map((item) => [item.method, item]));
    expect(byMethod.momo).toEqual({ method: 'momo', available: true, sandbox: false });
    expect(byMethod.zalopay).toEqual({ method: 'zalopay', available: true, sandbox: false });
    expect(byMethod.vnpay_atm).toEqual({ method: 'vnpay_atm', available: true, sandbox: true });
    expect(byMethod.bank_transfer).toEqual({ method: 'bank_transfer', available: true, sandbox: true });
    expect(byMethod.cash).toEqual({ method: 'cash', available: true, sandbox: false });
    expect(Object.keys(byMethod).sort()).toEqual(['bank_transfer', 'cash', 'momo', 'vnpay_atm', 'vnpay_card', 'wallet', 'zalopay']);
  });

  it('answers 502 in Vietnamese and marks the attempt failed (refused or unreachable)', async () => {
    const { shopper } = await newShopper(failing);
    const before = await balanceOf(shopper);
    for (const paymentMethod of ['momo', 'zalopay']) {
      const reply = await shopper.post('/v1/payment/top-up', { amount: 100_000, paymentMethod });
      expect(expectVietnameseError(reply, 502)).toMatch(/Không kết nối được cổng thanh toán/);
    }
    const rows = await failing.database.db.query.payments.findMany();
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(await balanceOf(shopper)).toBe(before);
    // Gateways with credentials are not played by the sandbox; the others still are.
    const sandboxed = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 100_000, paymentMethod: 'vnpay_atm' });
    expect(sandboxed.body.sandbox).toBe(true);
    expect((await fetch(`${failing.url}/sandbox/momo/v2/gateway/api/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });
});

describe('PAYMENT_SANDBOX=off without credentials', () => {
  let off: AccountsServer;

  beforeAll(async () => {
    off = await startPaymentServer(loadPaymentsConfig({ PAYMENT_SANDBOX: 'off' }));
  });

  afterAll(async () => {
    await off.close();
  });

  it('the gateways are unavailable (400, Vietnamese) and /sandbox is gone', async () => {
    const { shopper } = await newShopper(off);
    expect(expectVietnameseError(await shopper.post('/v1/payment/top-up', { amount: 100_000, paymentMethod: 'momo' }), 400)).toMatch(/chưa được hỗ trợ/);
    expect((await fetch(`${off.url}/sandbox/vnpay/paymentv2/vpcpay.html`)).status).toBe(404);
    expect(await off.database.db.query.payments.findMany()).toEqual([]);
  });
});

describe('startPayment (the order module’s entry)', () => {
  it('bank transfer: a VietQR action whose memo is the order code; cash: no action; wallet refused', async () => {
    const { account } = await newShopper(server);
    const deps = { db: server.database.db, payments: server.app.payments };
    const base = { customerId: account.customer.id, purpose: 'topup' as const, amount: 250_000, origin: server.url };
    const transfer = await startPayment(deps, { ...base, method: 'bank_transfer', orderCode: 'DH123456' });
    expect(transfer).toMatchObject({ method: 'bank_transfer', amount: 250_000, status: 'pending', sandbox: true, action: { kind: 'qr' } });
    if (transfer.action.kind !== 'qr') throw new Error('expected a QR');
    expect(transfer.action.qr).toMatchObject({ bankBin: '970416', bankName: 'ACB', amount: 250_000, memo: 'DH123456', accountName: expect.stringContaining('DEMO') });
    expect(transfer.action.qr.content).toMatch(/^000201010212.*5406250000.*0808DH123456.*6304[0-9A-F]{4}$/);
    expect(transfer.action.qr.svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await paymentRow(server, transfer.reference))?.qrContent).toBe(transfer.action.qr.content);

    const cash = await startPayment(deps, { ...base, method: 'cash' });
    expect(cash).toMatchObject({ method: 'cash', status: 'pending', sandbox: false, action: { kind: 'none' } });
    await expect(startPayment(deps, { ...base, method: 'wallet' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(startPayment(deps, { ...base, method: 'momo', amount: 0 })).rejects.toMatchObject({ statusCode: 400 });
  });
});
