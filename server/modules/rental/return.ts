/**
 * A rental comes back: staff record the day and its condition, the shared rule (core/rules/rental-lifecycle.ts)
 * settles the deposit (late fee, damage charge), and the rest goes to the wallet at once or by a bank transfer staff
 * record later. Each step locks the order row and the line, writes the order's timeline, notifies the shopper and
 * records the audit entry in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orderItems, refunds, type OrderItemRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { ADMIN_MESSAGES } from '../admin/messages';
import { notify } from '../notification/notify';
import { orderLink } from '../order/messages';
import { addEvent, lockOrder } from '../order/order-row';
import { canRefundToGateway, issueRefund } from '../refund/refunds';
import { REFUND_MESSAGES } from '../refund/messages';
import { settleRefundPaid } from '../refund/settle';
import type { ReturnBody } from '../../../core/contracts/admin';
import { RETURN_CONDITION_LABELS } from '../../../core/contracts/admin-vocab';
import { formatDate, formatVnd } from '../../../core/format';
import { canMoveRental, settleReturn } from '../../../core/rules/rental-lifecycle';
import { isDay, todayInVietnam } from '../../../core/rules/rental-dates';
import { RENTAL_MESSAGES } from './messages';

export async function lockItem(tx: DbOrTx, orderId: number, itemId: number): Promise<OrderItemRow> {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .for('update');
  if (!item) throw new HttpError(404, RENTAL_MESSAGES.itemNotFound);
  if (item.mode !== 'rent' || !item.rentalState || !item.dateTo) throw new HttpError(409, RENTAL_MESSAGES.notRental);
  return item;
}

const rentalSnapshot = (item: OrderItemRow) => ({
  state: item.rentalState,
  returnedOn: item.returnedOn,
  condition: item.returnCondition,
  lateDays: item.lateDays,
  lateFee: item.lateFee,
  damageCharge: item.damageCharge,
  depositRefund: item.depositRefund,
  refundMethod: item.refundMethod,
});

/**
 * The rental came back: the rule works out the late fee and the damage charge (never beyond the deposit); a wallet
 * refund is paid at once and closes the line, a bank-transfer refund waits for staff to record it (inspected).
 */
