/**
 * Rental availability, shared by the server (to refuse an overbooking) and the browser (to grey out days).
 *
 * A rented unit leaves the shop the day before dateFrom (delivery), comes back the day after dateTo
 * (return) and then needs one cleaning day. So a rental [dateFrom, dateTo] occupies one unit per quantity
 * on every day of [dateFrom − 1, dateTo + 2]. Two rentals of the same unit may not occupy the same day.
 *
 * A day D is invalid as a rental day for quantity q when a rental covering D could not get q units, i.e.
 * when some day of [D − 1, D + 2] already has more than stock − q units occupied. A range is bookable
 * exactly when none of its days is invalid (the union of those windows is the range's occupied window).
 *
 * Stock is counted per size. A unit taken out of service (cleaning, repair, lost) is a `block`: it occupies
 * exactly its days, with no delivery or cleaning around them.
 */
import { addDays, daysBetween, parseDay } from './rental-dates';

export const DELIVERY_DAYS_BEFORE = 1;
export const RETURN_DAYS_AFTER = 1;
export const CLEANING_BUFFER_DAYS = 1;
/** How far ahead the calendar lets a shopper book. */
export const BOOKING_HORIZON_DAYS = 180;

export interface Booking {
  dateFrom: string;
  dateTo: string;
  quantity: number;
  /** A unit out of service for [dateFrom, dateTo] rather than a rental. */
  block?: boolean;
}

function bookingWindow(booking: Booking): { first: string; last: string } {
  return booking.block ? { first: booking.dateFrom, last: booking.dateTo } : occupiedWindow(booking.dateFrom, booking.dateTo);
}

/** The days a rental keeps its units out of the shop: delivery day through the cleaning day. */
export function occupiedWindow(dateFrom: string, dateTo: string): { first: string; last: string } {
  return { first: addDays(dateFrom, -DELIVERY_DAYS_BEFORE), last: addDays(dateTo, RETURN_DAYS_AFTER + CLEANING_BUFFER_DAYS) };
}

/** Units occupied on each day of [first, last] by the given bookings. */
export function occupancy(bookings: readonly Booking[], first: string, last: string): Map<string, number> {
  const counts = new Map<string, number>(daysBetween(first, last).map((day) => [day, 0]));
  for (const booking of bookings) {
    const window = bookingWindow(booking);
    const from = parseDay(window.first) < parseDay(first) ? first : window.first;
    const to = parseDay(window.last) > parseDay(last) ? last : window.last;
    if (parseDay(from) > parseDay(to)) continue;
    for (const day of daysBetween(from, to)) counts.set(day, (counts.get(day) ?? 0) + booking.quantity);
  }
  return counts;
}

/** The most units occupied on any single day of the rental's occupied window. */
export function peakOccupancy(bookings: readonly Booking[], dateFrom: string, dateTo: string): number {
  const window = occupiedWindow(dateFrom, dateTo);
  let peak = 0;
  for (const count of occupancy(bookings, window.first, window.last).values()) peak = Math.max(peak, count);
  return peak;
}

/** Whether `quantity` more units can be rented for [dateFrom, dateTo] next to the existing bookings. */
export function canRent(bookings: readonly Booking[], stock: number, quantity: number, dateFrom: string, dateTo: string): boolean {
  return peakOccupancy(bookings, dateFrom, dateTo) + quantity <= stock;
}

/** The first day a rental may start: delivery (the day before) cannot be in the past. */
export function firstRentableDay(today: string): string {
  return addDays(today, DELIVERY_DAYS_BEFORE);
}

/**
 * Days of [from, to] that cannot be rental days for `quantity` units (sorted). Days before
 * firstRentableDay(today) are the caller's concern (the calendar disables them separately).
 */
export function invalidRentDays(bookings: readonly Booking[], stock: number, quantity: number, from: string, to: string): string[] {
  const counts = occupancy(bookings, addDays(from, -DELIVERY_DAYS_BEFORE), addDays(to, RETURN_DAYS_AFTER + CLEANING_BUFFER_DAYS));
  const invalid: string[] = [];
  for (const day of daysBetween(from, to)) {
    const window = occupiedWindow(day, day);
    let peak = 0;
    for (const d of daysBetween(window.first, window.last)) peak = Math.max(peak, counts.get(d) ?? 0);
    if (peak + quantity > stock) invalid.push(day);
  }
  return invalid;
}

/** Whether a chosen range crosses an invalid day (the calendar refuses such a range). */
export function rangeCrossesInvalid(dateFrom: string, dateTo: string, invalidDays: ReadonlySet<string> | readonly string[]): boolean {
  const set = invalidDays instanceof Set ? invalidDays : new Set(invalidDays as readonly string[]);
  return daysBetween(dateFrom, dateTo).some((day) => set.has(day));
}
