import dayjs from 'dayjs';
import { displayRentalWindow } from '../../shared/rules/rental-dates';
import { formatDate } from '../../shared/format';

/** ISO instant → `DD/MM/YYYY HH:mm` (browser time; shoppers are in Vietnam). */
export const formatDateTime = (value: string): string => dayjs(value).format('DD/MM/YYYY HH:mm');

/** ISO instant → `HH:mm DD/MM/YYYY` ('held until' sentence). */
export const formatTimeDate = (value: string): string => dayjs(value).format('HH:mm DD/MM/YYYY');

/** A rental line's delivery and return days (dateFrom − 1, dateTo + 1) as DD/MM/YYYY; null for a sale. */
export function rentalWindowText(dateFrom: string | null, dateTo: string | null): { deliveryDay: string; returnDay: string } | null {
  if (!dateFrom || !dateTo) return null;
  try {
    const { deliveryDay, returnDay } = displayRentalWindow(dateFrom, dateTo);
    return { deliveryDay: formatDate(deliveryDay), returnDay: formatDate(returnDay) };
  } catch {
    return null;
  }
}
