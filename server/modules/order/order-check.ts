/**
 * Re-checks the lines of an order together (inside the placing transaction, products locked): every rental
 * range against its size's active bookings plus the order's own earlier lines, every sale against the size's
 * sellable stock left. 409 naming the product, size (and dates) when one cannot be had.
 */
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { BOOKING_HORIZON_DAYS, canRent, firstRentableDay, occupancy, type Booking } from '../../../core/rules/availability';
import { addDays } from '../../../core/rules/rental-dates';
import { bookingsOverlapping } from '../stock/availability';
import type { OrderableLine } from '../cart/dto';
import { lineProblem, modeAllowed } from '../cart/line-check';
import { CART_MESSAGES } from '../cart/messages';
import { nameWithSize } from '../../../core/rules/sizes';
import type { ProductRow } from '../../db/schema';

interface ProductState {
  bookings: Booking[];
  sold: number;
}

function peakFrom(bookings: readonly Booking[], today: string): number {
  let peak = 0;
  for (const count of occupancy(bookings, today, addDays(today, BOOKING_HORIZON_DAYS + 3)).values()) peak = Math.max(peak, count);
  return peak;
}

export async function checkOrderLines(tx: DbOrTx, lines: readonly OrderableLine[], locked: ReadonlyMap<number, ProductRow>, today: string): Promise<void> {
  const states = new Map<number, ProductState>();
  for (const line of lines) {
    const product = locked.get(line.product.id) ?? line.product;
    const { item } = line;
    if (!product.published || !modeAllowed(product.type, item.mode) || (item.mode === 'rent' && (!item.dateFrom || item.dateFrom < firstRentableDay(today)))) {
      throw new HttpError(409, (await lineProblem(tx, product, line.size, item, today)) ?? CART_MESSAGES.productNotFound);
    }
    let state = states.get(line.size.id);
    if (!state) {
      state = { bookings: await bookingsOverlapping(tx, line.size.id, today, addDays(today, BOOKING_HORIZON_DAYS + 3)), sold: 0 };
      states.set(line.size.id, state);
    }
    const stock = line.size.stock - state.sold;
    const name = nameWithSize(product.name, line.size.name);
    if (item.mode === 'rent') {
      const dateFrom = item.dateFrom!;
      const dateTo = item.dateTo!;
      if (!canRent(state.bookings, stock, item.quantity, dateFrom, dateTo)) throw new HttpError(409, CART_MESSAGES.booked(name, dateFrom, dateTo));
      state.bookings.push({ dateFrom, dateTo, quantity: item.quantity });
    } else {
      const left = Math.max(0, stock - peakFrom(state.bookings, today));
      if (left < item.quantity) throw new HttpError(409, left === 0 ? CART_MESSAGES.outOfStock(name) : CART_MESSAGES.stockLeft(name, left));
      state.sold += item.quantity;
    }
  }
}
