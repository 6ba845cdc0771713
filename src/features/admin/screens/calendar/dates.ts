/** The calendar's pages: a week from Monday, or a month from its 1st (31 days), moved back and forth. */
import { addDays, parseDay } from '../../../../../core/rules/rental-dates';

export type View = 'week' | 'month';

export const spanOf = (view: View): 7 | 31 => (view === 'week' ? 7 : 31);

/** 0 = Monday … 6 = Sunday. */
const weekdayIndex = (day: string) => (new Date(parseDay(day)).getUTCDay() + 6) % 7;

export const mondayOf = (day: string) => addDays(day, -weekdayIndex(day));
export const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;

/** The page of `view` that holds `day`. */
export const pageStart = (view: View, day: string) => (view === 'week' ? mondayOf(day) : monthStartOf(day));

/** The previous (−1) or next (+1) page. */
export function shiftPage(view: View, from: string, step: -1 | 1): string {
  if (view === 'week') return addDays(from, 7 * step);
  const [year, month] = from.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month - 1 + step, 1));
  return next.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → `DD/MM` (the day as written, no time zone involved). */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
export const fullDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const WEEKDAYS = ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'] as const;
const WEEKDAY_NAMES = ['thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy', 'Chủ nhật'] as const;
export const weekdayShort = (day: string) => WEEKDAYS[weekdayIndex(day)]!;
export const weekdayName = (day: string) => WEEKDAY_NAMES[weekdayIndex(day)]!;
export const isWeekend = (day: string) => weekdayIndex(day) >= 5;
