/** The stock screens' calls: products found by name, a product's units, blocks, retiring, a unit's history. */
import type { BlockBody, StockProduct, StockProductList, UnitHistory } from '../../../../../core/contracts/stock';
import { adminApi } from '../../api';

const stockApi = adminApi.enhanceEndpoints({ addTagTypes: ['Stock', 'Unit'] }).injectEndpoints({
  endpoints: (build) => ({
    stockProducts: build.query<StockProductList, string>({ query: (q) => ({ url: '/stock/products', params: q ? { q } : {} }) }),
    stockProduct: build.query<StockProduct, number>({ query: (id) => `/stock/products/${id}`, providesTags: (_result, _error, id) => [{ type: 'Stock', id }] }),
    unitHistory: build.query<UnitHistory, number>({ query: (id) => `/stock/units/${id}`, providesTags: (_result, _error, id) => [{ type: 'Unit', id }] }),
    blockUnit: build.mutation<StockProduct, { unitId: number; body: BlockBody }>({
      query: ({ unitId, body }) => ({ url: `/stock/units/${unitId}/blocks`, method: 'POST', body }),
      invalidatesTags: (result, _error, { unitId }) => [{ type: 'Stock', id: result?.id }, { type: 'Unit', id: unitId }, 'Audit'],
    }),
    endBlock: build.mutation<StockProduct, { blockId: number; unitId: number }>({
      query: ({ blockId }) => ({ url: `/stock/blocks/${blockId}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, { unitId }) => [{ type: 'Stock', id: result?.id }, { type: 'Unit', id: unitId }, 'Audit'],
    }),
    retireUnit: build.mutation<StockProduct, number>({
      query: (unitId) => ({ url: `/stock/units/${unitId}/retire`, method: 'POST' }),
      invalidatesTags: (result, _error, unitId) => [{ type: 'Stock', id: result?.id }, { type: 'Unit', id: unitId }, 'Audit'],
    }),
  }),
});

export const { useStockProductsQuery, useStockProductQuery, useUnitHistoryQuery, useBlockUnitMutation, useEndBlockMutation, useRetireUnitMutation } = stockApi;
