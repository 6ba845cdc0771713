/**
 * The calendar's months, on calendar days written `YYYY-MM-DD` (the rules' own form): no time zone, no date
 * library, so a click re-renders nothing but strings.
 */
import { addDays } from '../../../../core/rules/rental-dates';

/** `YYYY-MM` of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `count` months after `month` (`YYYY-MM`; negative goes back). */
export function shiftMonth(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * A month's weeks, Monday first as Vietnamese calendars are: each week seven cells, a day or `null` for a cell that
 * belongs to the month before or after.
 */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  // getUTCDay: 0 = Sunday … 6 = Saturday; Monday first puts Sunday last.
  const lead = (new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(day: string): number {
  const [year, index, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, index - 1, date)).getUTCDay() + 6) % 7;
}

/**
 * The last day a range starting on `from` may end on: the day before the first invalid day after it (a range may not
 * cross one), or the window's last day.
 */
export function lastReachable(from: string, last: string, invalid: ReadonlySet<string>): string {
  let limit = last;
  for (const blocked of invalid) if (blocked > from && blocked <= limit) limit = blocked;
  return limit === last && !invalid.has(last) ? last : addDays(limit, -1);
}
