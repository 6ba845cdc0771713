/**
 * The bookings availability is computed from: rental lines of orders that still hold their units
 * (not cancelled, and not unpaid past their expiry; a late one until it is back), and the stock left for a sale.
 */
import type { DbOrTx } from '../../db/client';
import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema';
import { BOOKING_HORIZON_DAYS, occupancy, type Booking } from '../../../core/rules/availability';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';

/** SQL: the order (joined as `orders`) still holds its units. Expired unpaid orders stop at once, swept or not. */
export const holdsUnits = sql`(${orders.status} <> 'cancelled' and not (${orders.status} = 'not_paid' and ${orders.expiresAt} is not null and ${orders.expiresAt} < now()))`;

/**
 * A rental's last day as availability counts it (as text: 'YYYY-MM-DD'). While the unit is with the shopper: its
 * dateTo, or today when it is late (a late dress is not back, so it cannot go out again before it is back and
 * cleaned), or the end of an extension still waiting for its payment (those days are held for the shopper).
 */
function bookedUntil(today: string) {
  const pendingExtension = sql`(select max(ext.date_to) from order_items ext join orders ext_order on ext_order.id = ext.order_id
    where ext.extends_item_id = ${orderItems.id} and ext_order.status = 'not_paid' and (ext_order.expires_at is null or ext_order.expires_at >= now()))`;
  return sql<string>`(case when ${orderItems.rentalState} = 'with_shopper' then greatest(${orderItems.dateTo}, ${today}::date, ${pendingExtension}) else ${orderItems.dateTo} end)::text`;
}

/** Rental lines that are bookings: an extension's days count as its rental's (bookedUntil), not on their own. */
const isBooking = and(eq(orderItems.mode, 'rent'), isNull(orderItems.extendsItemId));

/**
 * Active rentals of one product whose occupied window [dateFrom − 1, dateTo + 2] meets the days [first, last];
 * `exceptItemId` leaves one rental out (the one being extended).
 */
export async function bookingsOverlapping(db: DbOrTx, productId: number, first: string, last: string, exceptItemId?: number): Promise<Booking[]> {
  const until = bookedUntil(todayInVietnam());
  const rows = await db
    .select({ dateFrom: orderItems.dateFrom, dateTo: until, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        isBooking,
        exceptItemId === undefined ? undefined : ne(orderItems.id, exceptItemId),
        lte(orderItems.dateFrom, addDays(last, 1)),
        sql`${until} >= ${addDays(first, -2)}`,
        holdsUnits,
      ),
    );
  return rows.flatMap((row) => (row.dateFrom && row.dateTo ? [{ dateFrom: row.dateFrom, dateTo: row.dateTo, quantity: row.quantity }] : []));
}

/** Bookings that matter for renting [dateFrom, dateTo] (its occupied window and the days around it). */
export function bookingsForRange(db: DbOrTx, productId: number, dateFrom: string, dateTo: string): Promise<Booking[]> {
  return bookingsOverlapping(db, productId, addDays(dateFrom, -1), addDays(dateTo, 2));
}

/**
 * Every active rental of these products that can still occupy a day from `today` on, by product: one query
 * for a whole cart. Bookings outside a line's window do not count (occupancy clips them), so the lists serve
 * every line's check.
 */
export async function futureBookingsByProduct(db: DbOrTx, productIds: readonly number[], today: string): Promise<Map<number, Booking[]>> {
  const byProduct = new Map<number, Booking[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const until = bookedUntil(today);
  const rows = await db
    .select({ productId: orderItems.productId, dateFrom: orderItems.dateFrom, dateTo: until, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, [...new Set(productIds)]), isBooking, sql`${until} >= ${addDays(today, -2)}`, holdsUnits));
  for (const row of rows) {
    if (row.dateFrom && row.dateTo) byProduct.get(row.productId)?.push({ dateFrom: row.dateFrom, dateTo: row.dateTo, quantity: row.quantity });
  }
  return byProduct;
}

/** Units that can be sold now, given the product's future bookings: the stock less the busiest day's rentals. */
export function sellableFromBookings(bookings: readonly Booking[], stock: number, today: string): number {
  if (bookings.length === 0) return Math.max(0, stock);
  const last = bookings.reduce((max, booking) => (booking.dateTo > max ? booking.dateTo : max), today);
  let peak = 0;
  for (const count of occupancy(bookings, today, addDays(last, 2)).values()) peak = Math.max(peak, count);
  return Math.max(0, stock - peak);
}

/** Units that can be sold now: the stock less the most units out on rental on any day from today on. */
export async function sellableStock(db: DbOrTx, productId: number, stock: number, today: string = todayInVietnam()): Promise<number> {
  const bookings = await bookingsOverlapping(db, productId, today, addDays(today, BOOKING_HORIZON_DAYS + 3));
  return sellableFromBookings(bookings, stock, today);
}
