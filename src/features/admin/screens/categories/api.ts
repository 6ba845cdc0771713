/** The menu's categories; every write answers with them all and changes the forms' category choices. */
import type { AdminCategoryList, CategoryInput, CategoryOrder } from '../../../../../core/contracts/admin-catalog';
import { adminApi } from '../../api';

const changed = ['Categories', 'Audit', 'CatalogOptions'] as const;

const categoriesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Categories'] }).injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<AdminCategoryList, void>({ query: () => '/categories', providesTags: ['Categories'] }),
    addCategory: build.mutation<AdminCategoryList, CategoryInput>({ query: (body) => ({ url: '/categories', method: 'POST', body }), invalidatesTags: [...changed] }),
    saveCategory: build.mutation<AdminCategoryList, { id: number; body: CategoryInput }>({ query: ({ id, body }) => ({ url: `/categories/${id}`, method: 'PUT', body }), invalidatesTags: [...changed] }),
    orderCategories: build.mutation<AdminCategoryList, CategoryOrder>({ query: (body) => ({ url: '/categories/order', method: 'PUT', body }), invalidatesTags: [...changed] }),
    removeCategory: build.mutation<AdminCategoryList, number>({ query: (id) => ({ url: `/categories/${id}`, method: 'DELETE' }), invalidatesTags: [...changed] }),
  }),
});

export const { useCategoriesQuery, useAddCategoryMutation, useSaveCategoryMutation, useOrderCategoriesMutation, useRemoveCategoryMutation } = categoriesApi;
