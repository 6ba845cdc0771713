/**
 * "Ngày bạn cần đồ": the rental days a shopper sets once. They live in the URL (`?dateFrom=…&dateTo=…`, so a shared
 * link keeps them) and on the device (so every page opened later has them), and are dropped once past.
 */
import { BOOKING_HORIZON_DAYS, firstRentableDay } from '../../../core/rules/availability';
import { addDays, isDay, todayInVietnam } from '../../../core/rules/rental-dates';

export interface WantedDates {
  dateFrom: string;
  dateTo: string;
}

export const WANTED_DATES_KEY = 'thuedo.wantedDates.v1';

/** Real days, in order, inside the bookable window (from the first rentable day to the horizon). */
export function usableDates(dates: Partial<WantedDates> | null | undefined, today: string = todayInVietnam()): WantedDates | null {
  const { dateFrom, dateTo } = dates ?? {};
  if (!dateFrom || !dateTo || !isDay(dateFrom) || !isDay(dateTo) || dateTo < dateFrom) return null;
  if (dateFrom < firstRentableDay(today) || dateTo > addDays(today, BOOKING_HORIZON_DAYS)) return null;
  return { dateFrom, dateTo };
}

export function datesFromSearch(search: string | null | undefined, today?: string): WantedDates | null {
  const params = new URLSearchParams(search ?? '');
  return usableDates({ dateFrom: params.get('dateFrom') ?? undefined, dateTo: params.get('dateTo') ?? undefined }, today);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredDates(today?: string): WantedDates | null {
  try {
    const raw = storage()?.getItem(WANTED_DATES_KEY);
    return raw ? usableDates(JSON.parse(raw) as Partial<WantedDates>, today) : null;
  } catch {
    return null;
  }
}

export function storeDates(dates: WantedDates | null): void {
  try {
    if (dates) storage()?.setItem(WANTED_DATES_KEY, JSON.stringify(dates));
    else storage()?.removeItem(WANTED_DATES_KEY);
  } catch {
    // storage blocked: the dates stay in the URL only
  }
}

/** The URL's dates first, else the device's. */
export function currentDates(search: string | null | undefined): WantedDates | null {
  return datesFromSearch(search) ?? readStoredDates();
}

/** `search` with the dates set (or removed), other keys kept in their order. */
export function searchWithDates(search: string | null | undefined, dates: WantedDates | null): string {
  const params = new URLSearchParams(search ?? '');
  params.delete('dateFrom');
  params.delete('dateTo');
  params.delete('page');
  if (dates) {
    params.set('dateFrom', dates.dateFrom);
    params.set('dateTo', dates.dateTo);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
