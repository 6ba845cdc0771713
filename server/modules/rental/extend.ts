/**
 * "Gia hạn thuê": the days a rental with the shopper can grow by (the availability rule against everyone else's
 * bookings, priced by the shared rule) and the extension order that pays for them. While that order waits for its
 * payment it holds the days (server/modules/cart/availability.ts counts them as the rental's); once paid, the
 * rental's dateTo moves (applyExtension in ./paid.ts).
 */
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orderItems, orders, products, type CustomerRow, type OrderItemRow, type OrderRow, type ProductRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { MAX_EXTENSION_DAYS } from '../../../core/contracts/order-vocab';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { dueBackDay, extensionRoom, isExtendable, quoteExtension } from '../../../core/rules/rental-lifecycle';
import type { ExtendRequest, ExtensionOffer } from '../../../core/contracts/order';
import type { MembershipTerms } from '../../../core/contracts/cart';
import { bookingsOverlapping } from '../stock/availability';
import { sizeById } from '../stock/sizes';
import { runningMembership, toTermsDto } from '../cart/membership';
import { notify } from '../notification/notify';
import { balancesOf, INSUFFICIENT_BALANCE, lockWalletAccount } from '../wallet/ledger';
import { ttlMinutes, type OrderConfig } from '../order/config';
import { EVENT_NOTES, ORDER_MESSAGES } from '../order/messages';
import { addEvent, lockOrder } from '../order/order-row';
import { insertOrder, spendWallet } from '../order/place-order';
import type { TxGuard } from '../idempotency/store';
import { EXTENSION_MESSAGES, RENTAL_EVENT_NOTES, RENTAL_NOTIFICATIONS } from './messages';
import { applyExtension } from './paid';
import { backupExtensionFee } from '../../../core/rules/backup-size';
import { shopBackupFee } from '../cart/backup-fee';

interface Rental {
  order: OrderRow;
  item: OrderItemRow;
}

/** The shopper's rental line (404 when the order is not theirs or the line not in it). */
async function rentalOf(db: DbOrTx, customerId: number, orderId: number, itemId: number, lock: boolean): Promise<Rental> {
  const order = lock ? await lockOrder(db, orderId) : (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  if (!order || order.customerId !== customerId) throw new HttpError(404, ORDER_MESSAGES.notFound);
  const query = db.select().from(orderItems).where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  const [item] = lock ? await query.for('update') : await query;
  if (!item) throw new HttpError(404, EXTENSION_MESSAGES.itemNotFound);
  return { order, item };
}

/** Why this line cannot be extended at all (null when it can). */
function refusalOf(item: OrderItemRow, today: string): string | null {
  if (item.mode !== 'rent' || item.extendsItemId !== null || !item.dateTo) return EXTENSION_MESSAGES.notRental;
  if (item.backupOfItemId !== null) return EXTENSION_MESSAGES.backup;
  if (isExtendable(item.rentalState, item.dateTo, today)) return null;
  if (item.rentalState === 'with_shopper') return EXTENSION_MESSAGES.late(dueBackDay(item.dateTo));
  return item.rentalState === 'reserved' ? EXTENSION_MESSAGES.notYetHandedOver : EXTENSION_MESSAGES.alreadyBack;
}

/** An extension of this line still waiting for its payment. */
async function pendingExtension(db: DbOrTx, itemId: number): Promise<{ id: number; code: string } | null> {
  const [row] = await db
    .select({ id: orders.id, code: orders.code })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.extendsItemId, itemId), eq(orders.status, 'not_paid'), or(isNull(orders.expiresAt), gte(orders.expiresAt, sql`now()`))));
  return row ?? null;
}

/** The back-up size still with the shopper beside this rental: it is extended with it (they come back together). */
async function backupWith(db: DbOrTx, item: OrderItemRow, lock: boolean): Promise<OrderItemRow | null> {
  const query = db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.backupOfItemId, item.id), eq(orderItems.rentalState, 'with_shopper')));
  const [backup] = lock ? await query.for('update') : await query;
  return backup ?? null;
}

