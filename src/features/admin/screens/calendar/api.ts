/** The stock calendar of one size, and the product picker above it. */
import type { CalendarProductList, StockCalendar } from '../../../../../core/contracts/stock-calendar';
import { adminApi } from '../../api';

export interface CalendarArgs {
  productId: number;
  sizeId?: number;
  from: string;
  days: 7 | 31;
}

const calendarApi = adminApi.enhanceEndpoints({ addTagTypes: ['StockCalendar'] }).injectEndpoints({
  endpoints: (build) => ({
    stockCalendar: build.query<StockCalendar, CalendarArgs>({
      query: ({ productId, sizeId, from, days }) => ({ url: '/stock/calendar', params: { productId, from, days, ...(sizeId ? { sizeId } : {}) } }),
      providesTags: ['StockCalendar'],
    }),
    calendarProducts: build.query<CalendarProductList, string>({ query: (q) => ({ url: '/stock/calendar/products', params: q ? { q } : {} }) }),
  }),
});

export const { useStockCalendarQuery, useCalendarProductsQuery } = calendarApi;
