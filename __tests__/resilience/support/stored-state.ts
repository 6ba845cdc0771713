/** Every row the invariants look at, read straight from the database (small: one test's worth of traffic). */
import { asc } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { cartItems, orderEvents, orderItems, orders, paymentCallbacks, payments, products, walletLedger } from '../../../server/db/schema';

export async function readStoredState(db: Db) {
  const [orderRows, items, events, paymentRows, callbacks, ledger, productRows, cart] = await Promise.all([
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(orderItems).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).orderBy(asc(orderEvents.id)),
    db.select().from(payments).orderBy(asc(payments.id)),
    db.select().from(paymentCallbacks).orderBy(asc(paymentCallbacks.id)),
    db.select().from(walletLedger).orderBy(asc(walletLedger.id)),
    db.select({ id: products.id, stock: products.stock }).from(products),
    db.select({ id: cartItems.id, customerId: cartItems.customerId }).from(cartItems),
  ]);
  return { orders: orderRows, items, events, payments: paymentRows, callbacks, ledger, products: productRows, cart };
}

export type StoredState = Awaited<ReturnType<typeof readStoredState>>;

/** Groups rows by a key. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