/** Days the line (and its back-up, if out) can grow by, against each size's other bookings. */
async function roomWith(db: DbOrTx, product: ProductRow, item: OrderItemRow, backup: OrderItemRow | null): Promise<number> {
  const room = await roomFor(db, product, item);
  return backup ? Math.min(room, await roomFor(db, product, backup)) : room;
}

/** The extension's price: the rental's by the shared rule, plus the back-up's fee for the longer range. */
function priceWith(product: ProductRow, item: OrderItemRow, backup: OrderItemRow | null, days: number, membership: MembershipTerms | null) {
  const priced = quote(product, item, days, membership);
  const backupPrice = backup?.dateFrom && backup.dateTo ? backupExtensionFee(shopBackupFee(), product.rentalPrice, { dateFrom: backup.dateFrom, dateTo: backup.dateTo }, priced.dateTo) : 0;
  return { ...priced, backupPrice, total: priced.price + backupPrice };
}

/** Days the line can grow by, against its size's other bookings. */
async function roomFor(db: DbOrTx, product: ProductRow, item: OrderItemRow): Promise<number> {
  const dateFrom = item.dateFrom!;
  const dateTo = item.dateTo!;
  const size = await sizeById(db, item.sizeId);
  const bookings = await bookingsOverlapping(db, item.sizeId, dateFrom, addDays(dateTo, MAX_EXTENSION_DAYS + 3), item.id);
  return extensionRoom({ bookings, stock: size?.stock ?? 0, quantity: item.quantity, dateFrom, dateTo });
}

function quote(product: ProductRow, item: OrderItemRow, days: number, membership: MembershipTerms | null) {
  return quoteExtension({ product, quantity: item.quantity, dateFrom: item.dateFrom!, dateTo: item.dateTo!, days, membership });
}

async function productOf(db: DbOrTx, productId: number, lock: boolean): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, productId));
  const [product] = lock ? await query.for('update') : await query;
  if (!product) throw new HttpError(404, EXTENSION_MESSAGES.itemNotFound);
  return product;
}

/** GET /v1/order/:id/items/:itemId/extension. */
export async function extensionOffer(db: Db, customer: CustomerRow, orderId: number, itemId: number): Promise<ExtensionOffer> {
  const { item } = await rentalOf(db, customer.id, orderId, itemId, false);
  const today = todayInVietnam();
  const base = {
    itemId: item.id,
    productName: item.productName,
    quantity: item.quantity,
    dateFrom: item.dateFrom ?? '',
    dateTo: item.dateTo ?? '',
    dueBack: item.dateTo ? dueBackDay(item.dateTo) : '',
    walletBalance: (await balancesOf(db, customer.id)).walletCoin,
  };
  const refusal = refusalOf(item, today);
  if (refusal) return { ...base, options: [], refusal, pendingOrder: null };
  const pending = await pendingExtension(db, item.id);
  if (pending) return { ...base, options: [], refusal: EXTENSION_MESSAGES.pending(pending.code), pendingOrder: pending };
  const product = await productOf(db, item.productId, false);
  const backup = await backupWith(db, item, false);
  const room = await roomWith(db, product, item, backup);
  const membership = toTermsDto(await runningMembership(db, customer));
  const options = Array.from({ length: room }, (_, index) => {
    const priced = priceWith(product, item, backup, index + 1, membership);
    return { days: index + 1, dateTo: priced.dateTo, dueBack: dueBackDay(priced.dateTo), price: priced.total };
  });
  return { ...base, options, refusal: room === 0 ? EXTENSION_MESSAGES.noRoom(item.productName) : null, pendingOrder: null };
}

/**
 * POST /v1/order/:id/items/:itemId/extension: one transaction (the order, the line and the product locked, as a
 * placement locks the product) re-checks everything, then writes the extension order. Paid at once when it costs
 * nothing or the wallet pays it; otherwise it waits for the chosen method like any order.
 */
