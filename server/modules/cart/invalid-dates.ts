/** POST /v1/cart/invalid-rent-date/list and /v1/cart/free-sizes: what the calendar greys, by day and by size. */
import type { DbOrTx } from '../../db/client';
import { shopBackupFee } from './backup-fee';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { BOOKING_HORIZON_DAYS, canRent, firstRentableDay, invalidRentDays } from '../../../core/rules/availability';
import { addDays, daysBetween, isDay, rentalDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { bookingsOverlapping, futureBookingsBySize } from '../stock/availability';
import { checkLineShape, modeAllowed } from './line-check';
import { resolveSize, sizesByProduct } from '../stock/sizes';
import { CART_MESSAGES } from './messages';
import type { FreeSizes, FreeSizesQuery, InvalidDates, InvalidDatesQuery } from '../../../core/contracts/cart';

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
  // One size: its own days. No size named for a design with several: the days no size is free (the shopper
  // picks her dates first, then a size free for them).
  const sizes = input.sizeId ? [await resolveSize(db, product.id, input.sizeId)] : ((await sizesByProduct(db, [product.id])).get(product.id) ?? []);
  let booked: Set<string> | null = null;
  for (const size of sizes) {
    const bookings = await bookingsOverlapping(db, size.id, addDays(firstDay, -1), addDays(lastDay, 2));
    const invalid = invalidRentDays(bookings, size.stock, input.quantities, firstDay, lastDay);
    booked = booked === null ? new Set(invalid) : new Set(invalid.filter((day) => booked!.has(day)));
  }
  booked ??= new Set(daysBetween(firstDay, lastDay));
  // Days before the first rentable one or past the booking horizon cannot be rental days either.
  const invalidDates = daysBetween(firstDay, lastDay).filter((day) => booked.has(day) || day < firstRentable || day > horizon);
  return { invalidDates, firstDay, lastDay };
}

/** POST /v1/cart/free-sizes: which of a design's sizes can be rented for these dates and quantity. */
export async function freeSizes(db: DbOrTx, input: FreeSizesQuery, today: string = todayInVietnam()): Promise<FreeSizes> {
  const [product] = await db.select().from(products).where(eq(products.id, input.productId));
  if (!product?.published) throw new HttpError(404, CART_MESSAGES.productNotFound);
  if (!modeAllowed(product.type, 'rent')) throw new HttpError(400, CART_MESSAGES.notForRent);
  const dates = checkLineShape(product, 'rent', input.dateFrom, input.dateTo, today);
  const sizes = (await sizesByProduct(db, [product.id])).get(product.id) ?? [];
  const bookings = await futureBookingsBySize(db, sizes.map((size) => size.id), today);
  return {
    sizes: sizes.map((size) => ({
      id: size.id,
      name: size.name,
      free: canRent(bookings.get(size.id) ?? [], size.stock, input.quantities, dates.dateFrom!, dates.dateTo!),
    })),
    backupFee: shopBackupFee(),
  };
}
