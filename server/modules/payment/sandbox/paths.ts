/** Where the local sandbox answers (root of this server, not under /v1). */
export const SANDBOX_PATHS = {
  momoCreate: '/sandbox/momo/v2/gateway/api/create',
  momoQuery: '/sandbox/momo/v2/gateway/api/query',
  momoRefund: '/sandbox/momo/v2/gateway/api/refund',
  momoPay: '/sandbox/momo/pay',
  zalopayCreate: '/sandbox/zalopay/v2/create',
  zalopayQuery: '/sandbox/zalopay/v2/query',
  zalopayRefund: '/sandbox/zalopay/v2/refund',
  zalopayPay: '/sandbox/zalopay/pay',
  vnpayPay: '/sandbox/vnpay/paymentv2/vpcpay.html',
  vnpayApi: '/sandbox/vnpay/merchant_webapi/api/transaction',
  complete: (gateway: 'momo' | 'zalopay' | 'vnpay') => `/sandbox/${gateway}/complete`,
} as const;

/** The shop's own callback / return routes the gateways are given. */
export const CALLBACK_PATHS = {
  momoIpn: '/v1/payment/momo/ipn',
  zalopayCallback: '/v1/payment/zalopay/callback',
  vnpayIpn: '/v1/payment/vnpay/ipn',
  return: (gateway: 'momo' | 'zalopay' | 'vnpay') => `/v1/payment/${gateway}/return`,
} as const;
