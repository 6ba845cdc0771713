/** Checks run on the restarted server, through its API, and one new order to show it takes business again. */
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import type { Acknowledged } from './acknowledged';
import { ApiClient, PASSWORD } from './api-client';
import type { TrafficShopper } from './shopping-traffic';

/** After the restart, through the API: health, the old sessions, every acknowledged order; returns each wallet as shown. */
export async function checkThroughApi(url: string, shoppers: readonly TrafficShopper[], ack: Acknowledged): Promise<Map<number, number>> {
  const health = await fetch(`${url}/v1/health`);
  expect({ status: health.status, body: await health.json() }).toMatchObject({ status: 200, body: { status: 'ok', database: { status: 'ok' } } });
  const wallets = new Map<number, number>();
  for (const shopper of shoppers) {
    const client = shopper.client.at(url);
    const me = await client.get<{ customer: { id: number } }>('/v1/user/consumer/me');
    expect({ status: me.status, id: me.body.customer?.id }).toEqual({ status: 200, id: shopper.customerId });
    const wallet = await client.get<{ walletCoin: number }>('/v1/wallet');
    expect(wallet.status).toBe(200);
    wallets.set(shopper.customerId, wallet.body.walletCoin);
  }
  const clients = new Map(shoppers.map((shopper) => [shopper.customerId, shopper.client.at(url)]));
  for (const order of ack.orders.values()) {
    const reply = await clients.get(order.customerId)!.get<{ code: string; items: Array<{ quantity: number }> }>(`/v1/order/${order.id}`);
    // itemCount is the order's number of pieces (its lines' quantities added up), as the API counts it.
    const pieces = reply.body.items?.reduce((total, item) => total + item.quantity, 0);
    expect({ status: reply.status, code: reply.body.code, items: pieces }).toEqual({ status: 200, code: order.code, items: order.itemCount });
  }
  return wallets;
}

/** The restarted server takes new business: a password log-in, then a rental far beyond the traffic's dates. */
export async function placeAfterRestart(url: string, shopper: TrafficShopper, productId: number, ack: Acknowledged): Promise<void> {
  const client = new ApiClient(url);
  const login = await client.post('/v1/user/consumer/login', { identifier: shopper.email, password: PASSWORD });
  expect(login.status).toBe(200);
  const from = addDays(todayInVietnam(), 150);
  const line = await client.post<{ item: { id: number } }>('/v1/cart', { productId, mode: 'rent', quantities: 1, dateFrom: from, dateTo: addDays(from, 1) });
  expect(line.status).toBe(201);
  const where = { cartItemIds: [line.body.item.id], deliveryMethod: 'pickup' };
  const quote = await client.post<{ totals: { total: number } }>('/v1/order/quote', where);
  const placed = await client.post<{ order: { id: number; code: string; itemCount: number; total: number; amountDue: number; status: string } }>('/v1/order', {
    ...where,
    paymentMethod: 'wallet',
    walletAmount: quote.body.totals.total,
  });
  expect({ status: placed.status, orderStatus: placed.body.order?.status }).toEqual({ status: 201, orderStatus: 'delivering' });
  const { order } = placed.body;
  ack.orders.set(order.id, { ...order, customerId: shopper.customerId, walletAmount: order.total });
}

interface PlacedReply {
  order: { id: number; code: string; status: string; itemCount: number; total: number; amountDue: number; totals: { walletAmount: number } };
}

/**
 * Every order and top-up the kill cut off is sent again with its Idempotency-Key, as the storefront does: an order the
 * dead server had committed is answered (the same order, no second debit), one it had not is placed now (or refused
 * with 409 when its units went to someone else meanwhile); a top-up whose gateway link was never made may be 409.
 */
export async function retryUnanswered(url: string, shoppers: readonly TrafficShopper[], ack: Acknowledged): Promise<void> {
  const clients = new Map(shoppers.map((shopper) => [shopper.customerId, shopper.client.at(url)]));
  for (const request of ack.unanswered.splice(0)) {
    const reply = await clients.get(request.customerId)!.post<PlacedReply>(request.path, request.body, { 'idempotency-key': request.key });
    const allowed = request.kind === 'order' ? [201, 409] : [200, 409];
    if (!allowed.includes(reply.status)) ack.unexpected.push(`retried ${request.kind} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
    if (request.kind !== 'order' || reply.status !== 201) continue;
    const { order } = reply.body;
    ack.retriedOrders.set(request.key, order.id);
    ack.orders.set(order.id, {
      id: order.id,
      code: order.code,
      customerId: request.customerId,
      itemCount: order.itemCount,
      total: order.total,
      walletAmount: order.totals.walletAmount,
      amountDue: order.amountDue,
      status: order.status,
    });
  }
}
