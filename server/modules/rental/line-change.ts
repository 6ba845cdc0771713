/**
 * Staff change a rental line before hand-over (another size of the design, other dates, or both): one transaction
 * locks the order, the line, the product (as a placement does, so racing bookings of the size queue) and the
 * shopper's wallet; checks the dates as the cart does and the new size's availability leaving the line itself out;
 * re-prices by the shared rule; then settles the difference (a paid order: wallet debit or refund; an unpaid one:
 * its amount due), notifies the shopper, writes the timeline and the audit. A dry run answers the quote and writes
 * nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orderItems, orders, payments, products, walletAccounts, type OrderItemRow, type ProductRow, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { canRent } from '../../../core/rules/availability';
import { priceLine } from '../../../core/rules/pricing';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { nameWithSize } from '../../../core/rules/sizes';
import { BACKUP_MESSAGES } from '../../../core/rules/backup-size';
import type { LineChangeBody, LineChangeQuote } from '../../../core/contracts/admin';
import type { MembershipTerms } from '../../../core/contracts/cart';
import { recordAudit } from '../admin/audit';
import { ADMIN_MESSAGES } from '../admin/messages';
import { checkLineShape } from '../cart/line-check';
import { CART_MESSAGES } from '../cart/messages';
import { runningMembership, toTermsDto } from '../cart/membership';
import { notify } from '../notification/notify';
import { addEvent, lockOrder, type LockedOrder } from '../order/order-row';
import { bookingsOverlapping } from '../stock/availability';
import { resolveSize } from '../stock/sizes';
import { balancesOf, credit, debit, openWalletAccount } from '../wallet/ledger';
import { LINE_CHANGE_MESSAGES, type LineChangeSummary } from './line-change-messages';

function refusalOf(order: LockedOrder, item: OrderItemRow): string | null {
  if (item.mode !== 'rent' || item.extendsItemId !== null || !item.dateFrom || !item.dateTo) return LINE_CHANGE_MESSAGES.notRental;
  if (order.status === 'cancelled') return LINE_CHANGE_MESSAGES.cancelled;
  if (order.expired) return LINE_CHANGE_MESSAGES.expired;
  if ((order.status !== 'not_paid' && order.status !== 'delivering') || item.rentalState !== 'reserved') return LINE_CHANGE_MESSAGES.handedOver;
  return null;
}

/**
 * The line's terms: the shopper's running package when the line was charged a member's price. Orders keep no
 * record of the package's terms, so a line whose package has since ended is re-priced without one; either way only
 * the rule's difference between the old and the new dates is applied to what the line was charged (see newPrices).
 */
async function termsOf(tx: DbOrTx, customerId: number, item: OrderItemRow): Promise<MembershipTerms | null> {
  if (item.chargedPrice >= item.price) return null;
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  return customer ? toTermsDto(await runningMembership(tx, customer)) : null;
}

/**
 * The line's new price and charge: the shared rule's difference between the new and the old dates (at the unit price
 * the order was placed at), added to what was stored, so a size swap on the same dates costs exactly the same.
 */
function newPrices(product: ProductRow, item: OrderItemRow, dateFrom: string, dateTo: string, terms: MembershipTerms | null) {
  const priced = { ...product, rentalPrice: item.unitPrice };
  const line = { mode: 'rent' as const, quantity: item.quantity };
  const before = priceLine(priced, { ...line, dateFrom: item.dateFrom, dateTo: item.dateTo }, terms);
  const after = priceLine(priced, { ...line, dateFrom, dateTo }, terms);
  const price = Math.max(0, item.price + after.price - before.price);
  const chargedPrice = Math.min(price, Math.max(0, item.chargedPrice + after.membershipPrice - before.membershipPrice));
  return { price, chargedPrice };
}

