/** Everything stored for one shopper, as plain JSON, to prove a rejected request changed none of it. */
import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  addresses,
  avatars,
  cartItems,
  customers,
  favoriteProducts,
  notifications,
  orderEvents,
  orderItems,
  orders,
  payments,
  sessions,
  users,
  walletLedger,
} from '../../../server/db/schema';

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `sha256:${createHash('sha256').update(value).digest('hex')}`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

export type Snapshot = Record<string, unknown>;

export async function shopperSnapshot(db: Db, customerId: number): Promise<Snapshot> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error(`no customer ${customerId}`);
  const [user] = await db.select().from(users).where(eq(users.id, customer.userId));
  const orderRows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id));
  const orderIds = orderRows.map((row) => row.id);
  const byOrder = orderIds.length > 0;
  return plain({
    user,
    customer,
    sessions: await db.select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, customer.userId)).orderBy(asc(sessions.id)),
    avatars: await db.select().from(avatars).where(eq(avatars.customerId, customerId)).orderBy(asc(avatars.key)),
    addresses: await db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id)),
    favourites: await db.select().from(favoriteProducts).where(eq(favoriteProducts.customerId, customerId)).orderBy(asc(favoriteProducts.productId)),
    wallet: await db.select().from(walletLedger).where(eq(walletLedger.customerId, customerId)).orderBy(asc(walletLedger.id)),
    notifications: await db.select().from(notifications).where(eq(notifications.customerId, customerId)).orderBy(asc(notifications.id)),
    cart: await db.select().from(cartItems).where(eq(cartItems.customerId, customerId)).orderBy(asc(cartItems.id)),
    orders: orderRows,
    orderItems: byOrder ? await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)) : [],
    orderEvents: byOrder ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(asc(orderEvents.id)) : [],
    payments: await db.select().from(payments).where(eq(payments.customerId, customerId)).orderBy(asc(payments.id)),
  }) as Snapshot;
}

/**
 * One round trip that changes whenever any of the shopper's rows (the same tables as shopperSnapshot) changes:
 * cheap enough to take after every fuzz request.
 */
export async function shopperFingerprint(db: Db, customerId: number): Promise<string> {
  const result = await db.execute(sql`
    select md5(concat_ws('|',
      (select string_agg(u::text, ',') from users u join customers c on c.user_id = u.id where c.id = ${customerId}),
      (select string_agg(c::text, ',') from customers c where c.id = ${customerId}),
      (select string_agg(s.id::text || '@' || s.expires_at::text, ',' order by s.id) from sessions s join customers c on c.user_id = s.user_id where c.id = ${customerId}),
      (select string_agg(a::text, ',' order by a.key) from avatars a where a.customer_id = ${customerId}),
      (select string_agg(a::text, ',' order by a.id) from addresses a where a.customer_id = ${customerId}),
      (select string_agg(f::text, ',' order by f.product_id) from favorite_products f where f.customer_id = ${customerId}),
      (select string_agg(w::text, ',' order by w.id) from wallet_ledger w where w.customer_id = ${customerId}),
      (select string_agg(n::text, ',' order by n.id) from notifications n where n.customer_id = ${customerId}),
      (select string_agg(i::text, ',' order by i.id) from cart_items i where i.customer_id = ${customerId}),
      (select string_agg(o::text, ',' order by o.id) from orders o where o.customer_id = ${customerId}),
      (select string_agg(i::text, ',' order by i.id) from order_items i join orders o on o.id = i.order_id where o.customer_id = ${customerId}),
      (select string_agg(e::text, ',' order by e.id) from order_events e join orders o on o.id = e.order_id where o.customer_id = ${customerId}),
      (select string_agg(p::text, ',' order by p.id) from payments p where p.customer_id = ${customerId})
    )) as fingerprint`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ fingerprint: string }>;
  const fingerprint = rows[0]?.fingerprint;
  if (!fingerprint) throw new Error('no fingerprint');
  return fingerprint;
}
