/** Every test vector of docs/vn-payments.md §5, reproduced by the adapters' own signing code. */
import { asciiText } from '../../../server/modules/payment/gateways/ascii-text';
import { sameSignature } from '../../../server/modules/payment/gateways/hmac';
import {
  createMomoGateway,
  momoCreateRaw,
  momoCreateSignature,
  momoResultRaw,
  momoResultSignature,
} from '../../../server/modules/payment/gateways/momo';
import { vietnamTimestamp, vietnamYymmdd } from '../../../server/modules/payment/gateways/vietnam-time';
import { bankNameOf, vietQrDto, vietQrPayload } from '../../../server/modules/payment/gateways/vietqr';
import { createVnpayGateway, vnpaySecureHash, vnpaySignData, vnpaySignedQuery } from '../../../server/modules/payment/gateways/vnpay';
import {
  createZaloPayGateway,
  referenceFromAppTransId,
  zalopayAppTransId,
  zalopayCallbackMac,
  zalopayCreateMac,
} from '../../../server/modules/payment/gateways/zalopay';

const MOMO_CREATE = {
  accessKey: 'AK',
  amount: 50000,
  extraData: '',
  ipnUrl: 'http://127.0.0.1:3000/ipn/momo',
  orderId: 'ORD1',
  orderInfo: 'pay with MoMo',
  partnerCode: 'TESTPC',
  redirectUrl: 'http://127.0.0.1:3000/return',
  requestId: 'REQ1',
  requestType: 'captureWallet',
};
const MOMO_IPN = {
  accessKey: 'AK',
  amount: 50000,
  extraData: '',
  message: 'Successful.',
  orderId: 'ORD1',
  orderInfo: 'pay with MoMo',
  orderType: 'momo_wallet',
  partnerCode: 'TESTPC',
  payType: 'qr',
  requestId: 'REQ1',
  responseTime: 1753070100000,
  resultCode: 0,
  transId: 4088878653,
};
const ZALOPAY_DATA =
  '{"app_id":2553,"app_trans_id":"250721_ORD1","app_time":1753070000000,"app_user":"user123","amount":50000,"embed_data":"{}","item":"[]","zp_trans_id":250721000000389,"server_time":1753070100000,"channel":38,"merchant_user_id":"u1","user_fee_amount":0,"discount_amount":0}';
const VNPAY_PARAMS = {
  vnp_Amount: '5000000',
  vnp_Command: 'pay',
  vnp_CreateDate: '20250721103000',
  vnp_CurrCode: 'VND',
  vnp_IpAddr: '127.0.0.1',
  vnp_Locale: 'vn',
  vnp_OrderInfo: 'Thanh toan don hang ORD1',
  vnp_OrderType: 'other',
  vnp_ReturnUrl: 'http://127.0.0.1:3000/return/vnpay',
  vnp_TmnCode: 'TESTTMN1',
  vnp_TxnRef: 'ORD1',
  vnp_Version: '2.1.0',
};
const VNPAY_HASH =
  '62b5785522faf0643f2a23bdb36a694275452c6a3c34eee3f73a13b0fa77ce3672d960f3385fdc5c41aec4f4c41fb90fe26883c137ec5f36d3d6e35ac98e04a8';

