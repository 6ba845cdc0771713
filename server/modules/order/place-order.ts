/**
 * Placing an order in one transaction, whoever places it (the shopper's POST /v1/order from her cart lines, staff's
 * counter order from lines they give, ../counter/orders.ts): lock the products (FOR UPDATE, id order), re-check
 * availability, snapshot prices, debit the wallet part, take the sold units, use the free first order, write the
 * `placed` event and a notification. The gateway payment is started by the caller after the commit.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  addresses,
  cartItems,
  customers,
  orderItems,
  orders,
  products,
  type DeliveryMethodValue,
  type OrderAddressValue,
  type OrderChannelValue,
  type OrderEventRow,
  type OrderRow,
  type PaymentMethodValue,
  type ProductRow,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { MAX_ORDER_TOTAL, exceedsMaxOrderTotal } from '../../../core/rules/order-totals';
import { priceOf, type OrderableLine } from '../cart/dto';
import { runningMembership, toTermsDto } from '../cart/membership';
import { notify } from '../notification/notify';
import { balancesOf, debit, INSUFFICIENT_BALANCE, lockWalletAccount, spendableBalance } from '../wallet/ledger';
import { newOrderCode } from './code';
import { ttlMinutes, type OrderConfig } from './config';
import { EVENT_NOTES, ORDER_MESSAGES, ORDER_NOTIFICATIONS } from './messages';
import { checkOrderLines } from './order-check';
import { sizesByProduct } from '../stock/sizes';
import { takeUnitsForSale } from '../stock/units';
import { orderLines, totalsFor } from './quote';
import { addEvent } from './order-row';
import { lookUpCode, shopperTerms, takeUse, VOUCHER_MESSAGES } from '../voucher/terms';
import type { PlaceOrderRequest } from '../../../core/contracts/order';
import type { TxGuard } from '../idempotency/store';


/** 400s that need no database: cash only at the shop, an address for delivery. */
export function checkPlaceInput(input: PlaceOrderRequest): void {
  if (input.paymentMethod === 'cash' && input.deliveryMethod !== 'pickup') throw new HttpError(400, ORDER_MESSAGES.cashNeedsPickup);
  if (input.deliveryMethod === 'delivery' && !input.addressId) throw new HttpError(400, ORDER_MESSAGES.addressRequired);
}

async function addressSnapshot(db: DbOrTx, customerId: number, input: PlaceOrderRequest): Promise<OrderAddressValue | null> {
  if (input.deliveryMethod !== 'delivery' || !input.addressId) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.customerId, customerId)));
  if (!row) throw new HttpError(404, ORDER_MESSAGES.addressNotFound);
  return {
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    street: row.street,
    wardName: row.wardName,
    districtName: row.districtName,
    cityName: row.cityName,
    fullAddress: [row.street, row.wardName, row.districtName, row.cityName].filter(Boolean).join(', '),
  };
}

/** Spends the wallet part: the membership balance first, then the available balance. */
export async function spendWallet(tx: DbOrTx, customerId: number, amount: number, code: string): Promise<void> {
  if (amount <= 0) return;
  const balances = await balancesOf(tx, customerId);
  const fromMembership = Math.min(amount, Math.max(0, balances.membershipAvailableBalance));
  const description = `Thanh toán đơn hàng ${code}`;
  if (fromMembership > 0) await debit(tx, customerId, { kind: 'membership', amount: fromMembership, reason: 'order_payment', description });
  if (amount > fromMembership) await debit(tx, customerId, { kind: 'available', amount: amount - fromMembership, reason: 'order_payment', description });
}

type OrderInsert = Omit<typeof orders.$inferInsert, 'code'>;
type NewOrder = { [K in keyof OrderInsert]: OrderInsert[K] | SQL };

/** Inserts the order under a fresh code, drawing another on the rare code collision (no savepoint: ON CONFLICT). */
export async function insertOrder(tx: PlaceTx, values: NewOrder): Promise<OrderRow> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const [row] = await tx.insert(orders).values({ ...values, code: newOrderCode() }).onConflictDoNothing({ target: orders.code }).returning();
    if (row) return row;
  }
  throw new Error('no free order code after 6 draws');
}

