/**
 * Gateway callbacks sent straight to the API (no X-User-Type, like a gateway): valid, forged, replayed, wrong amount,
 * unknown reference, malformed. A refused callback is logged and changes nothing.
 */
import { momoResultSignature } from '../../../server/modules/payment/gateways/momo';
import { vnpaySignedQuery } from '../../../server/modules/payment/gateways/vnpay';
import { zalopayCallbackMac } from '../../../server/modules/payment/gateways/zalopay';
import { vietnamYymmdd } from '../../../server/modules/payment/gateways/vietnam-time';
import type { SandboxKeys } from '../../../server/modules/payment/sandbox/keys';
import { newShopper, type AccountsServer, type Shopper } from '../accounts/helpers';
import { balanceOf, callbackVerdicts, paymentRow, sandboxKeysOf, startPaymentServer, type PaymentBody } from './helpers';

let server: AccountsServer;
let keys: SandboxKeys;

beforeAll(async () => {
  server = await startPaymentServer();
  keys = await sandboxKeysOf(server);
});

afterAll(async () => {
  await server.close();
});

async function topUp(shopper: Shopper, paymentMethod: string, amount = 200_000): Promise<PaymentBody> {
  const reply = await shopper.post<PaymentBody>('/v1/payment/top-up', { amount, paymentMethod });
  expect(reply.status).toBe(200);
  return reply.body;
}

