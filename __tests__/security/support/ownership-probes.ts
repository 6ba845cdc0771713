/**
 * The ownership matrix: for every route that touches a shopper's data, requests made by another logged-in
 * shopper (B) aimed at shopper A's ids, and the same requests from a guest. Keyed by Fastify route.
 */
import { eq } from 'drizzle-orm';
import { notificationPreferences, payments, pushSubscriptions } from '../../../server/db/schema';
import type { AccountsServer } from '../../server/accounts/helpers';
import { jsonHeaders, type Exchange, type Outgoing } from './http';
import type { SeededShopper } from './seeded-shopper';
import { STAFF_TOKEN } from './shop';

export type Actor = 'other' | 'guest';

export interface MatrixContext {
  server: AccountsServer;
  a: SeededShopper;
  b: SeededShopper;
  /** A fresh session of B (for log-out, which must end only that session). */
  freshSessionOfB(): Promise<string>;
  packageId: number;
}

export interface Probe {
  label: string;
  request(ctx: MatrixContext, cookie: string | null): Outgoing | Promise<Outgoing>;
  expect: Record<Actor, number | readonly number[]>;
  /** Something of B's own that B's successful answer must show (so "none of A's data" is not vacuous). */
  ownData?(ctx: MatrixContext): string;
  /** Runs on answers below 400 (the guest's 401s have nothing to check). */
  check?(exchange: Exchange, ctx: MatrixContext): void | Promise<void>;
}

