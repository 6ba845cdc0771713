/**
 * Handing an order over (delivering → done): its rentals are now with the shopper, the welcome credit may be earned.
 * By staff in the back-office (audited) or by the staff API (./staff-routes.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { ADMIN_MESSAGES } from '../admin/messages';
import { notify } from '../notification/notify';
import { ORDER_MESSAGES } from '../order/messages';
import { addEvent, lockOrder, type Tx } from '../order/order-row';
import { assignUnits, type NoChoice, type UnitChoice } from '../stock/assign';
import { giveWelcomeCreditIfEarned } from '../wallet/welcome';
import { orderStanding } from '../../../core/format/order-standing';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { RENTAL_EVENT_NOTES, RENTAL_MESSAGES, RENTAL_NOTIFICATIONS } from './messages';

/**
 * Staff: the order reached the shopper (delivering → done; its rentals are now with the shopper, each line with its
 * units: those named, else see NoChoice). Call inside a transaction. Answers the units given, by line.
 */
export async function markDelivered(tx: Tx, orderId: number, choice: UnitChoice | null = null, noChoice: NoChoice = 'first-free'): Promise<Array<{ itemId: number; code: string }>> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (order.status !== 'delivering') throw new HttpError(409, ORDER_MESSAGES.notDelivering);
  const given = await assignUnits(tx, order.id, choice, noChoice);
  await tx.update(orders).set({ status: 'done', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));
  await tx
    .update(orderItems)
    .set({ rentalState: 'with_shopper', handedOverAt: sql`now()` })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.rentalState, 'reserved')));
  await addEvent(tx, order.id, 'done', 'delivered', order.deliveryMethod === 'pickup' ? RENTAL_EVENT_NOTES.pickedUp : RENTAL_EVENT_NOTES.delivered);
  const out = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, order.id), eq(orderItems.rentalState, 'with_shopper')));
  const rentalsOut = out.filter((line) => line.dateTo).map((line) => ({ dateTo: line.dateTo!, unitRentalPrice: line.unitPrice, quantity: line.quantity, deposit: line.deposit }));
  const standing = orderStanding({ status: 'done', deliveryMethod: order.deliveryMethod, rentalsOut }, todayInVietnam());
  await notify(tx, order.customerId, RENTAL_NOTIFICATIONS.done(order.id, order.code, standing, order.deliveryMethod));
  await giveWelcomeCreditIfEarned(tx, order.customerId);
  return given;
}

/** Back-office hand-over: units scanned or picked; a call naming none works only when exactly enough units are free. */
export async function handOver(db: Db, staff: StaffUserRow, orderId: number, choice: UnitChoice | null = null): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    if (order.status !== 'delivering') throw new HttpError(409, order.status === 'not_paid' ? RENTAL_MESSAGES.notPaidYet : RENTAL_MESSAGES.notDelivering);
    const units = await markDelivered(tx, orderId, choice, 'exact');
    await recordAudit(tx, staff, { action: 'order.hand_over', entity: 'order', entityId: orderId, before: { status: 'delivering' }, after: { status: 'done', units } });
  });
}