/** The new wallet part and amount due of the order once its total moves by `difference` (see the settle step). */
function newMoney(order: LockedOrder, difference: number): { total: number; walletAmount: number; amountDue: number; walletBack: number } {
  const total = order.total + difference;
  if (order.status === 'delivering') {
    // Paid: the wallet pays a rise and takes a refund, so the order's wallet part moves with it (down to 0).
    const walletAmount = Math.max(0, order.walletAmount + difference);
    return { total, walletAmount, amountDue: total - walletAmount, walletBack: 0 };
  }
  // Unpaid: the amount due moves; a total falling below the wallet part already spent gives the excess back.
  const walletAmount = Math.min(order.walletAmount, total);
  return { total, walletAmount, amountDue: total - walletAmount, walletBack: order.walletAmount - walletAmount };
}

/** Takes `amount` from the wallet: the membership balance first, then the available one (as an order's wallet part). */
async function takeFromWallet(tx: DbOrTx, customerId: number, amount: number, description: string): Promise<void> {
  const balances = await balancesOf(tx, customerId);
  const fromMembership = Math.min(amount, Math.max(0, balances.membershipAvailableBalance));
  if (fromMembership > 0) await debit(tx, customerId, { kind: 'membership', amount: fromMembership, reason: 'order_payment', description });
  if (amount > fromMembership) await debit(tx, customerId, { kind: 'available', amount: amount - fromMembership, reason: 'order_payment', description });
}

/**
 * A line and its back-up size line keep the same days and two different sizes: neither moves its dates alone (409),
 * and a size swap may not land on the other's size (400).
 */
async function checkBackupPair(tx: DbOrTx, item: OrderItemRow, sizeId: number, datesMoved: boolean): Promise<void> {
  const [partner] = await tx
    .select({ sizeId: orderItems.sizeId })
    .from(orderItems)
    .where(item.backupOfItemId !== null ? eq(orderItems.id, item.backupOfItemId) : eq(orderItems.backupOfItemId, item.id));
  if (!partner) return;
  if (datesMoved) throw new HttpError(409, LINE_CHANGE_MESSAGES.backupDates);
  if (partner.sizeId === sizeId) throw new HttpError(400, BACKUP_MESSAGES.otherSize);
}