describe('VietQR (vietnam-qr-pay)', () => {
  it('static ACB 257678859 payload equals the doc', () => {
    expect(vietQrPayload({ bankBin: '970416', accountNumber: '257678859' })).toBe(
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
    );
  });

  it('dynamic 10000 "Chuyen tien" payload equals the doc', () => {
    expect(vietQrPayload({ bankBin: '970416', accountNumber: '257678859' }, 10000, 'Chuyen tien')).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('the DTO reads the memo back and carries an SVG data URL', () => {
    const content = vietQrPayload({ bankBin: '970416', accountNumber: '257678859' }, 250000, 'DH123456');
    const dto = vietQrDto({ bankBin: '970416', accountNumber: '257678859', accountName: 'CUA HANG' }, content, 250000);
    expect(dto).toMatchObject({ content, bankName: 'ACB', bankBin: '970416', accountNumber: '257678859', accountName: 'CUA HANG', amount: 250000, memo: 'DH123456' });
    expect(dto.svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(dto.svg.split(',')[1]!, 'base64').toString('utf8')).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(bankNameOf('000000')).toBe('000000');
  });
});

describe('MoMo v2', () => {
  it('create raw string and signature equal the doc', () => {
    expect(momoCreateRaw(MOMO_CREATE)).toBe(
      'accessKey=AK&amount=50000&extraData=&ipnUrl=http://127.0.0.1:3000/ipn/momo&orderId=ORD1&orderInfo=pay with MoMo&partnerCode=TESTPC&redirectUrl=http://127.0.0.1:3000/return&requestId=REQ1&requestType=captureWallet',
    );
    expect(momoCreateSignature('SK', MOMO_CREATE)).toBe('035ed0ec32927f850d2bfa5545aaf6a90be047cdd41283f4574c58733497e69c');
  });

  it('IPN raw string and signature equal the doc', () => {
    expect(momoResultRaw(MOMO_IPN)).toBe(
      'accessKey=AK&amount=50000&extraData=&message=Successful.&orderId=ORD1&orderInfo=pay with MoMo&orderType=momo_wallet&partnerCode=TESTPC&payType=qr&requestId=REQ1&responseTime=1753070100000&resultCode=0&transId=4088878653',
    );
    expect(momoResultSignature('SK', MOMO_IPN)).toBe('b2764808801b6ff8c852c0f53890d056ebae483fbcaf3c2805e0b3189eedfee9');
  });

  it('the adapter accepts the doc IPN and refuses a tampered, mismatched or incomplete one', () => {
    const gateway = createMomoGateway({ partnerCode: 'TESTPC', accessKey: 'AK', secretKey: 'SK', endpoint: 'http://unused' }, false);
    const { accessKey: _accessKey, ...sent } = MOMO_IPN;
    const ipn = { ...sent, signature: 'b2764808801b6ff8c852c0f53890d056ebae483fbcaf3c2805e0b3189eedfee9' };
    expect(gateway.verifyCallback(ipn)).toEqual({ ok: true, reference: 'ORD1', amount: 50000, success: true, transactionId: '4088878653', resultCode: '0' });
    expect(gateway.verifyCallback({ ...ipn, amount: 5000 })).toMatchObject({ ok: false, verdict: 'bad_signature' });
    expect(gateway.verifyCallback({ ...ipn, signature: ipn.signature.toUpperCase() })).toMatchObject({ ok: true });
    const { transId: _transId, ...incomplete } = ipn;
    expect(gateway.verifyCallback(incomplete)).toMatchObject({ ok: false, verdict: 'malformed' });
    expect(gateway.verifyCallback('x')).toMatchObject({ ok: false, verdict: 'malformed' });
    // The redirect to the return URL: the same fields as query strings.
    expect(gateway.verifyReturn(Object.fromEntries(Object.entries(ipn).map(([k, v]) => [k, String(v)])))).toMatchObject({ ok: true, reference: 'ORD1' });
  });

  it('create calls the endpoint with the signed body (accessKey not sent) and returns the payUrl', async () => {
    let sent: Record<string, unknown> = {};
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      sent = JSON.parse(String(init.body)) as Record<string, unknown>;
      return new Response(JSON.stringify({ resultCode: 0, payUrl: 'https://pay.example/x' }), { status: 200 });
    }) as unknown as typeof fetch;
    const gateway = createMomoGateway({ partnerCode: 'TESTPC', accessKey: 'AK', secretKey: 'SK', endpoint: 'http://momo.test/create' }, false, fakeFetch);
    const result = await gateway.create({
      reference: 'ORD1',
      method: 'momo',
      amount: 50000,
      orderInfo: 'pay with MoMo',
      memo: 'ORD1',
      returnUrl: 'http://127.0.0.1:3000/return',
      callbackUrl: 'http://127.0.0.1:3000/ipn/momo',
      appUser: 'u',
      clientIp: '127.0.0.1',
      now: new Date(),
    });
    expect(result).toEqual({ payUrl: 'https://pay.example/x', qrContent: null });
    expect(sent).not.toHaveProperty('accessKey');
    expect(sent).toMatchObject({ requestId: 'ORD1', requestType: 'captureWallet', lang: 'vi' });
    // requestId = orderId = the reference; with REQ1 the doc's vector would follow, so check the signature formula itself:
    expect(sent.signature).toBe(momoCreateSignature('SK', { ...MOMO_CREATE, requestId: 'ORD1' }));
  });
});