/** A gateway's request: no consumer header, no cookie. */
async function gatewayCall(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

function momoIpn(reference: string, amount: number, resultCode = 0, secretKey = keys.momo.secretKey) {
  const fields = {
    partnerCode: keys.momo.partnerCode,
    orderId: reference,
    requestId: reference,
    amount,
    orderInfo: 'Nap tien',
    orderType: 'momo_wallet',
    transId: 4088878653,
    resultCode,
    message: resultCode === 0 ? 'Thành công.' : 'Giao dịch bị từ chối bởi người dùng.',
    payType: 'qr',
    responseTime: Date.now(),
    extraData: '',
  };
  return { ...fields, signature: momoResultSignature(secretKey, { ...fields, accessKey: keys.momo.accessKey }) };
}

function zalopayCallback(reference: string, amount: number, key2 = keys.zalopay.key2) {
  const data = JSON.stringify({
    app_id: keys.zalopay.appId,
    app_trans_id: `${vietnamYymmdd(new Date())}_${reference}`,
    app_time: Date.now(),
    app_user: 'khach',
    amount,
    embed_data: '{}',
    item: '[]',
    zp_trans_id: 250721000000389,
    server_time: Date.now(),
    channel: 38,
    merchant_user_id: '',
    user_fee_amount: 0,
    discount_amount: 0,
  });
  return { data, mac: zalopayCallbackMac(key2, data), type: 1 };
}

function vnpayIpnPath(reference: string, amount: number, responseCode = '00', secret = keys.vnpay.hashSecret): string {
  const query = vnpaySignedQuery(secret, {
    vnp_TmnCode: keys.vnpay.tmnCode,
    vnp_Amount: String(amount * 100),
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Nap tien vi',
    vnp_PayDate: '20250721103000',
    vnp_TransactionNo: '14000001',
    vnp_ResponseCode: responseCode,
    vnp_TransactionStatus: responseCode === '00' ? '00' : '02',
    vnp_TxnRef: reference,
  });
  return `/v1/payment/vnpay/ipn?${query}`;
}

describe('MoMo IPN', () => {
  it('valid → 204 and credited; replayed → 204, credited once; concurrent copies too', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const payment = await topUp(shopper, 'momo');
    const ipn = momoIpn(payment.reference, 200_000);
    expect(await gatewayCall('POST', '/v1/payment/momo/ipn', ipn)).toEqual({ status: 204, body: null });
    expect(await balanceOf(shopper)).toBe(before + 200_000);
    const replies = await Promise.all([1, 2, 3].map(() => gatewayCall('POST', '/v1/payment/momo/ipn', ipn)));
    expect(replies.map((reply) => reply.status)).toEqual([204, 204, 204]);
    expect(await balanceOf(shopper)).toBe(before + 200_000);
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['accepted', 'duplicate', 'duplicate', 'duplicate']);
    expect(await paymentRow(server, payment.reference)).toMatchObject({ status: 'paid', providerTransactionId: '4088878653' });
  });

  it('concurrent first deliveries: exactly one applies the credit', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const payment = await topUp(shopper, 'momo');
    const ipn = momoIpn(payment.reference, 200_000);
    await Promise.all([1, 2, 3, 4].map(() => gatewayCall('POST', '/v1/payment/momo/ipn', ipn)));
    expect(await balanceOf(shopper)).toBe(before + 200_000);
    expect((await callbackVerdicts(server, payment.reference)).sort()).toEqual(['accepted', 'duplicate', 'duplicate', 'duplicate']);
  });

  it('forged (bad signature) → 400, logged, nothing changed', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const payment = await topUp(shopper, 'momo');
    const forged = momoIpn(payment.reference, 200_000, 0, 'not-the-secret');
    const reply = await gatewayCall('POST', '/v1/payment/momo/ipn', forged);
    expect(reply).toEqual({ status: 400, body: { message: 'Chữ ký không hợp lệ' } });
    const tampered = { ...momoIpn(payment.reference, 200_000), resultCode: 0, amount: 9_999_999 };
    expect((await gatewayCall('POST', '/v1/payment/momo/ipn', tampered)).status).toBe(400);
    expect(await balanceOf(shopper)).toBe(before);
    expect(await paymentRow(server, payment.reference)).toMatchObject({ status: 'pending', completedAt: null });
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['bad_signature', 'bad_signature']);
  });

  it('wrong amount (validly signed) → refused, logged, nothing changed', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const payment = await topUp(shopper, 'momo');
    const reply = await gatewayCall('POST', '/v1/payment/momo/ipn', momoIpn(payment.reference, 1_000));
    expect(reply.status).toBe(400);
    expect(await balanceOf(shopper)).toBe(before);
    expect((await paymentRow(server, payment.reference))?.status).toBe('pending');
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['amount_mismatch']);
  });

  it('unknown reference → 404 logged; malformed → 400 logged; a MoMo IPN naming a VNPay payment is unknown', async () => {
    expect((await gatewayCall('POST', '/v1/payment/momo/ipn', momoIpn('TDNOSUCHPAYMENT', 200_000))).status).toBe(404);
    expect(await callbackVerdicts(server, 'TDNOSUCHPAYMENT')).toEqual(['unknown_payment']);
    const malformed = await gatewayCall('POST', '/v1/payment/momo/ipn', { orderId: 'TDMALFORMED' });
    expect(malformed).toEqual({ status: 400, body: { message: 'Dữ liệu thông báo thanh toán không hợp lệ' } });
    expect(await callbackVerdicts(server, 'TDMALFORMED')).toEqual(['malformed']);
    expect((await gatewayCall('POST', '/v1/payment/momo/ipn', '[1,2]')).status).toBe(400);
    expect((await gatewayCall('POST', '/v1/payment/momo/ipn', '{not json')).status).toBe(400);

    const { shopper } = await newShopper(server);
    const vnpay = await topUp(shopper, 'vnpay_atm');
    expect((await gatewayCall('POST', '/v1/payment/momo/ipn', momoIpn(vnpay.reference, 200_000))).status).toBe(404);
    expect((await paymentRow(server, vnpay.reference))?.status).toBe('pending');
  });

  it('a failed result marks the payment failed; a later success for it changes nothing', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const payment = await topUp(shopper, 'momo');
    expect((await gatewayCall('POST', '/v1/payment/momo/ipn', momoIpn(payment.reference, 200_000, 1006))).status).toBe(204);
    expect((await paymentRow(server, payment.reference))?.status).toBe('failed');
    expect((await gatewayCall('POST', '/v1/payment/momo/ipn', momoIpn(payment.reference, 200_000, 0))).status).toBe(204);
    expect(await balanceOf(shopper)).toBe(before);
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['failed_result', 'duplicate']);
  });
});