/** PATCH /v1/admin/orders/:id/items/:itemId (and its dry run, the quote). */
export async function changeRentalLine(db: Db, staff: StaffUserRow, orderId: number, itemId: number, input: LineChangeBody, dryRun: boolean): Promise<LineChangeQuote> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    const [item] = await tx.select().from(orderItems).where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId))).for('update');
    if (!item) throw new HttpError(404, LINE_CHANGE_MESSAGES.itemNotFound);
    const refusal = refusalOf(order, item);
    if (refusal) throw new HttpError(409, refusal);
    const [product] = await tx.select().from(products).where(eq(products.id, item.productId)).for('update');
    if (!product) throw new HttpError(404, LINE_CHANGE_MESSAGES.itemNotFound);

    const size = await resolveSize(tx, product.id, input.sizeId ?? item.sizeId);
    const datesMoved = (input.dateFrom ?? item.dateFrom) !== item.dateFrom || (input.dateTo ?? item.dateTo) !== item.dateTo;
    // New dates pass the cart's rules; dates left as they are stand (the line already holds them).
    const { dateFrom, dateTo } = datesMoved
      ? checkLineShape({ ...product, type: 'PRODUCT_TYPE_RENTABLE' }, 'rent', input.dateFrom ?? item.dateFrom, input.dateTo ?? item.dateTo, todayInVietnam())
      : { dateFrom: item.dateFrom!, dateTo: item.dateTo! };
    if (!dateFrom || !dateTo) throw new HttpError(400, CART_MESSAGES.datesRequired);
    if (!datesMoved && size.id === item.sizeId) throw new HttpError(400, LINE_CHANGE_MESSAGES.nothingChanges);
    await checkBackupPair(tx, item, size.id, datesMoved);

    const bookings = await bookingsOverlapping(tx, size.id, addDays(dateFrom, -1), addDays(dateTo, 2), item.id);
    if (!canRent(bookings, size.stock, item.quantity, dateFrom, dateTo)) throw new HttpError(409, CART_MESSAGES.booked(nameWithSize(item.productName, size.name), dateFrom, dateTo));

    await openWalletAccount(tx, order.customerId);
    await tx.select({ id: walletAccounts.customerId }).from(walletAccounts).where(eq(walletAccounts.customerId, order.customerId)).for('update');
    const { price, chargedPrice } = newPrices(product, item, dateFrom, dateTo, await termsOf(tx, order.customerId, item));
    const difference = chargedPrice - item.chargedPrice;
    const paid = order.status === 'delivering';
    const balance = (await balancesOf(tx, order.customerId)).walletCoin;
    const quote: LineChangeQuote = { itemId: item.id, sizeId: size.id, sizeName: size.name, dateFrom, dateTo, oldPrice: item.chargedPrice, newPrice: chargedPrice, difference, orderPaid: paid, walletBalance: balance };
    if (paid && difference > balance) throw new HttpError(409, LINE_CHANGE_MESSAGES.walletShort(balance, difference));
    // A payment attempt already out (a gateway's page, a transfer's QR) asks for the old amount and would settle the
    // order at it: staff confirm or let it end first, then change the price (a size swap at the same price may go on).
    if (!paid && difference !== 0) {
      const [pending] = await tx.select({ amount: payments.amount }).from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'))).limit(1);
      if (pending) throw new HttpError(409, LINE_CHANGE_MESSAGES.paymentUnderway(pending.amount));
    }
    const money = newMoney(order, difference);
    if (money.total < 0) throw new HttpError(409, LINE_CHANGE_MESSAGES.wouldBeNegative);
    if (dryRun) return quote;

    if (paid && difference > 0) await takeFromWallet(tx, order.customerId, difference, LINE_CHANGE_MESSAGES.walletDebit(order.code));
    const refund = paid && difference < 0 ? -difference : money.walletBack;
    if (refund > 0) await credit(tx, order.customerId, { kind: 'available', amount: refund, reason: 'order_refund', description: LINE_CHANGE_MESSAGES.walletRefund(order.code) });

    await tx.update(orderItems).set({ sizeId: size.id, sizeName: size.name, dateFrom, dateTo, price, chargedPrice }).where(eq(orderItems.id, item.id));
    await tx
      .update(orders)
      .set({
        rentalTotal: order.rentalTotal + price - item.price,
        membershipDiscount: order.membershipDiscount + (price - chargedPrice) - (item.price - item.chargedPrice),
        total: money.total,
        walletAmount: money.walletAmount,
        amountDue: money.amountDue,
      })
      .where(eq(orders.id, order.id));

    const summary: LineChangeSummary = { orderId: order.id, code: order.code, productName: item.productName, sizeName: size.name, dateFrom, dateTo, difference, orderPaid: paid };
    await addEvent(tx, order.id, order.status, 'line_changed', LINE_CHANGE_MESSAGES.event(summary));
    await notify(tx, order.customerId, LINE_CHANGE_MESSAGES.notification(summary));
    const snapshot = (line: Pick<OrderItemRow, 'sizeId' | 'sizeName' | 'dateFrom' | 'dateTo' | 'price' | 'chargedPrice'>) => ({
      sizeId: line.sizeId,
      sizeName: line.sizeName,
      dateFrom: line.dateFrom,
      dateTo: line.dateTo,
      price: line.price,
      chargedPrice: line.chargedPrice,
    });
    await recordAudit(tx, staff, {
      action: 'rental.line_change',
      entity: 'order',
      entityId: order.id,
      before: { itemId: item.id, ...snapshot(item), total: order.total, walletAmount: order.walletAmount, amountDue: order.amountDue },
      after: { itemId: item.id, ...snapshot({ sizeId: size.id, sizeName: size.name, dateFrom, dateTo, price, chargedPrice }), total: money.total, walletAmount: money.walletAmount, amountDue: money.amountDue, walletDifference: paid ? difference : -money.walletBack },
    });
    return quote;
  });
}
