/**
 * A banner's running window, shared by the back-office (marketing picks days), the server (stores instants, lists
 * the running ones) and the home page (drops a pre-rendered banner whose window has closed since the build). Days are
 * Vietnam calendar days: a window from D1 to D2 runs from 00:00 of D1 to 24:00 of D2, Vietnam time.
 */
import { addDays, formatDay, parseDay } from './rental-dates';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

export const BANNER_STATES = ['scheduled', 'running', 'ended'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export interface BannerWindow {
  startsAt: string;
  endsAt: string;
}

/** The instants (ISO) of a window of Vietnam days, both included. */
export function bannerWindow(firstDay: string, lastDay: string): BannerWindow {
  return {
    startsAt: new Date(parseDay(firstDay) - VIETNAM_OFFSET_MS).toISOString(),
    endsAt: new Date(parseDay(addDays(lastDay, 1)) - VIETNAM_OFFSET_MS).toISOString(),
  };
}

/** The Vietnam days of a window (the inverse of bannerWindow; the last day is the one before the end instant). */
export function bannerDays(window: BannerWindow): { firstDay: string; lastDay: string } {
  const day = (iso: string) => formatDay(Date.parse(iso) + VIETNAM_OFFSET_MS);
  return { firstDay: day(window.startsAt), lastDay: addDays(day(window.endsAt), -1) };
}

export function bannerState(window: BannerWindow, now: Date = new Date()): BannerState {
  const time = now.getTime();
  if (time < Date.parse(window.startsAt)) return 'scheduled';
  return time < Date.parse(window.endsAt) ? 'running' : 'ended';
}