describe('ZaloPay v2', () => {
  it('create mac (key1) equals the doc', () => {
    const order = { app_id: 2553, app_trans_id: '250721_ORD1', app_user: 'user123', amount: 50000, app_time: 1753070000000, embed_data: '{}', item: '[]' };
    expect(zalopayCreateMac('K1', order)).toBe('99e0c41224b5374d45ed9b4c10995b4bad250ce6999fb266cc02d5040519c101');
  });

  it('callback mac (key2 over the raw data string) equals the doc, and the adapter accepts it', () => {
    expect(zalopayCallbackMac('K2', ZALOPAY_DATA)).toBe('4f0c9209697809a00cbeab1542095930dd00e69a384a80170b36fc6c07738054');
    const gateway = createZaloPayGateway({ appId: 2553, key1: 'K1', key2: 'K2', endpoint: 'http://unused' }, false);
    const callback = { data: ZALOPAY_DATA, mac: '4f0c9209697809a00cbeab1542095930dd00e69a384a80170b36fc6c07738054', type: 1 };
    expect(gateway.verifyCallback(callback)).toEqual({ ok: true, reference: 'ORD1', amount: 50000, success: true, transactionId: '250721000000389', resultCode: '1' });
    // Re-serialising the data (spaces) breaks the mac: the raw string is what is hashed.
    expect(gateway.verifyCallback({ ...callback, data: JSON.stringify(JSON.parse(ZALOPAY_DATA), null, 1) })).toMatchObject({ ok: false, verdict: 'bad_signature' });
    expect(gateway.verifyCallback({ mac: callback.mac })).toMatchObject({ ok: false, verdict: 'malformed' });
    const otherApp = createZaloPayGateway({ appId: 1, key1: 'K1', key2: 'K2', endpoint: 'http://unused' }, false);
    expect(otherApp.verifyCallback(callback)).toMatchObject({ ok: false, verdict: 'malformed' });
  });

  it('app_trans_id is yymmdd in Vietnam time (GMT+7)', () => {
    // 2025-07-20 17:30 UTC is already 2025-07-21 00:30 in Vietnam.
    expect(zalopayAppTransId('ORD1', new Date('2025-07-20T17:30:00Z'))).toBe('250721_ORD1');
    expect(zalopayAppTransId('ORD1', new Date('2025-07-20T16:59:59Z'))).toBe('250720_ORD1');
    expect(vietnamYymmdd(new Date('2025-12-31T17:00:00Z'))).toBe('260101');
    expect(referenceFromAppTransId('250721_ORD_1')).toBe('ORD_1');
    expect(referenceFromAppTransId('ORD1')).toBeNull();
  });
});

