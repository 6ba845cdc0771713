/**
 * The gateways' status queries (MoMo /v2/gateway/api/query, ZaloPay /v2/query, VNPay querydr): each request is signed
 * as docs/vn-payments.md says (checked against HMACs computed here from the raw strings written out by hand), and each
 * answer is checked before anything is believed — a forged, replayed or tampered answer is refused.
 */
import { createHmac } from 'node:crypto';
import { loadPaymentsConfig } from '../../../server/modules/payment/config';
import { createMomoGateway, momoQueryBody, readMomoQueryAnswer } from '../../../server/modules/payment/gateways/momo';
import {
  VNPAY_QUERY_ANSWER_HASH_FIELDS,
  createVnpayGateway,
  readVnpayQueryAnswer,
  vnpayApiUrlFor,
  vnpayQueryBody,
} from '../../../server/modules/payment/gateways/vnpay';
import { createZaloPayGateway, readZaloPayQueryAnswer, zalopayQueryMac } from '../../../server/modules/payment/gateways/zalopay';
import { GatewayError, type GatewayQueryRequest, type QueryAnswer } from '../../../server/modules/payment/types';

const hmac = (algorithm: 'sha256' | 'sha512', key: string, data: string) => createHmac(algorithm, key).update(data, 'utf8').digest('hex');

/** 10:30:00 on 21 July 2025 in Vietnam (03:30 UTC). */
const STARTED = new Date('2025-07-21T03:30:00Z');
const NOW = new Date('2025-07-21T04:00:00Z');
const request = (reference = 'ORD1'): GatewayQueryRequest => ({ reference, startedAt: STARTED, now: NOW, serverIp: '127.0.0.1' });

