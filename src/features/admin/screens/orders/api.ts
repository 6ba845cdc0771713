/** The orders screens' calls: the board, one order, and the steps staff record on it. */
import type { AdminOrder, AdminOrderList, LineChangeBody, LineChangeQuote, ReturnBody } from '../../../../../core/contracts/admin';
import type { AdminProduct } from '../../../../../core/contracts/admin-catalog';
import type { AdminOrderView } from '../../../../../core/contracts/admin-vocab';
import type { FreeUnits } from '../../../../../core/contracts/stock';
import { adminApi } from '../../api';
import type { AdminCancelBody } from '../../../../../core/contracts/refund';

/** One rental line's units to hand over. */
export type LineUnits = FreeUnits & { itemId: number };

const ordersApi = adminApi.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<AdminOrderList, { view?: AdminOrderView; q: string; page: number }>({
      query: ({ view, q, page }) => ({ url: '/orders', params: { ...(view ? { view } : {}), ...(q ? { q } : {}), 'pagination.page': page, 'pagination.limit': 20 } }),
      providesTags: ['Orders'],
    }),
    order: build.query<AdminOrder, number>({ query: (id) => `/orders/${id}`, providesTags: (_result, _error, id) => [{ type: 'Order', id }] }),
    confirmPayment: build.mutation<AdminOrder, { id: number; note?: string }>({
      query: ({ id, note }) => ({ url: `/orders/${id}/confirm-payment`, method: 'POST', body: note ? { note } : {} }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    cancelOrder: build.mutation<AdminOrder, { id: number; body: AdminCancelBody }>({
      query: ({ id, body }) => ({ url: `/orders/${id}/cancel`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    handOver: build.mutation<AdminOrder, { id: number; unitIds?: number[] }>({
      query: ({ id, unitIds }) => ({ url: `/orders/${id}/hand-over`, method: 'POST', body: unitIds ? { unitIds } : {} }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    /** Each line's free units (and the busy ones, with why), read when the hand-over dialog opens. */
    handOverUnits: build.query<LineUnits[], { id: number; itemIds: number[] }>({
      async queryFn({ id, itemIds }, _api, _extra, baseQuery) {
        const lines: LineUnits[] = [];
        for (const itemId of itemIds) {
          const reply = await baseQuery(`/orders/${id}/items/${itemId}/free-units`);
          if (reply.error) return { error: reply.error };
          lines.push({ ...(reply.data as FreeUnits), itemId });
        }
        return { data: lines };
      },
      keepUnusedDataFor: 0,
    }),
    recordReturn: build.mutation<AdminOrder, { id: number; itemId: number; body: ReturnBody }>({
      query: ({ id, itemId, body }) => ({ url: `/orders/${id}/items/${itemId}/return`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    refundPaid: build.mutation<AdminOrder, { id: number; itemId: number; note?: string }>({
      query: ({ id, itemId, note }) => ({ url: `/orders/${id}/items/${itemId}/refund-paid`, method: 'POST', body: note ? { note } : {} }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    /** The sizes a rental line can move to: its product's. */
    productSizes: build.query<AdminProduct['sizes'], number>({ query: (productId) => `/products/${productId}`, transformResponse: (product: AdminProduct) => product.sizes }),
    /** What a line change would cost (a dry run: nothing is saved). */
    lineChangeQuote: build.mutation<LineChangeQuote, { id: number; itemId: number; body: LineChangeBody }>({
      query: ({ id, itemId, body }) => ({ url: `/orders/${id}/items/${itemId}/change-quote`, method: 'POST', body }),
    }),
    changeLine: build.mutation<AdminOrder, { id: number; itemId: number; body: LineChangeBody }>({
      query: ({ id, itemId, body }) => ({ url: `/orders/${id}/items/${itemId}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    addReturnPhoto: build.mutation<AdminOrder, { id: number; itemId: number; file: File }>({
      query: ({ id, itemId, file }) => ({ url: `/orders/${id}/items/${itemId}/photos`, method: 'POST', body: file, headers: { 'content-type': file.type } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Audit'],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useConfirmPaymentMutation, useHandOverMutation, useHandOverUnitsQuery, useRecordReturnMutation, useRefundPaidMutation, useAddReturnPhotoMutation, useProductSizesQuery, useLineChangeQuoteMutation, useChangeLineMutation, useCancelOrderMutation } = ordersApi;
