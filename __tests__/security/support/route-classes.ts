/**
 * Routes that do not touch one shopper's data, each with the reason. Every other route must have probes in the
 * ownership matrix (ownership-probes.ts): the matrix test fails on any route that is in neither list.
 */
export const NOT_SHOPPER_OWNED: Readonly<Record<string, string>> = {
  'GET /v1/health': 'public: liveness',
  'GET /v1/health/ready': 'public: readiness (503 while draining or degraded)',
  'GET /v1/openapi.json': 'public: API document',
  'GET /metrics':
    'operators only: METRICS_TOKEN bearer, or without one this machine only (loopback, not forwarded); counts, no shopper data (__tests__/server/metrics.test.ts)',
  'GET /v1/menu': 'public catalogue',
  'GET /v1/product/list': 'public catalogue',
  'GET /v1/product/search': 'public catalogue',
  'GET /v1/product/suggest': 'public catalogue',
  'GET /v1/product/detail/:link': 'public catalogue (link is a product slug)',
  'GET /v1/product/:link/reviews': 'public catalogue (link is a product slug)',
  'GET /v1/banner/list': 'public catalogue',
  'GET /v1/collection/consumer': 'public catalogue',
  'GET /v1/content/pages': 'public content',
  'GET /v1/content/page/:group/:link': 'public content (slugs)',
  'GET /v1/address/city': 'public: administrative divisions',
  'GET /v1/address/:id/district': 'public: administrative divisions (id is a province code)',
  'GET /v1/address/:id/ward': 'public: administrative divisions (id is a province or district code)',
  'GET /v1/consumer-membership-package/list': 'public: membership packages on sale',
  'GET /v1/consumer-membership-package/:id': 'public: a membership package on sale',
  'GET /v1/payment/methods': 'public: which payment methods are on',
  'GET /v1/notification/push-config': 'public: whether the shop sends Web Push, and its VAPID public key',
  'POST /v1/cart/invalid-rent-date/list':
    "public rental calendar (guests call it); excludeCartItemId is accepted and ignored, so another shopper's line id changes nothing",
  'POST /v1/cart/free-sizes': 'public rental calendar (guests call it): which sizes of a design are free for dates, no line of anyone',
  'POST /v1/user/consumer/register': 'auth entry point (session-cookie and rate-limit tests)',
  'POST /v1/user/consumer/login': 'auth entry point (session-cookie and rate-limit tests); its 401 means wrong credentials',
  'POST /v1/user/consumer/login/code': 'auth entry point, answers the same whoever the identifier belongs to (device-cookie tests)',
  'POST /v1/user/forgot-password': 'auth entry point, answers the same whoever the email belongs to (rate-limit tests)',
  'POST /v1/user/change-forgot-password': 'auth entry point authorised by the mailed single-use token',
  'POST /sandbox/momo/v2/gateway/api/create': 'sandbox gateway: server-to-server, signed by the shop',
  'GET /sandbox/momo/pay': 'sandbox gateway pay page: authorised by a signed ticket',
  'POST /sandbox/momo/complete': 'sandbox gateway: authorised by a signed ticket',
  'POST /sandbox/momo/v2/gateway/api/query': 'sandbox gateway: server-to-server status query, signed by the shop',
  'POST /sandbox/momo/v2/gateway/api/refund': 'sandbox gateway: server-to-server refund, signed by the shop (a refund of one transaction, never beyond what it took)',
  'POST /sandbox/zalopay/v2/create': 'sandbox gateway: server-to-server, signed by the shop',
  'GET /sandbox/zalopay/pay': 'sandbox gateway pay page: authorised by a signed ticket',
  'POST /sandbox/zalopay/complete': 'sandbox gateway: authorised by a signed ticket',
  'POST /sandbox/zalopay/v2/query': 'sandbox gateway: server-to-server status query, signed by the shop',
  'POST /sandbox/zalopay/v2/refund': 'sandbox gateway: server-to-server refund, signed by the shop (a refund of one transaction, never beyond what it took)',
  'GET /sandbox/vnpay/paymentv2/vpcpay.html': 'sandbox gateway pay page: authorised by the signed VNPay query',
  'POST /sandbox/vnpay/complete': 'sandbox gateway: authorised by a signed ticket',
  'POST /sandbox/vnpay/merchant_webapi/api/transaction': 'sandbox gateway: server-to-server querydr and refund, signed by the shop (a refund of one transaction, never beyond what it took)',
  'GET /images/:size/*': 'public image host; avatars are addressed by an unguessable content hash',
  'POST /v1/admin/auth/login': 'back-office entry point (staff log-in and rate-limit tests in __tests__/server/admin); its 401 means wrong credentials',
  'POST /v1/admin/auth/login/code': 'back-office entry point, answers the same whoever the address belongs to (device-cookie tests)',
  'POST /v1/admin/auth/set-password': 'back-office entry point authorised by the single-use link an owner made (staff-passwords tests)',
};

/** OpenAPI operations whose documented 401 is not "log in first". */
export const NON_SESSION_401 = new Set(['POST /v1/user/consumer/login', 'POST /v1/admin/auth/login']);
