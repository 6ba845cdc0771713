/**
 * End to end over real HTTP against a real database: a top-up or a membership paid through each sandbox gateway
 * (create → pay page → Pay / Cancel → the signed callback arrives → the wallet / membership changes → return URL).
 */
import { transactionNumber } from '../../../server/modules/payment/sandbox/outcome';
import { newShopper, type AccountsServer } from '../accounts/helpers';
import {
  balanceOf,
  callbackVerdicts,
  followReturn,
  openPayPage,
  paymentRow,
  startPaymentServer,
  submitPayPage,
  type PaymentBody,
} from './helpers';

let server: AccountsServer;

beforeAll(async () => {
  server = await startPaymentServer();
});

afterAll(async () => {
  await server.close();
});

const GATEWAYS = [
  { method: 'momo', gateway: 'momo', name: 'Ví MoMo' },
  { method: 'zalopay', gateway: 'zalopay', name: 'ZaloPay' },
  { method: 'vnpay_atm', gateway: 'vnpay', name: 'VNPay' },
  { method: 'vnpay_card', gateway: 'vnpay', name: 'VNPay' },
] as const;

describe.each(GATEWAYS)('top-up through the $method sandbox', ({ method, gateway, name }) => {
  it('create → pay page → Pay → callback credits the wallet once → return lands on the wallet page', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const created = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 1_234_567, paymentMethod: method });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ method, amount: 1_234_567, status: 'pending', sandbox: true, action: { kind: 'redirect' } });
    const payUrl = created.body.action.url!;
    expect(payUrl.startsWith(`${server.url}/sandbox/${gateway}/`)).toBe(true);

    const page = await openPayPage(payUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="vi">');
    expect(page.html).toContain('<title>Cổng thanh toán thử nghiệm</title>');
    expect(page.html).toContain(name);
    expect(page.html).toMatch(/1\.234\.567\s₫/);
    expect(page.html).toContain(created.body.reference);
    expect(page.html).toContain('>Thanh toán</button>');
    expect(page.html).toContain('>Hủy giao dịch</button>');
    expect(page.html).not.toMatch(/<(script|link)\b|src="http/);
    if (method === 'vnpay_atm') expect(page.html).toContain('Thẻ ATM nội địa');
    if (method === 'vnpay_card') expect(page.html).toContain('Thẻ quốc tế');

    const done = await submitPayPage(server, gateway, page.token!, 'pay');
    expect(done.status).toBe(303);
    expect(done.location.startsWith(`${server.url}/v1/payment/${gateway}/return?`)).toBe(true);
    // The callback was delivered (over HTTP) before the browser was redirected.
    expect(await balanceOf(shopper)).toBe(before + 1_234_567);
    expect(await callbackVerdicts(server, created.body.reference)).toEqual(['accepted']);
    const row = await paymentRow(server, created.body.reference);
    expect(row).toMatchObject({ status: 'paid', completedAt: expect.any(Date), providerTransactionId: expect.stringMatching(/^\d+$/) });

    const landing = await followReturn(done.location);
    expect(landing).toEqual({ status: 302, location: `/account/my-wallet?payment=${created.body.reference}` });

    const read = await shopper.get<PaymentBody>(`/v1/payment/${created.body.reference}`);
    expect(read.body).toMatchObject({ reference: created.body.reference, status: 'paid', purpose: 'topup', orderId: null, action: { kind: 'none' } });

    // Pressing Pay again replays the same signed callback: nothing more happens.
    const again = await submitPayPage(server, gateway, page.token!, 'pay');
    expect(again.status).toBe(303);
    expect(await balanceOf(shopper)).toBe(before + 1_234_567);
    expect((await callbackVerdicts(server, created.body.reference)).slice(1)).toEqual(['duplicate']);
    const ledger = await shopper.get<{ items: Array<{ reason: string; amount: number }> }>('/v1/wallet/transactions');
    expect(ledger.body.items.filter((item) => item.reason === 'topup')).toEqual([expect.objectContaining({ amount: 1_234_567 })]);
  });
});

describe('cancelling on the pay page', () => {
  it('MoMo sends resultCode 1006: the payment fails, the wallet is unchanged', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const created = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 50_000, paymentMethod: 'momo' });
    const page = await openPayPage(created.body.action.url!);
    const done = await submitPayPage(server, 'momo', page.token!, 'cancel');
    expect(done.status).toBe(303);
    expect(new URL(done.location).searchParams.get('resultCode')).toBe('1006');
    expect(await callbackVerdicts(server, created.body.reference)).toEqual(['failed_result']);
    expect((await paymentRow(server, created.body.reference))?.status).toBe('failed');
    expect(await balanceOf(shopper)).toBe(before);
    expect((await followReturn(done.location)).location).toBe(`/account/my-wallet?payment=${created.body.reference}`);
  });

  it('VNPay sends ResponseCode 24: the payment fails', async () => {
    const { shopper } = await newShopper(server);
    const created = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 50_000, paymentMethod: 'vnpay_atm' });
    const page = await openPayPage(created.body.action.url!);
    const done = await submitPayPage(server, 'vnpay', page.token!, 'cancel');
    expect(new URL(done.location).searchParams.get('vnp_ResponseCode')).toBe('24');
    expect(await callbackVerdicts(server, created.body.reference)).toEqual(['failed_result']);
    expect((await paymentRow(server, created.body.reference))?.status).toBe('failed');
  });

  it('ZaloPay calls back on success only: the payment stays pending', async () => {
    const { shopper } = await newShopper(server);
    const created = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 50_000, paymentMethod: 'zalopay' });
    const page = await openPayPage(created.body.action.url!);
    const done = await submitPayPage(server, 'zalopay', page.token!, 'cancel');
    expect(new URL(done.location).searchParams.get('status')).not.toBe('1');
    expect(await callbackVerdicts(server, created.body.reference)).toEqual([]);
    expect((await paymentRow(server, created.body.reference))?.status).toBe('pending');
    expect((await followReturn(done.location)).location).toBe(`/account/my-wallet?payment=${created.body.reference}`);
  });
});

