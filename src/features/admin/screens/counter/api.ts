/** The counter screen's calls: find or add the customer, the products and their sizes, the busy days, quote, place. */
import type { AdminCustomer } from '../../../../../core/contracts/admin';
import type { AdminProduct, AdminProductList } from '../../../../../core/contracts/admin-catalog';
import type { InvalidDates } from '../../../../../core/contracts/cart';
import type { CounterOrderPlaced, CounterOrderRequest, CounterQuote, CounterQuoteRequest, CustomerList, NewCustomerBody } from '../../../../../core/contracts/counter';
import { getApiBaseUrl } from '../../../../shared/api/http';
import { adminApi } from '../../api';

/** The days a size cannot be rented for `quantity` units (the shop's public rental calendar, as shoppers see it). */
export interface BusyDaysArgs {
  productId: number;
  sizeId: number;
  quantity: number;
}

const counterApi = adminApi.enhanceEndpoints({ addTagTypes: ['Customers'] }).injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<CustomerList, string>({ query: (q) => ({ url: '/customers', params: { q } }), providesTags: ['Customers'] }),
    addCustomer: build.mutation<AdminCustomer, NewCustomerBody>({
      query: (body) => ({ url: '/customers', method: 'POST', body }),
      invalidatesTags: ['Customers', 'Audit'],
    }),
    counterProducts: build.query<AdminProductList, string>({
      query: (q) => ({ url: '/products', params: { ...(q ? { q } : {}), filter: 'published', 'pagination.page': 1, 'pagination.limit': 20 } }),
    }),
    counterProduct: build.query<AdminProduct, number>({ query: (id) => `/products/${id}` }),
    busyDays: build.query<InvalidDates, BusyDaysArgs>({
      // A public storefront route (outside /v1/admin): called as the storefront calls it.
      async queryFn({ productId, sizeId, quantity }) {
        const response = await fetch(`${getApiBaseUrl()}/v1/cart/invalid-rent-date/list`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-user-type': 'consumer' },
          body: JSON.stringify({ productId, sizeId, quantities: quantity }),
        });
        const data = (await response.json().catch(() => null)) as InvalidDates | { message?: string } | null;
        if (!response.ok) return { error: { status: response.status, data } };
        return { data: data as InvalidDates };
      },
      keepUnusedDataFor: 30,
    }),
    counterQuote: build.mutation<CounterQuote, CounterQuoteRequest>({ query: (body) => ({ url: '/orders/quote', method: 'POST', body }) }),
    /** `key`: one Idempotency-Key per order being placed, kept across taps (a retry after a lost answer gets that order). */
    placeCounterOrder: build.mutation<CounterOrderPlaced, { body: CounterOrderRequest; key: string }>({
      query: ({ body, key }) => ({ url: '/orders', method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Orders', 'Today', 'Audit'],
    }),
  }),
});

export const {
  useCustomersQuery,
  useAddCustomerMutation,
  useCounterProductsQuery,
  useCounterProductQuery,
  useBusyDaysQuery,
  useCounterQuoteMutation,
  usePlaceCounterOrderMutation,
} = counterApi;
