/** POST /v1/cart/invalid-rent-date/list: the days of a window that cannot be rental days for a quantity. */
import type { DbOrTx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { BOOKING_HORIZON_DAYS, firstRentableDay, invalidRentDays } from '../../../core/rules/availability';
import { addDays, daysBetween, isDay, rentalDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { bookingsOverlapping } from './availability';
import { modeAllowed } from './line-check';
import { CART_MESSAGES } from './messages';
import type { InvalidDates, InvalidDatesQuery } from '../../../core/contracts/cart';

/** The widest window one call may ask about. */
export const MAX_WINDOW_DAYS = 400;

/** `excludeCartItemId` is accepted for the calendar's convenience: cart lines hold no units, so there is nothing to leave out. */

export async function invalidRentDates(db: DbOrTx, input: InvalidDatesQuery, today: string = todayInVietnam()): Promise<InvalidDates> {
  const firstRentable = firstRentableDay(today);
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const firstDay = input.dateFrom ?? firstRentable;
  const lastDay = input.dateTo ?? horizon;
  if (!isDay(firstDay) || !isDay(lastDay)) throw new HttpError(400, CART_MESSAGES.invalidDay);
  if (lastDay < firstDay || rentalDays(firstDay, lastDay) >= MAX_WINDOW_DAYS) throw new HttpError(400, CART_MESSAGES.rangeInvalid);
  const [product] = await db.select().from(products).where(eq(products.id, input.productId));
  if (!product) throw new HttpError(404, CART_MESSAGES.productNotFound);
  if (!modeAllowed(product.type, 'rent')) throw new HttpError(400, CART_MESSAGES.notForRent);
  const bookings = await bookingsOverlapping(db, product.id, addDays(firstDay, -1), addDays(lastDay, 2));
  const booked = new Set(invalidRentDays(bookings, product.stock, input.quantities, firstDay, lastDay));
  // Days before the first rentable one or past the booking horizon cannot be rental days either.
  const invalidDates = daysBetween(firstDay, lastDay).filter((day) => booked.has(day) || day < firstRentable || day > horizon);
  return { invalidDates, firstDay, lastDay };
}
