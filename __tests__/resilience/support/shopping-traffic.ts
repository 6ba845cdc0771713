/**
 * Concurrent shoppers, each in a loop: add rentals (random dates) and purchases of a few small-stock products to
 * the cart, place the order (wallet, a sandbox gateway, or part wallet), pay through the sandbox, sometimes cancel,
 * sometimes top up the wallet. Every 2xx is recorded in `Acknowledged`; the loops end when `stop()` is called.
 */
import { randomUUID } from 'node:crypto';
import type { Payment } from '../../../core/contracts/payment';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import type { Acknowledged } from './acknowledged';
import type { ApiClient, Reply } from './api-client';
import { openPayPage, pressPay } from './sandbox-gateway';
import type { ContestedProduct } from './shop-data';

export interface TrafficShopper {
  client: ApiClient;
  customerId: number;
  email: string;
  addressId: number;
}

interface OrderReply {
  order: { id: number; code: string; status: string; itemCount: number; total: number; amountDue: number; totals: { walletAmount: number } };
  payment: Payment | null;
}

const GATEWAYS = ['momo', 'zalopay', 'vnpay_atm', 'vnpay_card'] as const;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

export class ShoppingTraffic {
  private stopping = false;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly ack: Acknowledged,
    private readonly products: readonly ContestedProduct[],
  ) {}

  start(shoppers: readonly TrafficShopper[]): void {
    for (const shopper of shoppers) this.loops.push(this.loop(shopper));
  }

  /** From now on failed requests are the kill's doing; resolves once every loop has ended. */
  stop(): Promise<void> {
    this.stopping = true;
    return Promise.all(this.loops).then(() => undefined);
  }

  private async loop(shopper: TrafficShopper): Promise<void> {
    while (!this.stopping) {
      try {
        if (chance(0.1)) await this.topUp(shopper);
        else await this.round(shopper);
      } catch (error) {
        if (this.stopping) this.ack.cutOff += 1;
        else this.ack.unexpected.push(`shopper ${shopper.customerId}: ${(error as Error).message}`);
      }
    }
  }

  /** A reply the traffic did not plan for: 5xx, or a status outside `allowed`. */
  private expectStatus(what: string, reply: Reply<unknown>, allowed: readonly number[]): void {
    if (!allowed.includes(reply.status)) this.ack.unexpected.push(`${what} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
  }

  private async addLine(shopper: TrafficShopper, product: ContestedProduct): Promise<number | null> {
    const body: Record<string, unknown> = { productId: product.id, mode: product.mode, quantities: 1 };
    if (product.mode === 'rent') {
      const from = addDays(todayInVietnam(), 2 + Math.floor(Math.random() * 25));
      Object.assign(body, { dateFrom: from, dateTo: addDays(from, Math.floor(Math.random() * 4)) });
    }
    const reply = await shopper.client.post<{ item: { id: number } }>('/v1/cart', body);
    this.expectStatus('add to cart', reply, [201, 409]);
    if (reply.status !== 201) {
      if (reply.status === 409) this.ack.counts.cartConflicts += 1;
      return null;
    }
    this.ack.counts.cartAdds += 1;
    this.ack.cartLines.set(reply.body.item.id, shopper.customerId);
    return reply.body.item.id;
  }

  private async round(shopper: TrafficShopper): Promise<void> {
    const chosen = chance(0.25) ? [pick(this.products), pick(this.products)] : [pick(this.products)];
    const lines: number[] = [];
    for (const product of new Set(chosen)) {
      const line = await this.addLine(shopper, product);
      if (line !== null) lines.push(line);
    }
    if (lines.length === 0 || this.stopping) return;

    const deliveryMethod = chance(0.3) ? 'delivery' : 'pickup';
    const where = { cartItemIds: lines, deliveryMethod, ...(deliveryMethod === 'delivery' ? { addressId: shopper.addressId } : {}) };
    let payment: Record<string, unknown>;
    if (chance(0.35)) {
      const quote = await shopper.client.post<{ totals: { total: number } }>('/v1/order/quote', where);
      this.expectStatus('quote', quote, [200]);
      if (quote.status !== 200) return;
      payment = { paymentMethod: 'wallet', walletAmount: quote.body.totals.total };
    } else {
      payment = { paymentMethod: pick(GATEWAYS), ...(chance(0.3) ? { walletAmount: 50_000 } : {}) };
    }

    for (const line of lines) this.ack.cartLines.delete(line);
    this.ack.counts.ordersAttempted += 1;
    const placed = await this.keyed<OrderReply>(shopper, 'order', '/v1/order', { ...where, ...payment, note: 'Thử độ bền' });
    this.expectStatus('place order', placed, [201, 409]);
    if (placed.status === 409) {
      this.ack.counts.orderConflicts += 1;
      const removed = await shopper.client.del('/v1/cart/cart-item', { ids: lines });
      this.expectStatus('remove cart lines', removed, [200]);
      return;
    }
    if (placed.status !== 201) return;
    const { order } = placed.body;
    this.ack.orders.set(order.id, {
      id: order.id,
      code: order.code,
      customerId: shopper.customerId,
      itemCount: order.itemCount,
      total: order.total,
      walletAmount: order.totals.walletAmount,
      amountDue: order.amountDue,
      status: order.status,
    });

    const action = placed.body.payment?.action;
    if (order.status === 'not_paid' && action?.kind === 'redirect' && chance(0.85)) {
      await this.payInSandbox(shopper, action.url, { purpose: 'order', orderId: order.id, reference: placed.body.payment!.reference, amount: order.amountDue });
    }
    if (chance(0.2) && !this.stopping) {
      this.ack.counts.cancels += 1;
      const cancelled = await shopper.client.post(`/v1/order/${order.id}/cancel`, { reason: 'Đổi ý' });
      this.expectStatus('cancel', cancelled, [200]);
      if (cancelled.status === 200) this.ack.cancelledOrders.add(order.id);
    }
  }

  /** A write with a fresh Idempotency-Key; cut off by the kill, it is kept to be sent again after the restart. */
  private async keyed<T>(shopper: TrafficShopper, kind: 'order' | 'topup', path: string, body: unknown): Promise<Reply<T>> {
    const key = randomUUID();
    try {
      return await shopper.client.post<T>(path, body, { 'idempotency-key': key });
    } catch (error) {
      if (this.stopping) this.ack.unanswered.push({ customerId: shopper.customerId, kind, path, body, key });
      throw error;
    }
  }

  private async topUp(shopper: TrafficShopper): Promise<void> {
    this.ack.counts.topUps += 1;
    const reply = await this.keyed<Payment>(shopper, 'topup', '/v1/payment/top-up', { amount: 200_000, paymentMethod: pick(GATEWAYS) });
    this.expectStatus('top-up', reply, [200]);
    if (reply.status !== 200 || reply.body.action.kind !== 'redirect') return;
    await this.payInSandbox(shopper, reply.body.action.url, { purpose: 'topup', orderId: null, reference: reply.body.reference, amount: 200_000 });
  }

  /** Pay page → Pay (the sandbox calls the shop back) → the payment's true state, recorded once it reads paid. */
  private async payInSandbox(shopper: TrafficShopper, url: string, payment: { purpose: 'order' | 'topup'; orderId: number | null; reference: string; amount: number }) {
    this.ack.counts.payAttempts += 1;
    const status = await pressPay(await openPayPage(url));
    if (status !== 303) {
      this.ack.unexpected.push(`sandbox pay → ${status}`);
      return;
    }
    const state = await shopper.client.get<{ status: string }>(`/v1/payment/${payment.reference}`);
    this.expectStatus('payment state', state, [200]);
    if (state.status !== 200) return;
    if (state.body.status === 'paid') this.ack.paidPayments.set(payment.reference, { ...payment, customerId: shopper.customerId });
    else if (!this.stopping) this.ack.unexpected.push(`payment ${payment.reference} is ${state.body.status} after the sandbox's callback`);
  }
}