describe('ZaloPay callback', () => {
  it('valid → return_code 1; replay → 2 and credited once; bad mac → -1; wrong amount → -1; unknown → -1', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const payment = await topUp(shopper, 'zalopay');
    const valid = zalopayCallback(payment.reference, 200_000);

    expect(await gatewayCall('POST', '/v1/payment/zalopay/callback', zalopayCallback(payment.reference, 200_000, 'wrong-key2'))).toEqual({
      status: 200,
      body: { return_code: -1, return_message: 'mac not equal' },
    });
    expect((await gatewayCall('POST', '/v1/payment/zalopay/callback', zalopayCallback(payment.reference, 150_000))).body).toMatchObject({ return_code: -1 });
    expect(await balanceOf(shopper)).toBe(before);
    expect((await paymentRow(server, payment.reference))?.status).toBe('pending');

    expect((await gatewayCall('POST', '/v1/payment/zalopay/callback', valid)).body).toEqual({ return_code: 1, return_message: 'success' });
    expect((await gatewayCall('POST', '/v1/payment/zalopay/callback', valid)).body).toMatchObject({ return_code: 2 });
    expect(await balanceOf(shopper)).toBe(before + 200_000);
    expect(await paymentRow(server, payment.reference)).toMatchObject({ status: 'paid', providerTransactionId: '250721000000389' });
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['bad_signature', 'amount_mismatch', 'accepted', 'duplicate']);

    expect((await gatewayCall('POST', '/v1/payment/zalopay/callback', zalopayCallback('TDUNKNOWNZALO', 1000))).body).toMatchObject({ return_code: -1 });
    expect(await callbackVerdicts(server, 'TDUNKNOWNZALO')).toEqual(['unknown_payment']);
    expect((await gatewayCall('POST', '/v1/payment/zalopay/callback', { mac: 'x' })).body).toMatchObject({ return_code: -1 });
  });
});

describe('VNPay IPN', () => {
  it('97 bad checksum, 04 wrong amount, 01 unknown, 00 confirmed, 02 replayed — credited once', async () => {
    const { shopper } = await newShopper(server);
    const before = await balanceOf(shopper);
    const payment = await topUp(shopper, 'vnpay_card');
    expect((await gatewayCall('GET', vnpayIpnPath(payment.reference, 200_000, '00', 'WRONGSECRET'))).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await gatewayCall('GET', vnpayIpnPath(payment.reference, 100_000))).body).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect((await gatewayCall('GET', vnpayIpnPath('TDUNKNOWNVNP', 100_000))).body).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect(await balanceOf(shopper)).toBe(before);
    expect((await gatewayCall('GET', vnpayIpnPath(payment.reference, 200_000))).body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await gatewayCall('GET', vnpayIpnPath(payment.reference, 200_000))).body).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await balanceOf(shopper)).toBe(before + 200_000);
    expect(await callbackVerdicts(server, payment.reference)).toEqual(['bad_signature', 'amount_mismatch', 'accepted', 'duplicate']);
    expect((await gatewayCall('GET', '/v1/payment/vnpay/ipn')).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
  });

  it('ResponseCode 24 (cancelled) → 00 acknowledged, payment failed; again → 02', async () => {
    const { shopper } = await newShopper(server);
    const payment = await topUp(shopper, 'vnpay_atm');
    expect((await gatewayCall('GET', vnpayIpnPath(payment.reference, 200_000, '24'))).body).toMatchObject({ RspCode: '00' });
    expect((await paymentRow(server, payment.reference))?.status).toBe('failed');
    expect((await gatewayCall('GET', vnpayIpnPath(payment.reference, 200_000, '24'))).body).toMatchObject({ RspCode: '02' });
  });
});

describe('return URLs', () => {
  it('redirect to the page showing the true state, whatever the signature; never mark anything paid', async () => {
    const { shopper } = await newShopper(server);
    const payment = await topUp(shopper, 'momo');
    const forged = new URLSearchParams({ orderId: payment.reference, resultCode: '0', signature: 'bad' });
    const response = await fetch(`${server.url}/v1/payment/momo/return?${forged}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/account/my-wallet?payment=${payment.reference}`);
    expect((await paymentRow(server, payment.reference))?.status).toBe('pending');
    const unknown = await fetch(`${server.url}/v1/payment/vnpay/return?vnp_TxnRef=NOPE`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
  });
});
