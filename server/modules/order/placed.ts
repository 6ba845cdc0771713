/** The answer to a new order, placed or an extension (../rental/extend.ts): the order and its first gateway attempt. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { OrderEventRow, OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { IDEMPOTENCY_MESSAGES } from '../idempotency/messages';
import type { OrderPlaced } from '../../../core/contracts/order';
import type { Payment } from '../../../core/contracts/payment';
import { findOrder, toDetail } from './dto';
import { needsGateway, startOrderPayment } from './pay';
import type { OrderPayments } from './payment-bridge';

export const originOf = (request: FastifyRequest) => ({ origin: `${request.protocol}://${request.host}`, clientIp: request.ip });

export function placedAnswers(db: Db, payments: OrderPayments) {
  /** A replay of a placement whose answer was never recorded: the order as it stands now (nothing started). */
  async function placedAgain(resource: string | null) {
    const order = resource === null ? null : await findOrder(db, Number(resource));
    if (!order) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    const payment = await payments.latest(order.id);
    return { order: await toDetail(db, order, payment), payment };
  }

  /** A new order (placed or extension) with its first gateway attempt started when its method needs one. */
  /** `order.events`: the timeline it was placed with (place-order.ts), shown as it is when nothing touched it since. */
  async function placed(request: FastifyRequest, order: OrderRow & { events?: OrderEventRow[] }): Promise<OrderPlaced> {
    let payment: Payment | null = null;
    if (order.status === 'not_paid' && needsGateway(order.paymentMethod)) {
      try {
        payment = await startOrderPayment(db, payments, order, order.paymentMethod, originOf(request));
      } catch (error) {
        // The order stands (its units are held until it expires); the shopper can retry from the order page.
        request.log.warn({ err: error, orderId: order.id }, 'payment could not be started after placing the order');
      }
    }
    // Without a gateway attempt nothing touched the order since its commit, and it has no payment yet.
    if (!payment && !needsGateway(order.paymentMethod)) return { order: await toDetail(db, order, null, order.events), payment };
    const fresh = (await findOrder(db, order.id)) ?? order;
    return { order: await toDetail(db, fresh, payment ?? (await payments.latest(order.id))), payment };
  }

  return { placed, placedAgain };
}
