/**
 * The ZaloPay (/v2/refund) and VNPay (merchant API `refund`) refund calls: each request is signed as
 * docs/vn-payments.md §2/§3 say (checked against HMACs computed here from the raw strings written out by hand), and each
 * answer is checked before a refund counts as paid — a processing, refused, forged or foreign answer is not.
 */
import { createHmac } from 'node:crypto';
import { VNPAY_REFUND_ANSWER_HASH_FIELDS, createVnpayGateway, readVnpayRefundAnswer, vnpayRefundBody } from '../../../server/modules/payment/gateways/vnpay';
import { createZaloPayGateway, readZaloPayRefundAnswer, zalopayRefundBody, zalopayRefundId } from '../../../server/modules/payment/gateways/zalopay';
import type { GatewayRefundRequest, RefundAnswer } from '../../../server/modules/payment/types';

const hmac = (algorithm: 'sha256' | 'sha512', key: string, data: string) => createHmac(algorithm, key).update(data, 'utf8').digest('hex');

/** Paid 10:30:00 on 21 July 2025 in Vietnam (03:30 UTC); refund recorded 23:50 on 22 July Vietnam (16:50 UTC), sent 00:10 on 23 July. */
const PAID = new Date('2025-07-21T03:30:00Z');
const RECORDED = new Date('2025-07-22T16:50:00Z');
const NOW = new Date('2025-07-22T17:10:00Z');
const request = (amount = 250_000): GatewayRefundRequest => ({
  refundReference: 'RF42',
  transactionId: '250721000000123',
  amount,
  description: 'Hoan tien don DH123',
  requestedAt: RECORDED,
  payment: { reference: 'PAY7', amount: 250_000, startedAt: PAID },
  now: NOW,
  serverIp: '10.0.0.5',
});