export async function recordReturn(db: Db, staff: StaffUserRow, orderId: number, itemId: number, input: ReturnBody, today: string = todayInVietnam()): Promise<number[]> {
  let toGateway: number[] = [];
  const note = input.note.trim();
  // The schema's pattern lets 2026-02-30 through; the rule needs a real calendar day.
  if (!isDay(input.returnedOn)) throw new HttpError(400, RENTAL_MESSAGES.notADay);
  if (input.returnedOn > today) throw new HttpError(400, RENTAL_MESSAGES.returnInFuture);
  if (input.damageCharge > 0 && !note) throw new HttpError(400, RENTAL_MESSAGES.damageNeedsNote);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    const item = await lockItem(tx, orderId, itemId);
    if (!canMoveRental(item.rentalState!, 'returned')) throw new HttpError(409, RENTAL_MESSAGES.notWithShopper);
    const handedOverDay = item.handedOverAt ? todayInVietnam(item.handedOverAt) : null;
    if (handedOverDay && input.returnedOn < handedOverDay) throw new HttpError(400, RENTAL_MESSAGES.returnBeforeHandOver);
    // A lost item costs the whole deposit, whatever charge was typed.
    const damageCharge = input.condition === 'lost' ? item.deposit : input.damageCharge;
    const settlement = settleReturn({
      deposit: item.deposit,
      unitRentalPrice: item.unitPrice,
      quantity: item.quantity,
      dateTo: item.dateTo!,
      returnedOn: input.returnedOn,
      damageCharge,
    });
    const toWallet = input.refundMethod === 'wallet' || settlement.refund === 0;
    if (input.refundMethod === 'gateway' && settlement.refund > 0 && !(await canRefundToGateway(tx, orderId))) throw new HttpError(409, REFUND_MESSAGES.noGatewayPayment);
    const [after] = await tx
      .update(orderItems)
      .set({
        rentalState: toWallet ? 'closed' : 'inspected',
        returnedOn: input.returnedOn,
        returnCondition: input.condition,
        returnNote: note || null,
        lateDays: settlement.lateDays,
        lateFee: settlement.lateFee,
        damageCharge: settlement.damageCharge,
        depositRefund: settlement.refund,
        refundMethod: input.refundMethod,
        refundedAt: toWallet ? sql`now()` : null,
      })
      .where(eq(orderItems.id, item.id))
      .returning();
    const issued = await issueRefund(tx, {
      order,
      orderItemId: item.id,
      cause: 'deposit',
      amount: settlement.refund,
      destination: toWallet ? 'wallet' : input.refundMethod === 'gateway' ? 'gateway' : 'bank',
      bank: input.bank ?? null,
      staff,
      wallet: { reason: 'deposit_refund', description: `Hoàn tiền cọc ${item.productName} (đơn ${order.code})` },
    });
    toGateway = issued.toGateway;
    // Part of a gateway refund beyond what the gateway took went to the wallet; the line waits for the rest.
    if (!toWallet && issued.bank + issued.gateway === 0) await tx.update(orderItems).set({ rentalState: 'closed', refundedAt: sql`now()` }).where(eq(orderItems.id, item.id));
    const deductions = [
      settlement.lateFee > 0 ? `phí trả muộn ${settlement.lateDays} ngày ${formatVnd(settlement.lateFee)}` : null,
      settlement.damageCharge > 0 ? `phí ${input.condition === 'lost' ? 'mất đồ' : 'sửa chữa'} ${formatVnd(settlement.damageCharge)}${note ? ` (${note})` : ''}` : null,
    ].filter(Boolean);
    const refundText =
      settlement.refund === 0
        ? 'không còn tiền cọc hoàn lại'
        : toWallet
          ? `hoàn ${formatVnd(settlement.refund)} vào ví`
          : [
              issued.gateway > 0 ? `hoàn ${formatVnd(issued.gateway)} về cổng thanh toán đã trả` : null,
              issued.bank > 0 ? `hoàn ${formatVnd(issued.bank)} bằng chuyển khoản` : null,
              issued.wallet > 0 ? `hoàn ${formatVnd(issued.wallet)} vào ví` : null,
            ]
              .filter(Boolean)
              .join(', ');
    const summary = `${item.productName}: nhận lại ngày ${formatDate(input.returnedOn)}, ${RETURN_CONDITION_LABELS[input.condition].toLowerCase()}; ${deductions.length ? `trừ ${deductions.join(', ')}; ` : ''}${refundText}`;
    await addEvent(tx, orderId, order.status, toWallet && settlement.refund > 0 ? 'deposit_refunded' : 'returned', summary);
    await notify(tx, order.customerId, {
      title: `Đã nhận lại đồ thuê của đơn ${order.code}`,
      body: `${summary}.${issued.bank > 0 ? ' Cửa hàng sẽ chuyển khoản trong 1–3 ngày làm việc.' : issued.gateway > 0 ? ' Tiền sẽ về tài khoản bạn đã thanh toán trong vài ngày làm việc.' : ''}`,
      link: orderLink(orderId),
    });
    await recordAudit(tx, staff, { action: 'rental.return', entity: 'order_item', entityId: item.id, before: rentalSnapshot(item), after: rentalSnapshot(after!) });
  });
  return toGateway;
}

/** The deposit was paid back by bank transfer (inspected → closed). */
export async function recordTransferRefund(db: Db, staff: StaffUserRow, orderId: number, itemId: number, note: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    const item = await lockItem(tx, orderId, itemId);
    if (item.rentalState !== 'inspected' || item.refundMethod !== 'transfer') throw new HttpError(409, RENTAL_MESSAGES.notAwaitingTransfer);
    const owed = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderItemId, item.id), eq(refunds.destination, 'bank'), inArray(refunds.status, ['pending', 'failed'])))
      .for('update');
    const amount = formatVnd(item.depositRefund ?? 0);
    const extra = note?.trim() ? ` (${note.trim()})` : '';
    // The transfer settles the line's refund rows (each closes the line once none is owed), with the note as reference.
    for (const refund of owed) await settleRefundPaid(tx, order, refund, note?.trim() || 'không ghi mã', null);
    if (owed.length === 0) {
      await tx.update(orderItems).set({ rentalState: 'closed', refundedAt: sql`now()` }).where(eq(orderItems.id, item.id));
      await addEvent(tx, orderId, order.status, 'deposit_refunded', `Đã chuyển khoản hoàn ${amount} tiền cọc ${item.productName}${extra}`);
      await notify(tx, order.customerId, {
        title: `Đã hoàn tiền cọc đơn ${order.code}`,
        body: `Cửa hàng đã chuyển khoản hoàn ${amount} tiền cọc ${item.productName}.`,
        link: orderLink(orderId),
      });
    }
    const [after] = await tx.select().from(orderItems).where(eq(orderItems.id, item.id));
    await recordAudit(tx, staff, { action: 'rental.refund_transfer', entity: 'order_item', entityId: item.id, before: rentalSnapshot(item), after: rentalSnapshot(after!) });
  });
}
