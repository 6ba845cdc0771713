/** Money and date formatting (VND in the vi-VN locale; DD/MM/YYYY and DD/MM). */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import './dayjs';

dayjs.extend(utc);

/** Vietnam: UTC+7 all year (no daylight saving), so a fixed offset is exact. */
const SHOP_UTC_OFFSET_MINUTES = 7 * 60;

/**
 * A value as the shop's calendar reads it: a date-only `YYYY-MM-DD` is that day; an instant is shown in Vietnam time,
 * the same on the server's pre-render and on any phone, whatever its time zone.
 */
export function inShopTime(value: string | number | Date): Dayjs {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value);
  return dayjs(value).utcOffset(SHOP_UTC_OFFSET_MINUTES);
}

/**
 * Digits grouped by threes with dots, the way vi-VN writes them (`1234567` → `1.234.567`). Written out rather than
 * through `Intl.NumberFormat`: the first Intl formatter a page builds loads ICU's locale data, about 70 ms of main
 * thread on a mid-range phone during hydration, for a rule this simple.
 */
export function formatNumber(value: number): string {
  // Halves round away from zero, as Intl does; a negative that rounds to zero is plain `0`.
  const magnitude = Number.isFinite(value) ? Math.round(Math.abs(value)) : 0;
  const grouped = String(magnitude).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 && magnitude > 0 ? `-${grouped}` : grouped;
}

/** One decimal with a comma (`4.46` → `4,5`), as a rating average is shown. */
export function formatOneDecimal(value: number): string {
  const tenths = Number.isFinite(value) ? Math.round(Math.abs(value) * 10) : 0;
  const sign = value < 0 && tenths > 0 ? '-' : '';
  return `${sign}${formatNumber(Math.floor(tenths / 10))},${tenths % 10}`;
}

/** An amount field's text as it is typed (`InputNumber`'s formatter): grouped digits, empty while empty. */
export function formatAmountInput(value: string | number | null | undefined): string {
  return value === undefined || value === null || value === '' ? '' : formatNumber(Number(value));
}

/**
 * `1234567` → `1.234.567 ₫`, the same text Intl gives for vi-VN, with its no-break space (U+00A0) before the
 * symbol so the amount never wraps away from its currency.
 */
export function formatVnd(amount: number): string {
  return `${formatNumber(amount)}\u00a0₫`;
}

/** Normalise any no-break space to a plain one (tests, plain-text contexts). */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** ISO date (or Date) → `DD/MM/YYYY`. */
export function formatDate(value: string | number | Date): string {
  return inShopTime(value).format('DD/MM/YYYY');
}

/** A calendar day `YYYY-MM-DD` → `DD/MM/YYYY`, by its digits (no clock, no time zone: a calendar re-renders it often). */
export function formatCalendarDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** ISO date (or Date) → `DD/MM`. */
export function formatShortDate(value: string | number | Date): string {
  return inShopTime(value).format('DD/MM');
}

/** ISO instant → `HH:mm DD/MM/YYYY` in Vietnam time. */
export function formatTimeDate(value: string | number | Date): string {
  return inShopTime(value).format('HH:mm DD/MM/YYYY');
}

/** Percentage off the original price, 0 when there is no discount. */
export function discountPercent(original: number, current: number): number {
  if (!(original > 0) || !(current > 0) || current >= original) return 0;
  return Math.round(((original - current) / original) * 100);
}

/** '+84912345678' → '0912 345 678' for reading; any other value as it is. */
export function displayPhone(phone: string): string {
  const local = phone.startsWith('+84') ? `0${phone.slice(3)}` : phone;
  return /^\d{10}$/.test(local) ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : phone;
}
