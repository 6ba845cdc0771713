/** The catalogue's calls: the product list, one product, its writes and its photos. */
import type { AdminProduct, AdminProductList, ProductInput, ProductUpdate } from '../../../../../core/contracts/admin-catalog';
import type { AdminProductFilter } from '../../../../../core/contracts/admin-vocab';
import { adminApi } from '../../api';

/** A product write answers with the product: it replaces the cached one, and the lists are fetched again. */
const productChange = {
  async onQueryStarted(_args: { id: number }, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AdminProduct }> }): Promise<void> {
    const { data } = await queryFulfilled.catch(() => ({ data: null }));
    if (data) dispatch(productsApi.util.upsertQueryData('product', data.id, data));
  },
  invalidatesTags: ['Products' as const, 'Audit' as const],
};

const productsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Product', 'Products'] }).injectEndpoints({
  endpoints: (build) => ({
    products: build.query<AdminProductList, { filter: AdminProductFilter; q: string; page: number }>({
      query: ({ filter, q, page }) => ({ url: '/products', params: { filter, ...(q ? { q } : {}), 'pagination.page': page, 'pagination.limit': 20 } }),
      providesTags: ['Products'],
    }),
    product: build.query<AdminProduct, number>({ query: (id) => `/products/${id}`, providesTags: (_result, _error, id) => [{ type: 'Product', id }] }),
    createProduct: build.mutation<AdminProduct, ProductInput>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      invalidatesTags: ['Products', 'Audit'],
    }),
    updateProduct: build.mutation<AdminProduct, { id: number; body: ProductUpdate }>({
      query: ({ id, body }) => ({ url: `/products/${id}`, method: 'PUT', body }),
      ...productChange,
    }),
    /** The file is the body, sent as it is with its own type. */
    addPhoto: build.mutation<AdminProduct, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `/products/${id}/photos`, method: 'POST', body: file, headers: { 'content-type': file.type } }),
      ...productChange,
    }),
    reorderPhotos: build.mutation<AdminProduct, { id: number; imageIds: number[] }>({
      query: ({ id, imageIds }) => ({ url: `/products/${id}/photos/order`, method: 'PUT', body: { imageIds } }),
      ...productChange,
    }),
    removePhoto: build.mutation<AdminProduct, { id: number; imageId: number }>({
      query: ({ id, imageId }) => ({ url: `/products/${id}/photos/${imageId}`, method: 'DELETE' }),
      ...productChange,
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useCreateProductMutation, useUpdateProductMutation, useAddPhotoMutation, useReorderPhotosMutation, useRemovePhotoMutation } = productsApi;