/** The transaction an order is placed in (a savepoint inside it retries a code collision). */
export type PlaceTx = DbOrTx & Pick<Db, 'transaction'>;

/** What an order is placed from, whoever places it. */
export interface Placement {
  /** The lines, read inside the transaction; their products are then locked and read again. */
  lines: (tx: PlaceTx) => Promise<OrderableLine[]>;
  deliveryMethod: DeliveryMethodValue;
  address: OrderAddressValue | null;
  note: string;
  paymentMethod: PaymentMethodValue;
  walletRequested: number;
  voucherCode?: string;
  channel: OrderChannelValue;
  /** Runs once the order, its lines and its events are written (the shopper's cart lines deleted, …). */
  afterInsert?: (tx: PlaceTx, order: OrderRow) => Promise<void>;
}

/** A new order and the timeline it was placed with (its answer shows them without reading them back). */
export type PlacedOrder = OrderRow & { events: OrderEventRow[] };

/** Places the order inside `tx` under the same locks, checks and prices for every channel. */
export async function placeInTransaction(tx: PlaceTx, config: OrderConfig, customerId: number, placement: Placement): Promise<PlacedOrder> {
  const lines = await placement.lines(tx);
  const productIds = [...new Set(lines.map((line) => line.product.id))].sort((a, b) => a - b);
  const lockedRows = await tx.select().from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('update');
  const locked = new Map<number, ProductRow>(lockedRows.map((row) => [row.id, row]));
  // Units counted again under the lock (staff edit a product's sizes under the same lock).
  const sizes = new Map([...(await sizesByProduct(tx, productIds)).values()].flat().map((size) => [size.id, size]));
  const fresh = lines.map((line) => ({ ...line, product: locked.get(line.product.id) ?? line.product, size: sizes.get(line.size.id) ?? line.size }));
  const today = todayInVietnam();
  await checkOrderLines(tx, fresh, locked, today);

  // Wallet row, then the customer's row: the order the membership purchase takes them in. The spendable balance is
  // read with the customer's lock (one statement): every ledger write takes the wallet row first, held here already.
  await lockWalletAccount(tx, customerId);
  const [row] = await tx
    .select({ customer: customers, balance: spendableBalance })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update', { of: customers });
  if (!row) throw new HttpError(404, 'Không tìm thấy tài khoản');
  const { customer, balance } = row;
  const membership = await runningMembership(tx, customer);
  const terms = toTermsDto(membership);
  const requested = placement.walletRequested;
  if (requested > balance) throw new HttpError(409, INSUFFICIENT_BALANCE);

  const prices = fresh.map((line) => priceOf(line, terms));
  const voucher = placement.voucherCode ? await shopperTerms(tx, placement.voucherCode, customerId) : null;
  const { totals, voucherProblem } = totalsFor(fresh, prices, placement.deliveryMethod, membership, { requested, balance }, voucher?.terms ?? null);
  if (voucherProblem) throw new HttpError(409, voucherProblem);
  if (exceedsMaxOrderTotal(totals)) throw new HttpError(400, ORDER_MESSAGES.tooLarge(MAX_ORDER_TOTAL));
  if (placement.paymentMethod === 'wallet' && requested !== totals.total) throw new HttpError(400, ORDER_MESSAGES.walletMustCoverTotal(totals.total));
  const paidAtOnce = totals.amountDue === 0;
  const usedFreeFirstOrder = totals.freeFirstOrderDiscount > 0;
  // Atomic: of shoppers racing for the last use, the first to update takes it; the others find the limit reached.
  if (voucher && !(await takeUse(tx, voucher.row.id))) throw new HttpError(409, VOUCHER_MESSAGES.raced);

  const order = await insertOrder(tx, {
    customerId,
    status: paidAtOnce ? 'delivering' : 'not_paid',
    deliveryMethod: placement.deliveryMethod,
    address: placement.address,
    note: placement.note,
    paymentMethod: placement.paymentMethod,
    channel: placement.channel,
    ...totals,
    usedFreeFirstOrder,
    voucherId: voucher?.row.id ?? null,
    expiresAt: paidAtOnce ? null : sql`now() + ${ttlMinutes(config, placement.paymentMethod)}::double precision * interval '1 minute'`,
    paidAt: paidAtOnce ? sql`now()` : null,
  });
  const values = fresh.map((line, index) => {
    const price = prices[index]!;
    return {
      orderId: order.id,
      productId: line.product.id,
      sizeId: line.size.id,
      sizeName: line.size.name,
      productName: line.product.name,
      productLink: line.product.link,
      imageKey: line.imageKey,
      mode: line.item.mode,
      quantity: line.item.quantity,
      dateFrom: line.item.dateFrom,
      dateTo: line.item.dateTo,
      // A back-up keeps the design's rent as its unit price: a late return is charged by it like any rental.
      unitPrice: line.item.mode === 'rent' ? line.product.rentalPrice : line.product.salePrice,
      price: price.price,
      chargedPrice: price.membershipPrice,
      deposit: price.deposit,
      rentalState: line.item.mode === 'rent' ? ('reserved' as const) : null,
    };
  });
  const returning = { id: orderItems.id, mode: orderItems.mode, sizeId: orderItems.sizeId, productId: orderItems.productId, quantity: orderItems.quantity };
  // Main lines first, then each back-up size line pointing at the order line of its main (cart) line.
  const inserted = [];
  const orderLineOf = new Map<number, number>();
  for (const [index, line] of fresh.entries()) {
    if (line.item.backupOfItemId != null) continue;
    const [row] = await tx.insert(orderItems).values(values[index]!).returning(returning);
    if (line.item.id !== undefined) orderLineOf.set(line.item.id, row!.id);
    inserted.push(row!);
  }
  for (const [index, line] of fresh.entries()) {
    if (line.item.backupOfItemId == null) continue;
    const [row] = await tx.insert(orderItems).values({ ...values[index]!, backupOfItemId: orderLineOf.get(line.item.backupOfItemId)! }).returning(returning);
    inserted.push(row!);
  }
  await spendWallet(tx, customerId, totals.walletAmount, order.code);
  for (const item of inserted) if (item.mode === 'sale') await takeUnitsForSale(tx, item, today);
  if (usedFreeFirstOrder) await tx.update(customers).set({ isUsedFreeFirstOrder: true }).where(eq(customers.id, customerId));
  const events = [await addEvent(tx, order.id, paidAtOnce ? 'delivering' : 'not_paid', 'placed', EVENT_NOTES.placed)];
  if (paidAtOnce) events.push(await addEvent(tx, order.id, 'delivering', 'paid', EVENT_NOTES.paidAtOnce));
  await notify(tx, customerId, ORDER_NOTIFICATIONS.placed(order.id, order.code, totals.amountDue));
  await placement.afterInsert?.(tx, order);
  return { ...order, events };
}

/** POST /v1/order: the shopper's cart lines, her address book, wallet and voucher; the lines leave her cart. */
export async function placeOrder(db: Db, config: OrderConfig, customerId: number, input: PlaceOrderRequest, guard?: TxGuard): Promise<PlacedOrder> {
  checkPlaceInput(input);
  const address = await addressSnapshot(db, customerId, input);
  // A typed code is looked up under the guess limit before anything is locked; its terms are read again inside.
  if (input.voucherCode) await lookUpCode(db, input.voucherCode, customerId);
  return db.transaction(async (tx) => {
    await guard?.claim(tx);
    const order = await placeInTransaction(tx, config, customerId, {
      lines: (inner) => orderLines(inner, customerId, input.cartItemIds),
      deliveryMethod: input.deliveryMethod,
      address,
      note: input.note?.trim() ?? '',
      paymentMethod: input.paymentMethod,
      walletRequested: input.walletAmount ?? 0,
      voucherCode: input.voucherCode,
      channel: 'web',
      afterInsert: async (inner) => {
        await inner.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, input.cartItemIds)));
      },
    });
    await guard?.bind(tx, String(order.id));
    return order;
  });
}