function fakeGateway(answer: (sent: Record<string, unknown>) => unknown, status = 200) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ url, body });
    return new Response(JSON.stringify(answer(body)), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const stateOf = (answer: RefundAnswer) => (answer.state === 'refunded' ? `refunded ${answer.transactionId}` : `${answer.state}: ${answer.reason}`);

describe('ZaloPay /v2/refund', () => {
  const credentials = { appId: 2553, key1: 'PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL', key2: 'kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz', endpoint: 'https://sb-openapi.zalopay.vn/v2/create' };

  it('m_refund_id is yymmdd_<app_id>_<ours> on the day the refund was recorded in Vietnam; the mac is key1 over app_id|zp_trans_id|amount|description|timestamp', () => {
    expect(zalopayRefundId(2553, 'RF42', RECORDED)).toBe('250722_2553_RF42');
    const body = zalopayRefundBody(credentials, request());
    expect(body).toEqual({
      app_id: 2553,
      m_refund_id: '250722_2553_RF42',
      zp_trans_id: '250721000000123',
      amount: 250_000,
      description: 'Hoan tien don DH123',
      timestamp: 1753204200000,
      mac: hmac('sha256', credentials.key1, '2553|250721000000123|250000|Hoan tien don DH123|1753204200000'),
    });
  });

  it('posts beside the create endpoint; 1 with a refund_id is refunded, 3 processing, 2 refused with its reason', async () => {
    const answers: unknown[] = [
      { return_code: 1, return_message: 'Giao dịch thành công', sub_return_code: 1, refund_id: 250722000000777 },
      { return_code: 3, return_message: 'Giao dịch đang xử lý', sub_return_code: 2 },
      { return_code: 2, return_message: 'Giao dịch thất bại', sub_return_code: -13, sub_return_message: 'Số tiền hoàn vượt quá' },
      { return_code: 1, return_message: 'Giao dịch thành công', sub_return_code: 1 },
      'không phải JSON object',
    ];
    const { calls, fetchImpl } = fakeGateway(() => answers[calls.length - 1]);
    const gateway = createZaloPayGateway(credentials, false, fetchImpl);
    const states = [];
    for (let i = 0; i < answers.length; i += 1) states.push(stateOf(await gateway.refund!(request())));
    expect(calls[0]!.url).toBe('https://sb-openapi.zalopay.vn/v2/refund');
    expect(calls[0]!.body.m_refund_id).toBe('250722_2553_RF42');
    expect(states).toEqual([
      'refunded 250722000000777',
      'processing: ZaloPay đang xử lý (mã 3/2)',
      'refused: ZaloPay từ chối (mã 2/-13: Số tiền hoàn vượt quá)',
      'refused: ZaloPay không trả mã giao dịch hoàn tiền',
      'refused: ZaloPay trả lời không đúng định dạng',
    ]);
  });

  it('its answer is unsigned: over plain http to another host it is not even asked', async () => {
    const { calls, fetchImpl } = fakeGateway(() => ({ return_code: 1, refund_id: 1 }));
    const gateway = createZaloPayGateway({ ...credentials, endpoint: 'http://zalopay.example.vn/v2/create' }, false, fetchImpl);
    await expect(gateway.refund!(request())).rejects.toThrow(/https/);
    expect(calls).toHaveLength(0);
    expect(readZaloPayRefundAnswer({ return_code: 1, refund_id: '0123' })).toMatchObject({ state: 'refused' });
  });
});

describe('VNPay refund (merchant API)', () => {
  const credentials = { tmnCode: 'TESTTMN1', hashSecret: 'SECRETSECRETSECRETSECRETSECRET12', url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html', apiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction' };
  const raw = (type: string, amount: string) =>
    `RF42|2.1.0|refund|TESTTMN1|${type}|PAY7|${amount}|250721000000123|20250721103000|he-thong-cua-hang|20250723001000|10.0.0.5|Hoan tien don DH123`;

  it('the request: our refund reference as vnp_RequestId, the payment’s TxnRef and creation time, ×100, 02 whole / 03 part, hashed over the 13 pipe-joined fields', () => {
    const whole = vnpayRefundBody(credentials, request());
    expect(whole).toMatchObject({
      vnp_RequestId: 'RF42',
      vnp_Command: 'refund',
      vnp_TransactionType: '02',
      vnp_TxnRef: 'PAY7',
      vnp_Amount: '25000000',
      vnp_TransactionNo: '250721000000123',
      vnp_TransactionDate: '20250721103000',
      vnp_CreateDate: '20250723001000',
      vnp_IpAddr: '10.0.0.5',
      vnp_OrderInfo: 'Hoan tien don DH123',
    });
    expect(whole.vnp_SecureHash).toBe(hmac('sha512', credentials.hashSecret, raw('02', '25000000')));
    const part = vnpayRefundBody(credentials, request(100_000));
    expect(part.vnp_TransactionType).toBe('03');
    expect(part.vnp_SecureHash).toBe(hmac('sha512', credentials.hashSecret, raw('03', '10000000')));
  });

  const answer = (sent: Record<string, unknown>, overrides: Record<string, string> = {}) => {
    const fields: Record<string, string> = {
      vnp_ResponseId: 'abc123',
      vnp_Command: 'refund',
      vnp_ResponseCode: '00',
      vnp_Message: 'Refund success',
      vnp_TmnCode: 'TESTTMN1',
      vnp_TxnRef: String(sent.vnp_TxnRef),
      vnp_Amount: String(sent.vnp_Amount),
      vnp_OrderInfo: String(sent.vnp_OrderInfo),
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20250721103512',
      vnp_TransactionNo: '14400777',
      vnp_TransactionType: '02',
      vnp_TransactionStatus: '00',
      ...overrides,
    };
    const hash = hmac('sha512', credentials.hashSecret, VNPAY_REFUND_ANSWER_HASH_FIELDS.map((key) => fields[key] ?? '').join('|'));
    return { ...fields, vnp_SecureHash: hash };
  };

  it('00 with a valid hash over its 13 fields, our TxnRef and amount is refunded; tampered, foreign or refused answers are not', async () => {
    const variants: Array<(sent: Record<string, unknown>) => unknown> = [
      (sent) => answer(sent),
      (sent) => ({ ...answer(sent), vnp_TransactionNo: '14400778' }),
      (sent) => answer(sent, { vnp_TxnRef: 'PAY8' }),
      (sent) => answer(sent, { vnp_Amount: '100' }),
      (sent) => answer(sent, { vnp_ResponseCode: '93', vnp_Message: 'Số tiền hoàn trả không hợp lệ' }),
      (sent) => answer(sent, { vnp_TransactionNo: '' }),
    ];
    const { calls, fetchImpl } = fakeGateway((sent) => variants[calls.length - 1]!(sent));
    const gateway = createVnpayGateway(credentials, false, fetchImpl);
    const states = [];
    for (let i = 0; i < variants.length; i += 1) states.push(stateOf(await gateway.refund!(request())));
    expect(calls[0]!.url).toBe(credentials.apiUrl);
    expect(states).toEqual([
      'refunded 14400777',
      'refused: VNPay trả lời sai chữ ký',
      'refused: VNPay trả lời cho một yêu cầu khác',
      'refused: VNPay trả lời cho một yêu cầu khác',
      'refused: VNPay từ chối (mã 93: Số tiền hoàn trả không hợp lệ)',
      'refused: VNPay không trả mã giao dịch hoàn tiền',
    ]);
    expect(readVnpayRefundAnswer(credentials, { vnp_TxnRef: 'PAY7', vnp_Amount: '25000000' }, null)).toMatchObject({ state: 'refused' });
  });

  it('without a merchant API address nothing is sent', async () => {
    const { calls, fetchImpl } = fakeGateway(() => ({}));
    await expect(createVnpayGateway({ ...credentials, apiUrl: undefined }, false, fetchImpl).refund!(request())).rejects.toThrow(/VNPAY_API_URL/);
    expect(calls).toHaveLength(0);
  });
});
