/** The checks a cart line must pass (add, update, merge, placing an order) and why a line is not orderable now. */
import type { DbOrTx } from '../../db/client';
import type { CartModeValue, ProductRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { BOOKING_HORIZON_DAYS, canRent, firstRentableDay } from '../../../core/rules/availability';
import { addDays, isDay } from '../../../core/rules/rental-dates';
import type { Booking } from '../../../core/rules/availability';
import { bookingsForRange, sellableFromBookings, sellableStock } from '../stock/availability';
import { CART_MESSAGES } from './messages';
import { nameWithSize } from '../../../core/rules/sizes';
import type { SizeStock } from '../stock/sizes';

export interface LineDates {
  dateFrom: string | null;
  dateTo: string | null;
}

export type CheckedProduct = Pick<ProductRow, 'id' | 'name' | 'type' | 'published'>;
/** The size a line is for, with its stock (active units). */
export type CheckedSize = Pick<SizeStock, 'id' | 'name' | 'stock'>;

export function modeAllowed(type: ProductRow['type'], mode: CartModeValue): boolean {
  if (type === 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE') return true;
  return mode === 'rent' ? type === 'PRODUCT_TYPE_RENTABLE' : type === 'PRODUCT_TYPE_SALABLE';
}

/** 400 unless the mode suits the product and the dates suit the mode (and lie in the bookable window). */
export function checkLineShape(product: CheckedProduct, mode: CartModeValue, dateFrom: string | null | undefined, dateTo: string | null | undefined, today: string): LineDates {
  if (!modeAllowed(product.type, mode)) throw new HttpError(400, mode === 'rent' ? CART_MESSAGES.notForRent : CART_MESSAGES.notForSale);
  if (mode === 'sale') {
    if ((dateFrom ?? null) !== null || (dateTo ?? null) !== null) throw new HttpError(400, CART_MESSAGES.saleHasDates);
    return { dateFrom: null, dateTo: null };
  }
  if (!dateFrom || !dateTo) throw new HttpError(400, CART_MESSAGES.datesRequired);
  if (!isDay(dateFrom) || !isDay(dateTo)) throw new HttpError(400, CART_MESSAGES.invalidDay);
  const first = firstRentableDay(today);
  if (dateFrom < first) throw new HttpError(400, CART_MESSAGES.tooEarly(first));
  if (dateTo < dateFrom) throw new HttpError(400, CART_MESSAGES.toBeforeFrom);
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  if (dateTo > last) throw new HttpError(400, CART_MESSAGES.tooFar(last));
  return { dateFrom, dateTo };
}

/**
 * Why `quantity` units of the size cannot be had now (booked dates, not enough stock to sell), or null.
 * `futureBookings`: the size's bookings from today on, already loaded (futureBookingsBySize) — else they are queried.
 */
export async function availabilityProblem(
  db: DbOrTx,
  product: CheckedProduct,
  size: CheckedSize,
  mode: CartModeValue,
  quantity: number,
  dates: LineDates,
  today: string,
  futureBookings?: readonly Booking[],
): Promise<string | null> {
  const name = nameWithSize(product.name, size.name);
  if (mode === 'rent') {
    const { dateFrom, dateTo } = dates;
    if (!dateFrom || !dateTo) return CART_MESSAGES.datesRequired;
    const bookings = futureBookings ?? (await bookingsForRange(db, size.id, dateFrom, dateTo));
    return canRent(bookings, size.stock, quantity, dateFrom, dateTo) ? null : CART_MESSAGES.booked(name, dateFrom, dateTo);
  }
  const left = futureBookings ? sellableFromBookings(futureBookings, size.stock, today) : await sellableStock(db, size.id, size.stock, today);
  if (quantity <= left) return null;
  return left <= 0 ? CART_MESSAGES.outOfStock(name) : CART_MESSAGES.stockLeft(name, left);
}

/** Why a stored line cannot be ordered as it stands (for the cart's `problem`, and the order's 409), or null. */
export async function lineProblem(
  db: DbOrTx,
  product: CheckedProduct,
  size: CheckedSize,
  line: { mode: CartModeValue; quantity: number } & LineDates,
  today: string,
  futureBookings?: readonly Booking[],
): Promise<string | null> {
  if (!product.published) return CART_MESSAGES.withdrawn(product.name);
  if (!modeAllowed(product.type, line.mode)) return line.mode === 'rent' ? CART_MESSAGES.notForRent : CART_MESSAGES.notForSale;
  if (line.mode === 'rent' && (!line.dateFrom || line.dateFrom < firstRentableDay(today))) return CART_MESSAGES.pastDates(product.name);
  return availabilityProblem(db, product, size, line.mode, line.quantity, line, today, futureBookings);
}