function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  return (_ctx: MatrixContext, cookie: string | null): Outgoing => ({
    method,
    path,
    headers: { ...jsonHeaders(cookie, body !== undefined), ...extra },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** Like `call`, with the path and body computed from the context. */
function callWith(method: string, build: (ctx: MatrixContext) => { path: string; body?: unknown; headers?: Record<string, string> }) {
  return (ctx: MatrixContext, cookie: string | null): Outgoing => {
    const { path, body, headers } = build(ctx);
    return call(method, path, body, headers)(ctx, cookie);
  };
}

const OWN = { other: 200, guest: 401 } as const;
const NOT_YOURS = { other: 404, guest: 401 } as const;

const expectJson = (exchange: Exchange) => exchange.json as Record<string, unknown>;

async function paymentOwner(ctx: MatrixContext, reference: string): Promise<number | undefined> {
  const [row] = await ctx.server.database.db.select({ customerId: payments.customerId }).from(payments).where(eq(payments.reference, reference));
  return row?.customerId;
}

export const OWNERSHIP_PROBES: Readonly<Record<string, readonly Probe[]>> = {
  'GET /v1/user/consumer/me': [{ label: 'me', request: call('GET', '/v1/user/consumer/me'), expect: OWN, ownData: (c) => c.b.marker }],
  // A guest's answer is `{ account: null }` (200), never anyone's account.
  'GET /v1/user/consumer/session': [
    {
      label: 'session',
      request: call('GET', '/v1/user/consumer/session'),
      expect: { other: 200, guest: 200 },
      ownData: (c) => c.b.marker,
      check: (exchange, c) => {
        const account = (exchange.json as { account: { customer: { id: number } } | null }).account;
        if (account !== null) expect(account.customer.id).not.toBe(c.a.customerId);
      },
    },
  ],
  'DELETE /v1/user/consumer/me': [
    {
      label: 'log-out ends only the caller’s own session',
      request: async (ctx, cookie) => call('DELETE', '/v1/user/consumer/me')(ctx, cookie ? await ctx.freshSessionOfB() : null),
      expect: { other: 200, guest: 200 },
      async check(_exchange, ctx) {
        const me = await ctx.a.shopper.get('/v1/user/consumer/me');
        expect(me.status).toBe(200);
      },
    },
  ],
  'PUT /v1/user/change-password': [
    {
      label: 'A’s password does not change B’s, nor A’s',
      request: callWith('PUT', (c) => ({ path: '/v1/user/change-password', body: { oldPassword: c.a.password, newPassword: 'mat-khau-moi-cua-ke-gian' } })),
      expect: { other: 400, guest: [400, 401] },
    },
  ],
  'POST /v1/user/consumer/verification': [
    {
      label: 'a code goes to the caller’s own address only',
      request: call('POST', '/v1/user/consumer/verification', { channel: 'phone' }),
      expect: OWN,
      check: (exchange, ctx) => {
        const destination = String(expectJson(exchange).destination);
        expect(destination.slice(-3)).toBe(ctx.b.phone.slice(-3));
      },
    },
  ],
  'POST /v1/user/consumer/verification/confirm': [
    {
      label: 'a guess verifies nothing of A’s',
      request: call('POST', '/v1/user/consumer/verification/confirm', { channel: 'phone', code: '000000' }),
      expect: { other: 400, guest: [400, 401] },
      async check(_exchange, ctx) {
        const me = await ctx.a.shopper.get<{ user: { phoneVerified: boolean } }>('/v1/user/consumer/me');
        expect(me.body.user.phoneVerified).toBe(false);
      },
    },
  ],
  'GET /v1/customer/customer-profile': [{ label: 'profile', request: call('GET', '/v1/customer/customer-profile'), expect: OWN, ownData: (c) => c.b.marker }],
  'PUT /v1/customer/customer-profile': [
    {
      label: 'A’s avatar URL',
      request: callWith('PUT', (c) => ({ path: '/v1/customer/customer-profile', body: { fullName: c.b.account.customer.fullName, avatarUrl: c.a.avatarUrl } })),
      expect: { other: 400, guest: [400, 401] },
    },
    {
      label: 'A’s ids smuggled in the body',
      request: callWith('PUT', (c) => ({
        path: '/v1/customer/customer-profile',
        body: { fullName: c.b.account.customer.fullName, id: c.a.customerId, customerId: c.a.customerId, userId: c.a.account.user.id },
      })),
      expect: OWN,
      check: (exchange, ctx) => expect(expectJson(exchange).id).toBe(ctx.b.customerId),
    },
  ],
  'POST /v1/customer/avatar/upload-url': [
    {
      label: 'upload URL is signed for the caller only',
      request: call('POST', '/v1/customer/avatar/upload-url', { contentType: 'image/png' }),
      expect: OWN,
      check: (exchange, ctx) => expect(String(expectJson(exchange).uploadUrl)).toContain(`/upload/${ctx.b.customerId}/`),
    },
  ],
  'PUT /v1/customer/avatar/upload/:customerId/:hash': [
    {
      // Authorised by an HMAC signature, not by the session: a signature for B cannot write A's avatar (403).
      label: 'B’s signed upload URL re-aimed at A',
      async request(ctx, cookie) {
        const reply = await ctx.b.shopper.post<{ uploadUrl: string }>('/v1/customer/avatar/upload-url', { contentType: 'image/png' });
        const forged = reply.body.uploadUrl.replace(/upload\/\d+\//, `upload/${ctx.a.customerId}/`);
        return { method: 'PUT', path: forged, headers: { 'content-type': 'image/png', ...(cookie ? { cookie: `sid=${cookie}` } : {}) }, body: new Uint8Array([137, 80, 78, 71]) };
      },
      expect: { other: 403, guest: 403 },
    },
  ],
  'GET /v1/customer/address': [{ label: 'address book', request: call('GET', '/v1/customer/address'), expect: OWN, ownData: (c) => c.b.marker }],
  'POST /v1/customer/address': [
    {
      label: 'A’s customer id smuggled in the body',
      request: callWith('POST', (c) => ({
        path: '/v1/customer/address',
        body: { customerId: c.a.customerId, type: 'ADDRESS_TYPE_COMPANY', receiverName: 'Kẻ gian', receiverPhone: '0987654321', street: '1 Tràng Tiền', cityId: '01', wardId: '00070' },
      })),
      expect: { other: 201, guest: 401 },
    },
  ],
  'PUT /v1/customer/address/:id': [
    {
      label: 'A’s address',
      request: callWith('PUT', (c) => ({
        path: `/v1/customer/address/${c.a.addressId}`,
        body: { id: c.a.addressId, type: 'ADDRESS_TYPE_HOME', receiverName: 'Kẻ gian', receiverPhone: '0987654321', street: 'Đã đổi', cityId: '01', wardId: '00070' },
      })),
      expect: NOT_YOURS,
    },
  ],
  'DELETE /v1/customer/address/:id': [
    { label: 'A’s address', request: callWith('DELETE', (c) => ({ path: `/v1/customer/address/${c.a.addressId}`, body: { id: c.a.addressId } })), expect: NOT_YOURS },
  ],
  'GET /v1/product/favorite-product/list': [
    { label: 'favourites', request: call('GET', '/v1/product/favorite-product/list'), expect: OWN, ownData: (c) => `"id":${c.b.favouriteProductId}` },
  ],
  'GET /v1/product/favorite-product/ids': [
    {
      label: 'favourite ids',
      request: call('GET', '/v1/product/favorite-product/ids'),
      expect: OWN,
      check: (exchange, ctx) => expect(expectJson(exchange).ids).toEqual([ctx.b.favouriteProductId]),
    },
  ],
  'DELETE /v1/product/favorite-product': [
    { label: 'A’s favourite', request: callWith('DELETE', (c) => ({ path: '/v1/product/favorite-product', body: { id: c.a.favouriteProductId } })), expect: NOT_YOURS },
  ],
  'POST /v1/product/favorite-product': [
    {
      // A body is validated as sent (server/http/validators.ts): a field the schema does not allow is refused.
      label: 'A’s customer id smuggled in the body',
      request: callWith('POST', (c) => ({ path: '/v1/product/favorite-product', body: { productId: c.a.favouriteProductId, customerId: c.a.customerId } })),
      expect: { other: 400, guest: [400, 401] },
    },
  ],
  'GET /v1/wallet': [
    {
      label: 'balances',
      request: call('GET', '/v1/wallet'),
      expect: OWN,
      check: (exchange, ctx) => expect(expectJson(exchange).availableBalance).toBe(ctx.b.availableBalance),
    },
  ],
  'GET /v1/wallet/transactions': [{ label: 'wallet entries', request: call('GET', '/v1/wallet/transactions'), expect: OWN, ownData: (c) => c.b.marker }],
  'GET /v1/wallet/withdrawals': [
    { label: 'withdrawals to a bank account', request: call('GET', '/v1/wallet/withdrawals'), expect: OWN, ownData: (c) => `"accountNumber":"${c.b.withdrawal.accountNumber}"` },
  ],
  'POST /v1/wallet/withdrawals': [
    {
      // The amount is held from the caller's wallet only: A's balance does not move, and ids in the body are refused.
      label: 'A’s customer id smuggled in the body',
      request: callWith('POST', (c) => ({
        path: '/v1/wallet/withdrawals',
        body: { amount: 10_000, bankCode: 'ACB', accountNumber: '123456789', accountHolder: 'KE GIAN', customerId: c.a.customerId },
      })),
      expect: { other: 400, guest: [400, 401] },
    },
    {
      label: 'held from the caller’s wallet only',
      request: call('POST', '/v1/wallet/withdrawals', { amount: 10_000, bankCode: 'ACB', accountNumber: '123456789', accountHolder: 'KE GIAN' }),
      expect: { other: 201, guest: 401 },
      async check(_exchange, ctx) {
        const wallet = await ctx.a.shopper.get<{ availableBalance: number }>('/v1/wallet');
        expect(wallet.body.availableBalance).toBe(ctx.a.availableBalance);
      },
    },
  ],
  'POST /v1/consumer-membership-package/:id/purchase': [
    {
      label: 'paid from the caller’s wallet only',
      request: callWith('POST', (c) => ({ path: `/v1/consumer-membership-package/${c.packageId}/purchase`, body: { paymentMethod: 'wallet' } })),
      expect: { other: [200, 409], guest: 401 },
    },
  ],
  'POST /v1/review': [
    {
      label: 'a review of A’s order line',
      request: callWith('POST', (c) => ({ path: '/v1/review', body: { orderItemId: c.a.transferOrder.itemId, stars: 1, text: 'Đánh giá giả mạo' } })),
      expect: NOT_YOURS,
    },
  ],
  'POST /v1/review/photos': [
    // The body is not a picture: B is answered 415 for its own upload; a guest never gets that far.
    { label: 'a photo under the caller’s own id only', request: callWith('POST', () => ({ path: '/v1/review/photos', body: { not: 'a picture' } })), expect: { other: 415, guest: 401 } },
  ],
  'GET /v1/voucher': [{ label: 'voucher wallet (uses left are the caller’s)', request: call('GET', '/v1/voucher'), expect: OWN }],
  'POST /v1/voucher/check': [
    { label: 'a code’s terms for the caller', request: callWith('POST', () => ({ path: '/v1/voucher/check', body: { code: 'KHONGCOMA' } })), expect: { other: 404, guest: 401 } },
  ],
  'GET /v1/notification/list': [{ label: 'notifications', request: call('GET', '/v1/notification/list'), expect: OWN, ownData: (c) => c.b.marker }],
  'GET /v1/notification/unread-count': [{ label: 'unread count', request: call('GET', '/v1/notification/unread-count'), expect: OWN }],
  'PUT /v1/notification/:id/read': [
    { label: 'A’s notification', request: callWith('PUT', (c) => ({ path: `/v1/notification/${c.a.notificationId}/read` })), expect: NOT_YOURS },
  ],
  'PUT /v1/notification/read-all': [{ label: 'read-all marks only the caller’s', request: call('PUT', '/v1/notification/read-all'), expect: OWN }],
  'GET /v1/notification/preferences': [{ label: 'reminder channels', request: call('GET', '/v1/notification/preferences'), expect: OWN }],
  'PUT /v1/notification/preferences': [
    {
      label: 'channels changed are the caller’s only',
      request: call('PUT', '/v1/notification/preferences', { sms: false }),
      expect: OWN,
      async check(_exchange, ctx) {
        const rows = await ctx.server.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.customerId, ctx.a.customerId));
        expect(rows.every((row) => row.sms)).toBe(true);
      },
    },
  ],
  'POST /v1/notification/push-subscriptions': [
    {
      label: 'a browser subscribed for the caller',
      request: callWith('POST', () => ({
        path: '/v1/notification/push-subscriptions',
        body: { endpoint: `https://push.example/b-${Date.now()}`, keys: { p256dh: 'B'.repeat(87), auth: 'b'.repeat(22) } },
      })),
      expect: OWN,
      async check(_exchange, ctx) {
        const rows = await ctx.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, ctx.a.customerId));
        expect(rows.filter((row) => row.endpoint.startsWith('https://push.example/b-'))).toHaveLength(0);
      },
    },
  ],
  'DELETE /v1/notification/push-subscriptions': [
    {
      label: 'A’s browser is not unsubscribed by another',
      request: async (ctx, cookie) => {
        const endpoint = `https://push.example/a-${ctx.a.customerId}`;
        await ctx.server.database.db
          .insert(pushSubscriptions)
          .values({ customerId: ctx.a.customerId, endpoint, p256dh: 'A'.repeat(87), auth: 'a'.repeat(22) })
          .onConflictDoNothing();
        return call('DELETE', '/v1/notification/push-subscriptions', { endpoint })(ctx, cookie);
      },
      expect: OWN,
      async check(_exchange, ctx) {
        const rows = await ctx.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, ctx.a.customerId));
        expect(rows.map((row) => row.endpoint)).toContain(`https://push.example/a-${ctx.a.customerId}`);
      },
    },
  ],
  'GET /v1/cart/cart-item/list': [{ label: 'cart', request: call('GET', '/v1/cart/cart-item/list'), expect: OWN, ownData: (c) => `"id":${c.b.cartItemId}` }],
  'POST /v1/cart': [
    {
      label: 'A’s customer id smuggled in the body',
      request: callWith('POST', (c) => ({ path: '/v1/cart', body: { productId: c.a.favouriteProductId, mode: 'sale', quantities: 1, customerId: c.a.customerId } })),
      expect: { other: 201, guest: 401 },
    },
  ],
  'POST /v1/cart/merge': [
    {
      label: 'guest cart merged into the caller’s',
      request: callWith('POST', (c) => ({ path: '/v1/cart/merge', body: { items: [{ productId: c.a.favouriteProductId, mode: 'sale', quantities: 1 }] } })),
      expect: OWN,
    },
  ],
  'PUT /v1/cart/cart-item/:id': [
    {
      label: 'A’s cart line',
      request: callWith('PUT', (c) => ({ path: `/v1/cart/cart-item/${c.a.cartItemId}`, body: { id: c.a.cartItemId, quantities: 2 } })),
      expect: NOT_YOURS,
    },
  ],
  'DELETE /v1/cart/cart-item': [
    {
      // The contract: ids that are not yours are ignored (removed: 0).
      label: 'A’s cart line',
      request: callWith('DELETE', (c) => ({ path: '/v1/cart/cart-item', body: { ids: [c.a.cartItemId] } })),
      expect: OWN,
      check: (exchange) => expect(expectJson(exchange).removed).toBe(0),
    },
  ],
  'POST /v1/order/quote': [
    { label: 'A’s cart line', request: callWith('POST', (c) => ({ path: '/v1/order/quote', body: { cartItemIds: [c.a.cartItemId], deliveryMethod: 'pickup' } })), expect: NOT_YOURS },
  ],
  'POST /v1/order': [
    {
      label: 'A’s cart line',
      request: callWith('POST', (c) => ({ path: '/v1/order', body: { cartItemIds: [c.a.cartItemId], deliveryMethod: 'pickup', paymentMethod: 'bank_transfer' } })),
      expect: NOT_YOURS,
    },
    {
      label: 'B’s own line delivered to A’s address',
      request: callWith('POST', (c) => ({
        path: '/v1/order',
        body: { cartItemIds: [c.b.cartItemId], deliveryMethod: 'delivery', addressId: c.a.addressId, paymentMethod: 'bank_transfer' },
      })),
      expect: NOT_YOURS,
    },
  ],
  'GET /v1/order/list': [
    { label: 'orders', request: call('GET', '/v1/order/list'), expect: OWN, ownData: (c) => c.b.transferOrder.code },
  ],
  'GET /v1/order/:id': [
    { label: 'A’s bank-transfer order (VietQR)', request: callWith('GET', (c) => ({ path: `/v1/order/${c.a.transferOrder.id}` })), expect: NOT_YOURS },
    { label: 'A’s MoMo order', request: callWith('GET', (c) => ({ path: `/v1/order/${c.a.momoOrder.id}` })), expect: NOT_YOURS },
  ],
  'POST /v1/order/:id/cancel': [
    { label: 'A’s order', request: callWith('POST', (c) => ({ path: `/v1/order/${c.a.transferOrder.id}/cancel`, body: { reason: 'Kẻ gian hủy' } })), expect: NOT_YOURS },
  ],
  'POST /v1/order/:id/pay': [
    { label: 'A’s order', request: callWith('POST', (c) => ({ path: `/v1/order/${c.a.momoOrder.id}/pay`, body: { paymentMethod: 'zalopay' } })), expect: NOT_YOURS },
  ],
  'GET /v1/order/:id/items/:itemId/photos/:photoId': [
    { label: 'A’s order line', request: callWith('GET', (c) => ({ path: `/v1/order/${c.a.transferOrder.id}/items/${c.a.transferOrder.itemId}/photos/1` })), expect: NOT_YOURS },
  ],
  'GET /v1/order/:id/slip': [
    { label: 'A’s order, hand-over slip', request: callWith('GET', (c) => ({ path: `/v1/order/${c.a.transferOrder.id}/slip` })), expect: NOT_YOURS },
    { label: 'A’s order, return slip page', request: callWith('GET', (c) => ({ path: `/v1/order/${c.a.transferOrder.id}/slip?kind=return&format=html` })), expect: NOT_YOURS },
  ],
  'GET /v1/order/:id/items/:itemId/extension': [
    { label: 'A’s order line', request: callWith('GET', (c) => ({ path: `/v1/order/${c.a.transferOrder.id}/items/${c.a.transferOrder.itemId}/extension` })), expect: NOT_YOURS },
  ],
  'POST /v1/order/:id/items/:itemId/extension': [
    {
      label: 'A’s order line',
      request: callWith('POST', (c) => ({ path: `/v1/order/${c.a.transferOrder.id}/items/${c.a.transferOrder.itemId}/extension`, body: { days: 1, paymentMethod: 'momo' } })),
      expect: NOT_YOURS,
    },
  ],
  'GET /v1/payment/:reference': [
    { label: 'A’s VietQR transfer', request: callWith('GET', (c) => ({ path: `/v1/payment/${c.a.transferOrder.reference}` })), expect: NOT_YOURS },
    { label: 'A’s MoMo payment', request: callWith('GET', (c) => ({ path: `/v1/payment/${c.a.momoOrder.reference}` })), expect: NOT_YOURS },
    { label: 'A’s top-up', request: callWith('GET', (c) => ({ path: `/v1/payment/${c.a.topUpReference}` })), expect: NOT_YOURS },
  ],
  'POST /v1/payment/membership': [
    {
      label: 'the payment is the caller’s',
      request: callWith('POST', (c) => ({ path: '/v1/payment/membership', body: { packageId: c.packageId, paymentMethod: 'momo' } })),
      expect: OWN,
      check: async (exchange, ctx) => expect(await paymentOwner(ctx, String(expectJson(exchange).reference))).toBe(ctx.b.customerId),
    },
  ],
  'POST /v1/payment/top-up': [
    {
      label: 'the payment is the caller’s',
      request: call('POST', '/v1/payment/top-up', { amount: 20_000, paymentMethod: 'vnpay_atm' }),
      expect: OWN,
      check: async (exchange, ctx) => expect(await paymentOwner(ctx, String(expectJson(exchange).reference))).toBe(ctx.b.customerId),
    },
  ],
  // Gateways' server-to-server callbacks: only a valid signature may touch A's payment, whoever sends them.
  'POST /v1/payment/momo/ipn': [
    {
      label: 'forged IPN for A’s payment',
      request: callWith('POST', (c) => ({
        path: '/v1/payment/momo/ipn',
        body: { partnerCode: 'MOMO', orderId: c.a.momoOrder.reference, requestId: c.a.momoOrder.reference, amount: 1, resultCode: 0, transId: 1, signature: 'f'.repeat(64) },
      })),
      expect: { other: 400, guest: 400 },
    },
  ],
  'POST /v1/payment/zalopay/callback': [
    {
      label: 'forged callback for A’s payment',
      request: callWith('POST', (c) => ({
        path: '/v1/payment/zalopay/callback',
        body: { data: JSON.stringify({ app_trans_id: `250101_${c.a.momoOrder.reference}`, amount: 1 }), mac: '0'.repeat(64), type: 1 },
      })),
      expect: { other: 200, guest: 200 },
      check: (exchange) => expect(expectJson(exchange).return_code).toBe(-1),
    },
  ],
  'GET /v1/payment/vnpay/ipn': [
    {
      label: 'forged IPN for A’s payment',
      request: callWith('GET', (c) => ({ path: `/v1/payment/vnpay/ipn?vnp_TxnRef=${c.a.momoOrder.reference}&vnp_Amount=100&vnp_ResponseCode=00&vnp_SecureHash=${'a'.repeat(128)}` })),
      expect: { other: 200, guest: 200 },
      check: (exchange) => expect(expectJson(exchange).RspCode).not.toBe('00'),
    },
  ],
  'GET /v1/payment/momo/return': [
    {
      label: 'unsigned return for A’s payment: a same-site redirect, nothing marked paid',
      request: callWith('GET', (c) => ({ path: `/v1/payment/momo/return?orderId=${c.a.momoOrder.reference}&resultCode=0&signature=bad` })),
      expect: { other: 302, guest: 302 },
      check: (exchange) => expect(exchange.headers.get('location')).toMatch(/^\/(?!\/)/),
    },
  ],
  'GET /v1/payment/zalopay/return': [
    {
      label: 'unsigned return for A’s payment',
      request: callWith('GET', (c) => ({ path: `/v1/payment/zalopay/return?apptransid=250101_${c.a.momoOrder.reference}&status=1&checksum=bad` })),
      expect: { other: 302, guest: 302 },
      check: (exchange) => expect(exchange.headers.get('location')).toMatch(/^\/(?!\/)/),
    },
  ],
  'GET /v1/payment/vnpay/return': [
    {
      label: 'unsigned return for A’s payment',
      request: callWith('GET', (c) => ({ path: `/v1/payment/vnpay/return?vnp_TxnRef=${c.a.momoOrder.reference}&vnp_ResponseCode=00&vnp_SecureHash=bad` })),
      expect: { other: 302, guest: 302 },
      check: (exchange) => expect(exchange.headers.get('location')).toMatch(/^\/(?!\/)/),
    },
  ],
  // Staff routes: a shopper's session is no staff credential.
  'POST /v1/staff/order/:code/paid': [
    { label: 'A’s order, session only', request: callWith('POST', (c) => ({ path: `/v1/staff/order/${c.a.transferOrder.code}/paid` })), expect: { other: 401, guest: 401 } },
    {
      label: 'A’s order, wrong bearer',
      request: callWith('POST', (c) => ({ path: `/v1/staff/order/${c.a.transferOrder.code}/paid`, headers: { authorization: `Bearer ${STAFF_TOKEN}x` } })),
      expect: { other: 401, guest: 401 },
    },
  ],
  'POST /v1/staff/order/:code/delivered': [
    { label: 'A’s order, session only', request: callWith('POST', (c) => ({ path: `/v1/staff/order/${c.a.transferOrder.code}/delivered` })), expect: { other: 401, guest: 401 } },
  ],
  // The back-office: a shopper's session, even with the staff client's header and a valid request, opens none of it.
  ...adminProbes({
    'GET /v1/admin/auth/me': () => ({ path: '/v1/admin/auth/me' }),
    'POST /v1/admin/auth/logout': () => ({ path: '/v1/admin/auth/logout' }),
    'PUT /v1/admin/auth/password': () => ({ path: '/v1/admin/auth/password', body: { oldPassword: 'mat-khau-bi-mat-1', newPassword: 'mat-khau-ke-gian' } }),
    'POST /v1/admin/staff/:id/password-reset': () => ({ path: '/v1/admin/staff/1/password-reset' }),
    'GET /v1/admin/staff': () => ({ path: '/v1/admin/staff' }),
    'POST /v1/admin/staff': () => ({ path: '/v1/admin/staff', body: { email: 'ke-gian@example.vn', fullName: 'Kẻ gian', role: 'owner', password: 'mat-khau-ke-gian' } }),
    'PUT /v1/admin/staff/:id': () => ({ path: '/v1/admin/staff/1', body: { role: 'owner' } }),
    'GET /v1/admin/audit': () => ({ path: '/v1/admin/audit' }),
    'GET /v1/admin/today': () => ({ path: '/v1/admin/today' }),
    'GET /v1/admin/orders': (c) => ({ path: `/v1/admin/orders?q=${c.a.transferOrder.code}` }),
    'GET /v1/admin/orders/:id': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}` }),
    'POST /v1/admin/orders/:id/confirm-payment': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/confirm-payment`, body: {} }),
    // Counter orders: A's own customer id and a valid line, so only the missing staff session refuses them.
    'GET /v1/admin/customers': () => ({ path: '/v1/admin/customers?q=lan' }),
    'POST /v1/admin/customers': () => ({ path: '/v1/admin/customers', body: { fullName: 'Kẻ gian', phone: '0912345679' } }),
    'POST /v1/admin/orders/quote': (c) => ({ path: '/v1/admin/orders/quote', body: { customerId: c.a.customerId, lines: [{ productId: 1, sizeId: 1, mode: 'sale', quantity: 1 }], deliveryMethod: 'pickup' } }),
    'POST /v1/admin/orders': (c) => ({
      path: '/v1/admin/orders',
      body: { customerId: c.a.customerId, lines: [{ productId: 1, sizeId: 1, mode: 'sale', quantity: 1 }], channel: 'counter', deliveryMethod: 'pickup', payment: 'cash' },
    }),
    'POST /v1/admin/orders/:id/hand-over': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/hand-over` }),
    'POST /v1/admin/orders/:id/items/:itemId/return': (c) => ({
      path: `/v1/admin/orders/${c.a.transferOrder.id}/items/1/return`,
      body: { returnedOn: '2026-01-01', condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' },
    }),
    'POST /v1/admin/orders/:id/items/:itemId/refund-paid': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/items/1/refund-paid`, body: {} }),
    'GET /v1/admin/catalog/options': () => ({ path: '/v1/admin/catalog/options' }),
    'GET /v1/admin/products': () => ({ path: '/v1/admin/products?filter=draft' }),
    'POST /v1/admin/products': () => ({ path: '/v1/admin/products', body: { name: 'Hàng giả', categoryId: 1 } }),
    'GET /v1/admin/products/:id': () => ({ path: '/v1/admin/products/1' }),
    'PUT /v1/admin/products/:id': () => ({ path: '/v1/admin/products/1', body: { published: false } }),
    'POST /v1/admin/products/:id/photos': () => ({ path: '/v1/admin/products/1/photos', body: {} }),
    'PUT /v1/admin/products/:id/photos/order': () => ({ path: '/v1/admin/products/1/photos/order', body: { imageIds: [1] } }),
    'DELETE /v1/admin/products/:id/photos/:imageId': () => ({ path: '/v1/admin/products/1/photos/1' }),
    'GET /v1/admin/banners': () => ({ path: '/v1/admin/banners' }),
    'POST /v1/admin/banners': () => ({ path: '/v1/admin/banners', body: { kind: 'hot', title: 'Lừa đảo' } }),
    'PUT /v1/admin/banners/:id': () => ({ path: '/v1/admin/banners/1', body: { kind: 'hot', title: 'Lừa đảo' } }),
    'DELETE /v1/admin/banners/:id': () => ({ path: '/v1/admin/banners/1' }),
    'GET /v1/admin/content-pages': () => ({ path: '/v1/admin/content-pages' }),
    'GET /v1/admin/vouchers': () => ({ path: '/v1/admin/vouchers' }),
    'GET /v1/admin/reviews': () => ({ path: '/v1/admin/reviews' }),
    'GET /v1/admin/site-build': () => ({ path: '/v1/admin/site-build' }),
    'POST /v1/admin/reviews/:id/hide': () => ({ path: '/v1/admin/reviews/1/hide', body: { reason: 'Lừa đảo' } }),
    'POST /v1/admin/reviews/:id/show': () => ({ path: '/v1/admin/reviews/1/show' }),
    'POST /v1/admin/vouchers': () => ({ path: '/v1/admin/vouchers', body: { code: 'LUADAO', title: 'Lừa đảo' } }),
    'PATCH /v1/admin/vouchers/:id': () => ({ path: '/v1/admin/vouchers/1', body: { paused: false } }),
    'GET /v1/admin/collections': () => ({ path: '/v1/admin/collections' }),
    'GET /v1/admin/categories': () => ({ path: '/v1/admin/categories' }),
    'POST /v1/admin/orders/:id/items/:itemId/photos': () => ({ path: '/v1/admin/orders/1/items/1/photos', body: {} }),
    'GET /v1/admin/orders/:id/items/:itemId/photos/:photoId': () => ({ path: '/v1/admin/orders/1/items/1/photos/1' }),
    'GET /v1/admin/membership-packages': () => ({ path: '/v1/admin/membership-packages' }),
    'PATCH /v1/admin/orders/:id/items/:itemId': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/items/${c.a.transferOrder.itemId}`, body: { dateTo: '2030-01-02' } }),
    'POST /v1/admin/orders/:id/items/:itemId/change-quote': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/items/${c.a.transferOrder.itemId}/change-quote`, body: { dateTo: '2030-01-02' } }),
    'GET /v1/admin/orders/:id/items/:itemId/free-units': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/items/${c.a.transferOrder.itemId}/free-units` }),
    'GET /v1/admin/orders/:id/slip': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/slip` }),
    'GET /v1/admin/reports/export': () => ({ path: '/v1/admin/reports/export?from=2026-01-01&to=2026-01-31' }),
    'GET /v1/admin/stock/products': () => ({ path: '/v1/admin/stock/products?q=ao' }),
    'GET /v1/admin/stock/products/:id': () => ({ path: '/v1/admin/stock/products/1' }),
    'POST /v1/admin/stock/units/:id/blocks': () => ({ path: '/v1/admin/stock/units/1/blocks', body: { dateFrom: '2030-01-01', dateTo: '2030-01-02', reason: 'lost', note: '' } }),
    'DELETE /v1/admin/stock/blocks/:id': () => ({ path: '/v1/admin/stock/blocks/1' }),
    'POST /v1/admin/stock/units/:id/retire': () => ({ path: '/v1/admin/stock/units/1/retire' }),
    'GET /v1/admin/stock/units/:id': () => ({ path: '/v1/admin/stock/units/1' }),
    'GET /v1/admin/stock/calendar': () => ({ path: '/v1/admin/stock/calendar?productId=1' }),
    'GET /v1/admin/stock/calendar/products': () => ({ path: '/v1/admin/stock/calendar/products?q=ao' }),
    'GET /v1/admin/categories/:id/size-guide': () => ({ path: '/v1/admin/categories/1/size-guide' }),
    'PUT /v1/admin/categories/:id/size-guide': () => ({ path: '/v1/admin/categories/1/size-guide', body: { columns: ['Ngực'], rows: [{ size: 'S', values: ['80'] }] } }),
    'DELETE /v1/admin/categories/:id/size-guide': () => ({ path: '/v1/admin/categories/1/size-guide' }),
    'POST /v1/admin/membership-packages': () => ({ path: '/v1/admin/membership-packages', body: { name: 'Lừa đảo' } }),
    'PUT /v1/admin/membership-packages/:id': () => ({ path: '/v1/admin/membership-packages/1', body: { name: 'Lừa đảo' } }),
    'POST /v1/admin/categories': () => ({ path: '/v1/admin/categories', body: { name: 'Lừa đảo', parentId: null } }),
    'PUT /v1/admin/categories/order': () => ({ path: '/v1/admin/categories/order', body: { parentId: null, ids: [1] } }),
    'PUT /v1/admin/categories/:id': () => ({ path: '/v1/admin/categories/1', body: { name: 'Lừa đảo', parentId: null } }),
    'DELETE /v1/admin/categories/:id': () => ({ path: '/v1/admin/categories/1' }),
    'PUT /v1/admin/collections/:id': () => ({ path: '/v1/admin/collections/1', body: { title: 'Lừa đảo', description: '', productIds: [] } }),
    'GET /v1/admin/content-pages/:id': () => ({ path: '/v1/admin/content-pages/1' }),
    'GET /v1/admin/refunds': () => ({ path: '/v1/admin/refunds' }),
    'POST /v1/admin/refunds/:id/paid': () => ({ path: '/v1/admin/refunds/1/paid', body: { reference: 'FT1' } }),
    'POST /v1/admin/refunds/:id/to-wallet': () => ({ path: '/v1/admin/refunds/1/to-wallet' }),
    'POST /v1/admin/withdrawals/:id/paid': (c) => ({ path: `/v1/admin/withdrawals/${c.a.withdrawal.id}/paid`, body: { reference: 'FT1' } }),
    'POST /v1/admin/withdrawals/:id/reject': (c) => ({ path: `/v1/admin/withdrawals/${c.a.withdrawal.id}/reject`, body: { reason: 'Lừa đảo' } }),
    'POST /v1/admin/orders/:id/cancel': (c) => ({ path: `/v1/admin/orders/${c.a.transferOrder.id}/cancel`, body: { reason: 'Lừa đảo', destination: 'wallet' } }),
    'PUT /v1/admin/content-pages/:id': () => ({ path: '/v1/admin/content-pages/1', body: { title: 'Lừa đảo', summary: '', bodyHtml: '<script>alert(1)</script>', position: 0 } }),
  }),
};

/** One probe per admin route: B's shopper session (and a guest) with `X-User-Type: staff` → 401. */
function adminProbes(routes: Record<string, (ctx: MatrixContext) => { path: string; body?: unknown }>): Record<string, Probe[]> {
  return Object.fromEntries(
    Object.entries(routes).map(([key, build]) => {
      const method = key.split(' ')[0]!;
      const probe: Probe = {
        label: 'shopper session as staff',
        request: callWith(method, (c) => ({ ...build(c), headers: { 'x-user-type': 'staff' } })),
        expect: { other: 401, guest: 401 },
      };
      return [key, [probe]];
    }),
  );
}