describe('membership bought through a gateway', () => {
  it('MoMo: paid → the package is set without any wallet debit', async () => {
    const { shopper } = await newShopper(server);
    const packages = await shopper.get<{ items: Array<{ id: number; price: number; name: string }> }>('/v1/consumer-membership-package/list');
    const pkg = packages.body.items.find((item) => item.price > 0)!;
    const before = await balanceOf(shopper);
    const created = await shopper.post<PaymentBody>('/v1/payment/membership', { packageId: pkg.id, paymentMethod: 'momo' });
    expect(created.body).toMatchObject({ amount: pkg.price, status: 'pending' });
    const page = await openPayPage(created.body.action.url!);
    const done = await submitPayPage(server, 'momo', page.token!, 'pay');
    expect((await followReturn(done.location)).location).toBe(`/member-ship?payment=${created.body.reference}`);
    const me = await shopper.get<{ customer: { membership: { id?: number; name?: string } | null } }>('/v1/user/consumer/me');
    expect(JSON.stringify(me.body)).toContain(pkg.name);
    expect(await balanceOf(shopper)).toBe(before);
    expect((await shopper.get<PaymentBody>(`/v1/payment/${created.body.reference}`)).body).toMatchObject({ status: 'paid', purpose: 'membership' });
  });

  it('an unknown package is 404, a bad method 400', async () => {
    const { shopper } = await newShopper(server);
    expect((await shopper.post('/v1/payment/membership', { packageId: 999999, paymentMethod: 'momo' })).status).toBe(404);
    expect((await shopper.post('/v1/payment/membership', { packageId: 1, paymentMethod: 'wallet' })).status).toBe(400);
  });
});

describe('sandbox pages refuse what they did not sign', () => {
  it('a forged or missing token and a tampered VNPay URL get a Vietnamese error page, not a 500', async () => {
    const bad = await openPayPage(`${server.url}/sandbox/momo/pay?token=abc.def`);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Liên kết thanh toán không hợp lệ');
    expect((await openPayPage(`${server.url}/sandbox/zalopay/pay`)).status).toBe(400);

    const { shopper } = await newShopper(server);
    const created = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount: 50_000, paymentMethod: 'vnpay_atm' });
    const tampered = created.body.action.url!.replace('vnp_Amount=5000000', 'vnp_Amount=100');
    const page = await openPayPage(tampered);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Sai chữ ký');

    const forged = await submitPayPage(server, 'momo', 'abc.def', 'pay');
    expect(forged.status).toBe(400);
  });

  it('the MoMo and ZaloPay create endpoints refuse a bad signature', async () => {
    const momo = await fetch(`${server.url}/sandbox/momo/v2/gateway/api/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerCode: 'THUEDOSANDBOX', requestId: 'R', amount: 50000, orderId: 'O1', orderInfo: 'x', redirectUrl: 'http://a/b', ipnUrl: 'http://a/c', requestType: 'captureWallet', extraData: '', signature: 'f'.repeat(64) }),
    });
    expect(momo.status).toBe(400);
    expect(await momo.json()).toMatchObject({ resultCode: 11 });
    const zalo = await fetch(`${server.url}/sandbox/zalopay/v2/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app_id: '2554', app_trans_id: '250721_X', app_user: 'u', amount: '1000', app_time: String(Date.now()), embed_data: '{}', item: '[]', mac: 'f'.repeat(64) }).toString(),
    });
    expect(await zalo.json()).toMatchObject({ return_code: 2, sub_return_code: -402 });
  });
});

test("the sandbox's transaction numbers never start with 0, whatever the clock says (the VNPay client refuses them)", () => {
  // 1795800724730 ms: its last 8 digits are 00724730 — the 2.8 hours in every 28 when CI's VNPay tests all failed.
  expect(transactionNumber(8, 1_795_800_724_730)).toBe('10724730');
  expect(transactionNumber(8, 1_795_812_345_678)).toBe('12345678');
  expect(transactionNumber(15, 1_795_800_724_730)).toMatch(/^[1-9]\d{14}$/);
});
