/**
 * Rental date maths shared by the browser and the server. Dates are calendar days in
 * Vietnam, written `YYYY-MM-DD`; computing on calendar days keeps both sides identical whatever
 * time zone the code runs in.
 */
const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days included free in a rental; each day beyond them is an extra day. */
export const INCLUDED_RENTAL_DAYS = 2;

export function parseDay(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC rolls over (month 13, 30 February): a real day reads back unchanged.
  if (formatDay(time) !== day) throw new RangeError(`no such day: ${day}`);
  return time;
}

export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    parseDay(value);
    return true;
  } catch {
    return false;
  }
}

export function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS);
}

/** Rental days = difference of the day starts of dateTo and dateFrom. */
export function rentalDays(dateFrom: string, dateTo: string): number {
  return Math.round((parseDay(dateTo) - parseDay(dateFrom)) / DAY_MS);
}

/** Days beyond the included ones, never negative. */
export function extraDays(days: number): number {
  return Math.max(0, days - INCLUDED_RENTAL_DAYS);
}

/** The cart shows the delivery day (one day before dateFrom) and the return day (one day after dateTo). */
export function displayRentalWindow(dateFrom: string, dateTo: string): { deliveryDay: string; returnDay: string } {
  return { deliveryDay: addDays(dateFrom, -1), returnDay: addDays(dateTo, 1) };
}

/** Every day from dateFrom to dateTo inclusive. */
export function daysBetween(dateFrom: string, dateTo: string): string[] {
  const days: string[] = [];
  for (let time = parseDay(dateFrom); time <= parseDay(dateTo); time += DAY_MS) days.push(formatDay(time));
  return days;
}

/** Today's calendar day in Vietnam (GMT+7, no daylight saving). */
export function todayInVietnam(now: Date = new Date()): string {
  return formatDay(now.getTime() + 7 * 3_600_000);
}
