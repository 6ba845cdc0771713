/**
 * The bookings availability is computed from, per size: rental lines of orders that still hold their units
 * (not cancelled, and not unpaid past their expiry; a late one until it is back), units out of service
 * (blocks), and the stock left for a sale.
 */
import type { DbOrTx } from '../../db/client';
import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { orderItems, orders, productUnits, unitBlocks } from '../../db/schema';
import { BOOKING_HORIZON_DAYS, occupancy, type Booking } from '../../../core/rules/availability';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';

/** SQL: the order (joined as `orders`) still holds its units. Expired unpaid orders stop at once, swept or not. */
export const holdsUnits = sql`(${orders.status} <> 'cancelled' and not (${orders.status} = 'not_paid' and ${orders.expiresAt} is not null and ${orders.expiresAt} < now()))`;

/**
 * A rental's last day as availability counts it (as text: 'YYYY-MM-DD'). While the unit is with the shopper: its
 * dateTo, or today when it is late (a late dress is not back, so it cannot go out again before it is back and
 * cleaned), or the end of an extension still waiting for its payment (those days are held for the shopper).
 */
export function bookedUntil(today: string) {
  const pendingExtension = sql`(select max(ext.date_to) from order_items ext join orders ext_order on ext_order.id = ext.order_id
    where ext.extends_item_id = ${orderItems.id} and ext_order.status = 'not_paid' and (ext_order.expires_at is null or ext_order.expires_at >= now()))`;
  return sql<string>`(case when ${orderItems.rentalState} = 'with_shopper' then greatest(${orderItems.dateTo}, ${today}::date, ${pendingExtension}) else ${orderItems.dateTo} end)::text`;
}

/** Rental lines that are bookings: an extension's days count as its rental's (bookedUntil), not on their own. */
const isBooking = and(eq(orderItems.mode, 'rent'), isNull(orderItems.extendsItemId));

/**
 * Units of the sizes out of service on some day of [first, last] (each a one-unit block), in the shape of the
 * rental rows below: a booking query sends both as one statement (UNION ALL), one round trip under the locks.
 */
function blocksOverlapping(db: DbOrTx, sizeIds: readonly number[], first: string, last: string) {
  return db
    .select({
      sizeId: productUnits.sizeId,
      dateFrom: sql<string | null>`${unitBlocks.dateFrom}::text`,
      dateTo: sql<string>`${unitBlocks.dateTo}::text`,
      quantity: sql<number>`1`,
      block: sql<boolean>`true`,
    })
    .from(unitBlocks)
    .innerJoin(productUnits, eq(productUnits.id, unitBlocks.unitId))
    .where(and(inArray(productUnits.sizeId, [...new Set(sizeIds)]), eq(productUnits.status, 'active'), lte(unitBlocks.dateFrom, last), sql`${unitBlocks.dateTo} >= ${first}`));
}

type BookingRow = { sizeId: number; dateFrom: string | null; dateTo: string | null; quantity: number; block: boolean };

function toBooking(row: BookingRow): Booking | null {
  if (!row.dateFrom || !row.dateTo) return null;
  return row.block ? { dateFrom: row.dateFrom, dateTo: row.dateTo, quantity: 1, block: true } : { dateFrom: row.dateFrom, dateTo: row.dateTo, quantity: Number(row.quantity) };
}

/**
 * Active rentals of one size whose occupied window [dateFrom − 1, dateTo + 2] meets the days [first, last], and its
 * units' blocks on those days; `exceptItemId` leaves one rental out (the one being extended).
 */
export async function bookingsOverlapping(db: DbOrTx, sizeId: number, first: string, last: string, exceptItemId?: number): Promise<Booking[]> {
  const until = bookedUntil(todayInVietnam());
  const rentals = db
    .select({ sizeId: orderItems.sizeId, dateFrom: sql<string | null>`${orderItems.dateFrom}::text`, dateTo: until, quantity: orderItems.quantity, block: sql<boolean>`false` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.sizeId, sizeId),
        isBooking,
        exceptItemId === undefined ? undefined : ne(orderItems.id, exceptItemId),
        lte(orderItems.dateFrom, addDays(last, 1)),
        sql`${until} >= ${addDays(first, -2)}`,
        holdsUnits,
      ),
    );
  const rows: BookingRow[] = await rentals.unionAll(blocksOverlapping(db, [sizeId], addDays(first, -3), addDays(last, 3)));
  return rows.flatMap((row) => toBooking(row) ?? []);
}

/** Bookings that matter for renting [dateFrom, dateTo] (its occupied window and the days around it). */
export function bookingsForRange(db: DbOrTx, sizeId: number, dateFrom: string, dateTo: string): Promise<Booking[]> {
  return bookingsOverlapping(db, sizeId, addDays(dateFrom, -1), addDays(dateTo, 2));
}

/**
 * Every active rental and block of these sizes that can still occupy a day from `today` on, by size: one query
 * for a whole cart. Bookings outside a line's window do not count (occupancy clips them), so the lists serve
 * every line's check.
 */
export async function futureBookingsBySize(db: DbOrTx, sizeIds: readonly number[], today: string): Promise<Map<number, Booking[]>> {
  const bySize = new Map<number, Booking[]>(sizeIds.map((id) => [id, []]));
  if (sizeIds.length === 0) return bySize;
  const until = bookedUntil(today);
  const rentals = db
    .select({ sizeId: orderItems.sizeId, dateFrom: sql<string | null>`${orderItems.dateFrom}::text`, dateTo: until, quantity: orderItems.quantity, block: sql<boolean>`false` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.sizeId, [...new Set(sizeIds)]), isBooking, sql`${until} >= ${addDays(today, -2)}`, holdsUnits));
  const rows: BookingRow[] = await rentals.unionAll(blocksOverlapping(db, sizeIds, today, addDays(today, BOOKING_HORIZON_DAYS + 3)));
  for (const row of rows) {
    const booking = toBooking(row);
    if (booking) bySize.get(row.sizeId)?.push(booking);
  }
  return bySize;
}

/** Units that can be sold now, given the product's future bookings: the stock less the busiest day's rentals. */
export function sellableFromBookings(bookings: readonly Booking[], stock: number, today: string): number {
  if (bookings.length === 0) return Math.max(0, stock);
  const last = bookings.reduce((max, booking) => (booking.dateTo > max ? booking.dateTo : max), today);
  let peak = 0;
  for (const count of occupancy(bookings, today, addDays(last, 2)).values()) peak = Math.max(peak, count);
  return Math.max(0, stock - peak);
}

/** Units of a size that can be sold now: its stock less the most units out on rental on any day from today on. */
export async function sellableStock(db: DbOrTx, sizeId: number, stock: number, today: string = todayInVietnam()): Promise<number> {
  const bookings = await bookingsOverlapping(db, sizeId, today, addDays(today, BOOKING_HORIZON_DAYS + 3));
  return sellableFromBookings(bookings, stock, today);
}