export async function extendRental(db: Db, config: OrderConfig, customer: CustomerRow, orderId: number, itemId: number, input: ExtendRequest, guard?: TxGuard): Promise<OrderRow> {
  if (input.paymentMethod === 'cash') throw new HttpError(400, EXTENSION_MESSAGES.noCash);
  return db.transaction(async (tx) => {
    await guard?.claim(tx);
    const { order, item } = await rentalOf(tx, customer.id, orderId, itemId, true);
    const refusal = refusalOf(item, todayInVietnam());
    if (refusal) throw new HttpError(409, refusal);
    const pending = await pendingExtension(tx, item.id);
    if (pending) throw new HttpError(409, EXTENSION_MESSAGES.pending(pending.code));
    const product = await productOf(tx, item.productId, true);
    const backup = await backupWith(tx, item, true);
    const room = await roomWith(tx, product, item, backup);
    if (input.days > room) throw new HttpError(409, room === 0 ? EXTENSION_MESSAGES.noRoom(item.productName) : EXTENSION_MESSAGES.onlyRoom(item.productName, room));

    await lockWalletAccount(tx, customer.id);
    const priced = priceWith(product, item, backup, input.days, toTermsDto(await runningMembership(tx, customer)));
    const walletAmount = input.paymentMethod === 'wallet' ? priced.total : 0;
    if (walletAmount > (await balancesOf(tx, customer.id)).walletCoin) throw new HttpError(409, INSUFFICIENT_BALANCE);
    const paidAtOnce = priced.total === walletAmount;

    const extension = await insertOrder(tx, {
      customerId: customer.id,
      status: 'not_paid',
      deliveryMethod: 'pickup',
      address: null,
      note: '',
      paymentMethod: paidAtOnce && priced.total === 0 ? 'wallet' : input.paymentMethod,
      rentalTotal: priced.total,
      saleTotal: 0,
      depositTotal: 0,
      shippingFee: 0,
      total: priced.total,
      walletAmount,
      amountDue: priced.total - walletAmount,
      expiresAt: paidAtOnce ? null : sql`now() + ${ttlMinutes(config, input.paymentMethod)}::double precision * interval '1 minute'`,
      extendsOrderId: order.id,
    });
    await tx.insert(orderItems).values({
      orderId: extension.id,
      productId: item.productId,
      sizeId: item.sizeId,
      sizeName: item.sizeName,
      productName: item.productName,
      productLink: item.productLink,
      imageKey: item.imageKey,
      mode: 'rent',
      quantity: item.quantity,
      dateFrom: priced.firstNewDay,
      dateTo: priced.dateTo,
      unitPrice: product.rentalPrice,
      price: priced.price,
      chargedPrice: priced.price,
      deposit: 0,
      rentalState: null,
      extendsItemId: item.id,
    });
    if (backup) {
      // The back-up's own line holds its size's extra days while the extension waits for its payment.
      await tx.insert(orderItems).values({
        orderId: extension.id,
        productId: backup.productId,
        sizeId: backup.sizeId,
        sizeName: backup.sizeName,
        productName: backup.productName,
        productLink: backup.productLink,
        imageKey: backup.imageKey,
        mode: 'rent',
        quantity: backup.quantity,
        dateFrom: priced.firstNewDay,
        dateTo: priced.dateTo,
        unitPrice: product.rentalPrice,
        price: priced.backupPrice,
        chargedPrice: priced.backupPrice,
        deposit: 0,
        rentalState: null,
        extendsItemId: backup.id,
      });
    }
    await spendWallet(tx, customer.id, walletAmount, extension.code);
    await addEvent(tx, extension.id, 'not_paid', 'placed', RENTAL_EVENT_NOTES.extensionPlaced(order.code, input.days));
    if (paidAtOnce) {
      await applyExtension(tx, extension, EVENT_NOTES.paidAtOnce);
    } else {
      await notify(tx, customer.id, RENTAL_NOTIFICATIONS.extensionPlaced(extension.id, extension.code, item.productName, extension.amountDue));
    }
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, extension.id));
    await guard?.bind(tx, String(extension.id));
    return fresh!;
  });
}
