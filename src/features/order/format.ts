import { displayRentalWindow } from '../../../core/rules/rental-dates';
import { formatDate, inShopTime } from '../../../core/format';

/** ISO instant → `DD/MM/YYYY HH:mm` in Vietnam time. */
export const formatDateTime = (value: string): string => inShopTime(value).format('DD/MM/YYYY HH:mm');

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