/** A fetch that records what was sent and answers `answer` (a function of the sent body). */
function fakeGateway(answer: (sent: Record<string, unknown>) => unknown, status = 200) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ url, body });
    return new Response(JSON.stringify(answer(body)), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const stateOf = (answer: QueryAnswer) => (answer.state === 'refused' ? `refused: ${answer.refusal.reason}` : answer.state);

describe('MoMo /v2/gateway/api/query', () => {
  const credentials = { partnerCode: 'TESTPC', accessKey: 'AK', secretKey: 'SK', endpoint: 'https://test-payment.momo.vn/v2/gateway/api/create' };
  const paid = (sent: { orderId: string; requestId: string }) => ({
    partnerCode: 'TESTPC',
    orderId: sent.orderId,
    requestId: sent.requestId,
    extraData: '',
    amount: 50000,
    transId: 4088878653,
    payType: 'qr',
    resultCode: 0,
    refundTrans: [],
    message: 'Thành công.',
    responseTime: 1753070100000,
  });

  it('signs accessKey=…&orderId=…&partnerCode=…&requestId=… with HMAC-SHA256 (secret key)', () => {
    const body = momoQueryBody(credentials, 'ORD1', 'REQ2');
    expect(body).toEqual({
      partnerCode: 'TESTPC',
      requestId: 'REQ2',
      orderId: 'ORD1',
      lang: 'vi',
      signature: hmac('sha256', 'SK', 'accessKey=AK&orderId=ORD1&partnerCode=TESTPC&requestId=REQ2'),
    });
  });

  it('asks the /query beside /create with a fresh signed requestId, and a paid answer settles', async () => {
    const { calls, fetchImpl } = fakeGateway((sent) => paid(sent as { orderId: string; requestId: string }));
    const answer = await createMomoGateway(credentials, false, fetchImpl).query!(request());
    expect(calls[0]!.url).toBe('https://test-payment.momo.vn/v2/gateway/api/query');
    const sent = calls[0]!.body as { requestId: string; signature: string };
    expect(sent.signature).toBe(hmac('sha256', 'SK', `accessKey=AK&orderId=ORD1&partnerCode=TESTPC&requestId=${sent.requestId}`));
    expect(answer).toMatchObject({ state: 'settled', check: { reference: 'ORD1', amount: 50000, success: true, transactionId: '4088878653', resultCode: '0' } });
    // Another query gets another requestId.
    await createMomoGateway(credentials, false, fetchImpl).query!(request());
    expect(calls[1]!.body.requestId).not.toBe(sent.requestId);
  });

  it('refuses an answer that is not the answer to this query: replayed (another requestId), another order or partner, paid without transId', () => {
    const sent = { orderId: 'ORD1', requestId: 'REQ2' };
    const read = (changes: Record<string, unknown>) => stateOf(readMomoQueryAnswer(credentials, sent, { ...paid(sent), ...changes }));
    expect(read({})).toBe('settled');
    expect(read({ requestId: 'REQ1' })).toBe('refused: another requestId (not the answer to this query)');
    expect(read({ orderId: 'ORD2' })).toBe('refused: another orderId');
    expect(read({ partnerCode: 'MOMO' })).toBe('refused: another partnerCode');
    expect(read({ transId: 0 })).toBe('refused: paid without a MoMo transId');
    expect(read({ amount: '50000.5' })).toBe('refused: paid with no whole positive amount');
    expect(read({ resultCode: 'không' })).toBe('refused: resultCode is not an integer');
    expect(stateOf(readMomoQueryAnswer(credentials, sent, 'Thành công'))).toBe('refused: not a JSON object');
  });

  it('not final (1000, 7000, 7002, 9000) is pending; a failure of the transaction (1006…) settles as failed; a request error (42, 99) says nothing', () => {
    const sent = { orderId: 'ORD1', requestId: 'REQ2' };
    const read = (resultCode: number) => readMomoQueryAnswer(credentials, sent, { ...paid(sent), resultCode, transId: 0 });
    for (const code of [1000, 7000, 7002, 9000]) expect(read(code).state).toBe('pending');
    expect(read(1006)).toMatchObject({ state: 'settled', check: { success: false, amount: 50000, resultCode: '1006' } });
    expect(read(1005)).toMatchObject({ state: 'settled', check: { success: false } });
    for (const code of [11, 42, 99]) expect(read(code).state).toBe('unknown');
  });

  it('never asks over plain HTTP to another host (its answer is unsigned), nor a URL that is not …/create', async () => {
    const { calls, fetchImpl } = fakeGateway(() => ({}));
    await expect(createMomoGateway({ ...credentials, endpoint: 'http://momo.example/v2/gateway/api/create' }, false, fetchImpl).query!(request())).rejects.toThrow(GatewayError);
    await expect(createMomoGateway({ ...credentials, endpoint: 'https://momo.example/pay' }, false, fetchImpl).query!(request())).rejects.toThrow(/does not end in \/create/);
    expect(calls).toEqual([]);
  });
});

describe('ZaloPay /v2/query', () => {
  const credentials = { appId: 2553, key1: 'K1', key2: 'K2', endpoint: 'https://sb-openapi.zalopay.vn/v2/create' };
  const paid = { return_code: 1, return_message: 'Giao dịch thành công', sub_return_code: 1, sub_return_message: '', is_processing: false, amount: 50000, zp_trans_id: 250721000000389, discount_amount: 0 };

  it('mac = HMAC-SHA256(key1, app_id|app_trans_id|key1); app_trans_id carries the day the payment started, in Vietnam', async () => {
    expect(zalopayQueryMac('K1', 2553, '250721_ORD1')).toBe(hmac('sha256', 'K1', '2553|250721_ORD1|K1'));
    const { calls, fetchImpl } = fakeGateway(() => paid);
    // 00:30 on 21 July in Vietnam is still 20 July in UTC.
    const answer = await createZaloPayGateway(credentials, false, fetchImpl).query!({ ...request(), startedAt: new Date('2025-07-20T17:30:00Z') });
    expect(calls[0]).toEqual({ url: 'https://sb-openapi.zalopay.vn/v2/query', body: { app_id: 2553, app_trans_id: '250721_ORD1', mac: hmac('sha256', 'K1', '2553|250721_ORD1|K1') } });
    expect(answer).toMatchObject({ state: 'settled', check: { reference: 'ORD1', amount: 50000, success: true, transactionId: '250721000000389' } });
  });

  it('reads processing as pending, a cancelled or expired transaction as failed, other failures (bad mac, maintenance) as unknown', () => {
    const read = (changes: Record<string, unknown>) => readZaloPayQueryAnswer('ORD1', { ...paid, ...changes });
    expect(read({ return_code: 3, zp_trans_id: 0 }).state).toBe('pending');
    expect(read({ is_processing: true }).state).toBe('pending');
    expect(read({ return_code: 2, sub_return_code: -329, zp_trans_id: 0 })).toMatchObject({ state: 'settled', check: { success: false, amount: 50000 } });
    expect(read({ return_code: 2, sub_return_code: -322, zp_trans_id: 0 })).toMatchObject({ state: 'settled', check: { success: false } });
    expect(read({ return_code: 2, sub_return_code: -402, zp_trans_id: 0 }).state).toBe('unknown');
    expect(read({ return_code: -500 }).state).toBe('unknown');
  });

  it('refuses a "paid" that is not whole: no zp_trans_id, no amount, not JSON', () => {
    expect(stateOf(readZaloPayQueryAnswer('ORD1', { ...paid, zp_trans_id: 0 }))).toBe('refused: paid without a zp_trans_id');
    expect(stateOf(readZaloPayQueryAnswer('ORD1', { ...paid, amount: 'năm mươi nghìn' }))).toBe('refused: paid with no whole positive amount');
    expect(stateOf(readZaloPayQueryAnswer('ORD1', null))).toBe('refused: not a JSON object');
  });

  it('never asks over plain HTTP to another host; over loopback it may (a gateway on this machine), and the local sandbox however it is reached', async () => {
    const { calls, fetchImpl } = fakeGateway(() => paid);
    await expect(createZaloPayGateway({ ...credentials, endpoint: 'http://zalopay.example/v2/create' }, false, fetchImpl).query!(request())).rejects.toThrow(/only asked over https/);
    expect(calls).toEqual([]);
    await createZaloPayGateway({ ...credentials, endpoint: 'http://127.0.0.1:9000/v2/create' }, false, fetchImpl).query!(request());
    expect(calls[0]!.url).toBe('http://127.0.0.1:9000/v2/query');
    await createZaloPayGateway({ ...credentials, endpoint: 'http://shop.lan:8000/sandbox/zalopay/v2/create' }, true, fetchImpl).query!(request());
    expect(calls[1]!.url).toBe('http://shop.lan:8000/sandbox/zalopay/v2/query');
  });
});

describe('VNPay querydr', () => {
  const credentials = { tmnCode: 'TESTTMN1', hashSecret: 'SECRET', url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html', apiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction' };
  /** An answer as VNPay signs it: HMAC-SHA512 over the fields written out here, in VNPay's order. */
  function signedAnswer(changes: Record<string, string> = {}): Record<string, string> {
    const fields: Record<string, string> = {
      vnp_ResponseId: '4f8b2a',
      vnp_Command: 'querydr',
      vnp_ResponseCode: '00',
      vnp_Message: 'QueryDR Success',
      vnp_TmnCode: 'TESTTMN1',
      vnp_TxnRef: 'ORD1',
      vnp_Amount: '5000000',
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20250721103500',
      vnp_TransactionNo: '14422574',
      vnp_TransactionType: '01',
      vnp_TransactionStatus: '00',
      vnp_OrderInfo: 'Thanh toan don hang ORD1',
      vnp_PromotionCode: '',
      vnp_PromotionAmount: '',
      ...changes,
    };
    const data = [
      fields.vnp_ResponseId,
      fields.vnp_Command,
      fields.vnp_ResponseCode,
      fields.vnp_Message,
      fields.vnp_TmnCode,
      fields.vnp_TxnRef,
      fields.vnp_Amount,
      fields.vnp_BankCode,
      fields.vnp_PayDate,
      fields.vnp_TransactionNo,
      fields.vnp_TransactionType,
      fields.vnp_TransactionStatus,
      fields.vnp_OrderInfo,
      fields.vnp_PromotionCode,
      fields.vnp_PromotionAmount,
    ].join('|');
    return { ...fields, vnp_SecureHash: hmac('sha512', 'SECRET', data) };
  }

  it('hashes RequestId|Version|Command|TmnCode|TxnRef|TransactionDate|CreateDate|IpAddr|OrderInfo with HMAC-SHA512; TransactionDate is when the payment started', () => {
    const body = vnpayQueryBody(credentials, request(), 'REQ3');
    expect(body).toMatchObject({ vnp_TransactionDate: '20250721103000', vnp_CreateDate: '20250721110000', vnp_Command: 'querydr', vnp_Version: '2.1.0' });
    expect(body.vnp_SecureHash).toBe(
      hmac('sha512', 'SECRET', 'REQ3|2.1.0|querydr|TESTTMN1|ORD1|20250721103000|20250721110000|127.0.0.1|Truy van giao dich ORD1'),
    );
    expect(VNPAY_QUERY_ANSWER_HASH_FIELDS).toHaveLength(15);
  });

  it('posts to the merchant API and settles a signed "paid" answer (amount ÷ 100)', async () => {
    const { calls, fetchImpl } = fakeGateway(() => signedAnswer());
    const answer = await createVnpayGateway(credentials, false, fetchImpl).query!(request());
    expect(calls[0]!.url).toBe(credentials.apiUrl);
    expect(String(calls[0]!.body.vnp_RequestId).length).toBeLessThanOrEqual(32);
    expect(answer).toMatchObject({ state: 'settled', check: { reference: 'ORD1', amount: 50000, success: true, transactionId: '14422574' } });
  });

  it('refuses a forged answer: a field changed after signing, no hash, another transaction or terminal', () => {
    const read = (body: unknown) => stateOf(readVnpayQueryAnswer(credentials, 'ORD1', body));
    expect(read(signedAnswer())).toBe('settled');
    expect(read({ ...signedAnswer(), vnp_Amount: '100' })).toBe('refused: checksum mismatch');
    expect(read({ ...signedAnswer({ vnp_TransactionStatus: '02' }), vnp_TransactionStatus: '00' })).toBe('refused: checksum mismatch');
    const { vnp_SecureHash: _hash, ...unsigned } = signedAnswer();
    expect(read(unsigned)).toBe('refused: checksum mismatch');
    expect(read({ ...signedAnswer(), vnp_SecureHash: hmac('sha512', 'ANOTHER-SECRET', 'x') })).toBe('refused: checksum mismatch');
    expect(read(signedAnswer({ vnp_TxnRef: 'ORD2' }))).toBe('refused: another vnp_TxnRef');
    expect(read(signedAnswer({ vnp_TmnCode: 'OTHER001' }))).toBe('refused: another vnp_TmnCode');
    expect(read(signedAnswer({ vnp_TransactionNo: '0' }))).toBe('refused: paid without a vnp_TransactionNo');
  });

  it('01 is pending, 02 failed; a refund (type 02) or an error answer (91 not found, 94, 97) says nothing about the payment', () => {
    const read = (changes: Record<string, string>) => readVnpayQueryAnswer(credentials, 'ORD1', signedAnswer(changes));
    expect(read({ vnp_TransactionStatus: '01', vnp_TransactionNo: '0' }).state).toBe('pending');
    expect(read({ vnp_TransactionStatus: '02', vnp_TransactionNo: '0' })).toMatchObject({ state: 'settled', check: { success: false, transactionId: null } });
    expect(read({ vnp_TransactionType: '02' }).state).toBe('unknown');
    expect(read({ vnp_TransactionStatus: '07' }).state).toBe('unknown');
    for (const code of ['91', '94', '97', '99']) expect(readVnpayQueryAnswer(credentials, 'ORD1', { vnp_ResponseCode: code }).state).toBe('unknown');
  });

  it('without a merchant API URL nothing is asked; the production and sandbox ones follow VNPAY_URL, VNPAY_API_URL wins', async () => {
    const { calls, fetchImpl } = fakeGateway(() => signedAnswer());
    await expect(createVnpayGateway({ ...credentials, apiUrl: undefined }, false, fetchImpl).query!(request())).rejects.toThrow(/VNPAY_API_URL/);
    expect(calls).toEqual([]);
    expect(vnpayApiUrlFor('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html')).toBe('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction');
    expect(vnpayApiUrlFor('https://pay.vnpay.vn/vpcpay.html')).toBe('https://merchant.vnpay.vn/merchant_webapi/api/transaction');
    expect(vnpayApiUrlFor('https://vnpay.proxy.example/pay')).toBeUndefined();
    const env = { VNPAY_TMN_CODE: 'TESTTMN1', VNPAY_HASH_SECRET: 'SECRET' };
    expect(loadPaymentsConfig(env).vnpay?.apiUrl).toBe('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction');
    expect(loadPaymentsConfig({ ...env, VNPAY_URL: 'https://pay.vnpay.vn/vpcpay.html' }).vnpay?.apiUrl).toBe('https://merchant.vnpay.vn/merchant_webapi/api/transaction');
    expect(loadPaymentsConfig({ ...env, VNPAY_API_URL: 'https://api.example/transaction' }).vnpay?.apiUrl).toBe('https://api.example/transaction');
  });
});

describe('settings', () => {
  it('PAYMENT_QUERY_AFTER_MINUTES (3) and PAYMENT_QUERY_INTERVAL_SECONDS (60; 0 off) are read, nonsense refused', () => {
    expect(loadPaymentsConfig({}).statusQuery).toEqual({ afterMs: 180_000, everyMs: 60_000 });
    expect(loadPaymentsConfig({ PAYMENT_QUERY_AFTER_MINUTES: '5', PAYMENT_QUERY_INTERVAL_SECONDS: '0' }).statusQuery).toEqual({ afterMs: 300_000, everyMs: 0 });
    expect(() => loadPaymentsConfig({ PAYMENT_QUERY_AFTER_MINUTES: 'ba' })).toThrow(/PAYMENT_QUERY_AFTER_MINUTES/);
    expect(() => loadPaymentsConfig({ PAYMENT_QUERY_INTERVAL_SECONDS: '0.5' })).toThrow(/PAYMENT_QUERY_INTERVAL_SECONDS/);
  });
});