describe('VNPay 2.1.0', () => {
  it('the sorted, form-urlencoded string and HMAC-SHA512 equal the doc', () => {
    expect(vnpaySignData(VNPAY_PARAMS)).toBe(
      'vnp_Amount=5000000&vnp_Command=pay&vnp_CreateDate=20250721103000&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+ORD1&vnp_OrderType=other&vnp_ReturnUrl=http%3A%2F%2F127.0.0.1%3A3000%2Freturn%2Fvnpay&vnp_TmnCode=TESTTMN1&vnp_TxnRef=ORD1&vnp_Version=2.1.0',
    );
    expect(vnpaySecureHash('SECRET', VNPAY_PARAMS)).toBe(VNPAY_HASH);
    // Key order and empty / hash fields do not matter.
    const shuffled = { vnp_Zzz: '', ...VNPAY_PARAMS, vnp_BankCode: '', vnp_SecureHashType: 'HmacSHA512', vnp_SecureHash: 'x' };
    expect(vnpaySecureHash('SECRET', shuffled)).toBe(VNPAY_HASH);
    expect(vnpaySignedQuery('SECRET', VNPAY_PARAMS)).toBe(`${vnpaySignData(VNPAY_PARAMS)}&vnp_SecureHash=${VNPAY_HASH}`);
  });

  it('the pay URL: amount ×100, VNBANK / INTCARD, ASCII OrderInfo, GMT+7 dates, signed', async () => {
    const gateway = createVnpayGateway({ tmnCode: 'TESTTMN1', hashSecret: 'SECRET', url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' }, false);
    const request = {
      reference: 'ORD1',
      amount: 50000,
      orderInfo: 'Thanh toán đơn hàng ĐH-1 (áo dài)!',
      memo: 'ORD1',
      returnUrl: 'http://127.0.0.1:3000/return/vnpay',
      callbackUrl: 'unused',
      appUser: 'u',
      clientIp: '10.0.0.1',
      now: new Date('2025-07-21T03:30:00Z'),
    };
    for (const [method, bankCode] of [['vnpay_atm', 'VNBANK'], ['vnpay_card', 'INTCARD']] as const) {
      const { payUrl } = await gateway.create({ ...request, method });
      const url = new URL(payUrl!);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        vnp_Amount: '5000000',
        vnp_BankCode: bankCode,
        vnp_OrderInfo: 'Thanh toan don hang DH 1 ao dai',
        vnp_CreateDate: '20250721103000',
        vnp_ExpireDate: '20250721104500',
        vnp_IpAddr: '10.0.0.1',
        vnp_Version: '2.1.0',
      });
      expect(params).not.toHaveProperty('vnp_SecureHashType');
      expect(vnpaySecureHash('SECRET', params)).toBe(params.vnp_SecureHash);
      expect(url.search.endsWith(`&vnp_SecureHash=${params.vnp_SecureHash}`)).toBe(true);
    }
  });

  it('IPN verification: success needs ResponseCode and TransactionStatus 00; 24 is a cancel', () => {
    const gateway = createVnpayGateway({ tmnCode: 'TESTTMN1', hashSecret: 'SECRET', url: 'unused' }, false);
    const ipn = (fields: Record<string, string>) => {
      const params = { vnp_TmnCode: 'TESTTMN1', vnp_Amount: '5000000', vnp_TxnRef: 'ORD1', vnp_TransactionNo: '14000000', ...fields };
      return { ...params, vnp_SecureHash: vnpaySecureHash('SECRET', params) };
    };
    expect(gateway.verifyCallback(ipn({ vnp_ResponseCode: '00', vnp_TransactionStatus: '00' }))).toMatchObject({ ok: true, success: true, amount: 50000, transactionId: '14000000' });
    expect(gateway.verifyCallback(ipn({ vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }))).toMatchObject({ ok: true, success: false, resultCode: '24' });
    expect(gateway.verifyCallback({ ...ipn({ vnp_ResponseCode: '00', vnp_TransactionStatus: '00' }), vnp_Amount: '100' })).toMatchObject({ ok: false, verdict: 'bad_signature' });
    expect(gateway.verifyCallback(ipn({ vnp_ResponseCode: '00', vnp_Amount: '5000050' }))).toMatchObject({ ok: false, verdict: 'malformed' });
  });
});

describe('helpers', () => {
  it('sameSignature is constant-time and refuses non-strings and other lengths', () => {
    expect(sameSignature('abcd', 'ABCD')).toBe(true);
    expect(sameSignature('abcd', 'abc')).toBe(false);
    expect(sameSignature('abcd', undefined)).toBe(false);
    expect(sameSignature('abcd', ['abcd'])).toBe(false);
  });

  it('Vietnam timestamps and ASCII text', () => {
    expect(vietnamTimestamp(new Date('2025-07-21T03:30:00Z'))).toBe('20250721103000');
    expect(asciiText('Nạp tiền ví Thuê Đồ #12')).toBe('Nap tien vi Thue Do 12');
  });
});
