/** The back-office's data layer: RTK Query over /v1/admin (staff session cookie, `X-User-Type: staff` on every call). */
import type { AdminReviewList } from '../../../core/contracts/review';
import type { AdminVoucher, AdminVoucherList, VoucherInput } from '../../../core/contracts/voucher';
import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type {
  AdminOrder,
  AdminOrderList,
  AuditList,
  ReturnBody,
  StaffInvite,
  StaffList,
  StaffLoginBody,
  StaffLoginCodeBody,
  StaffPasswordChangeBody,
  StaffPasswordLink,
  StaffSession,
  StaffSetPasswordBody,
  StaffUpdate,
  StaffUser,
  TodayBoard,
} from '../../../core/contracts/admin';
import type {
  AdminBanner,
  AdminBannerList,
  AdminCategoryList,
  AdminPackageList,
  PackageInput,
  AdminCollectionList,
  CategoryInput,
  CategoryOrder,
  AdminContentPage,
  AdminContentPageList,
  AdminProduct,
  AdminProductList,
  BannerInput,
  CatalogOptions,
  CollectionInput,
  ContentPageInput,
  ProductInput,
  ProductUpdate,
} from '../../../core/contracts/admin-catalog';
import type { AdminOrderView, AdminProductFilter } from '../../../core/contracts/admin-vocab';
import type { ErrorReason, Message } from '../../../core/contracts/common';
import { getApiBaseUrl } from '../../shared/api/http';
import { ta } from './strings';

/** A product write answers with the product: it replaces the cached one, and the lists are fetched again. */
const productChange = {
  async onQueryStarted(_args: { id: number }, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AdminProduct }> }) {
    const { data } = await queryFulfilled.catch(() => ({ data: null }));
    if (data) dispatch(adminApi.util.upsertQueryData('product', data.id, data));
  },
  invalidatesTags: ['Products' as const, 'Audit' as const],
};

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: fetchBaseQuery({
    baseUrl: `${getApiBaseUrl()}/v1/admin`,
    credentials: 'same-origin',
    prepareHeaders: (headers) => {
      headers.set('x-user-type', 'staff');
      return headers;
    },
  }),
  tagTypes: ['Me', 'Order', 'Orders', 'Today', 'Staff', 'Audit', 'Product', 'Products', 'Banners', 'Pages', 'Collections', 'Categories', 'CatalogOptions', 'Packages', 'Vouchers', 'Reviews'],
  endpoints: (build) => ({
    me: build.query<StaffSession, void>({ query: () => '/auth/me', providesTags: ['Me'] }),
    login: build.mutation<StaffSession, StaffLoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      // The answer is the session: no second round trip, and a failed try leaves the form (and its message) in place.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminApi.util.upsertQueryData('me', undefined, data));
      },
      invalidatesTags: (result) => (result ? ['Orders', 'Today', 'Staff', 'Audit'] : []),
    }),
    logout: build.mutation<{ status: 'ok' }, void>({ query: () => ({ url: '/auth/logout', method: 'POST' }), invalidatesTags: ['Me'] }),
    loginCode: build.mutation<Message, StaffLoginCodeBody>({ query: (body) => ({ url: '/auth/login/code', method: 'POST', body }) }),
    changePassword: build.mutation<Message, StaffPasswordChangeBody>({ query: (body) => ({ url: '/auth/password', method: 'PUT', body }), invalidatesTags: ['Audit'] }),
    setPassword: build.mutation<Message, StaffSetPasswordBody>({ query: (body) => ({ url: '/auth/set-password', method: 'POST', body }) }),
    resetStaffPassword: build.mutation<StaffPasswordLink, number>({ query: (id) => ({ url: `/staff/${id}/password-reset`, method: 'POST' }), invalidatesTags: ['Audit'] }),
    today: build.query<TodayBoard, void>({ query: () => '/today', providesTags: ['Today'] }),
    orders: build.query<AdminOrderList, { view: AdminOrderView; q: string; page: number }>({
      query: ({ view, q, page }) => ({ url: '/orders', params: { view, ...(q ? { q } : {}), 'pagination.page': page, 'pagination.limit': 20 } }),
      providesTags: ['Orders'],
    }),
    order: build.query<AdminOrder, number>({ query: (id) => `/orders/${id}`, providesTags: (_result, _error, id) => [{ type: 'Order', id }] }),
    confirmPayment: build.mutation<AdminOrder, { id: number; note?: string }>({
      query: ({ id, note }) => ({ url: `/orders/${id}/confirm-payment`, method: 'POST', body: note ? { note } : {} }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    handOver: build.mutation<AdminOrder, number>({
      query: (id) => ({ url: `/orders/${id}/hand-over`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    recordReturn: build.mutation<AdminOrder, { id: number; itemId: number; body: ReturnBody }>({
      query: ({ id, itemId, body }) => ({ url: `/orders/${id}/items/${itemId}/return`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    refundPaid: build.mutation<AdminOrder, { id: number; itemId: number; note?: string }>({
      query: ({ id, itemId, note }) => ({ url: `/orders/${id}/items/${itemId}/refund-paid`, method: 'POST', body: note ? { note } : {} }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Orders', 'Today', 'Audit'],
    }),
    addReturnPhoto: build.mutation<AdminOrder, { id: number; itemId: number; file: File }>({
      query: ({ id, itemId, file }) => ({ url: `/orders/${id}/items/${itemId}/photos`, method: 'POST', body: file, headers: { 'content-type': file.type } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, 'Audit'],
    }),
    staff: build.query<StaffList, void>({ query: () => '/staff', providesTags: ['Staff'] }),
    inviteStaff: build.mutation<StaffUser, StaffInvite>({ query: (body) => ({ url: '/staff', method: 'POST', body }), invalidatesTags: ['Staff', 'Audit'] }),
    updateStaff: build.mutation<StaffUser, { id: number; body: StaffUpdate }>({
      query: ({ id, body }) => ({ url: `/staff/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    catalogOptions: build.query<CatalogOptions, void>({ query: () => '/catalog/options', providesTags: ['CatalogOptions'] }),
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
    banners: build.query<AdminBannerList, void>({ query: () => '/banners', providesTags: ['Banners'] }),
    saveBanner: build.mutation<AdminBanner, { id: number | null; body: BannerInput }>({
      query: ({ id, body }) => (id === null ? { url: '/banners', method: 'POST', body } : { url: `/banners/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Banners', 'Audit'],
    }),
    deleteBanner: build.mutation<{ status: 'ok' }, number>({ query: (id) => ({ url: `/banners/${id}`, method: 'DELETE' }), invalidatesTags: ['Banners', 'Audit'] }),
    contentPages: build.query<AdminContentPageList, void>({ query: () => '/content-pages', providesTags: ['Pages'] }),
    contentPage: build.query<AdminContentPage, number>({ query: (id) => `/content-pages/${id}`, providesTags: ['Pages'] }),
    saveContentPage: build.mutation<AdminContentPage, { id: number; body: ContentPageInput }>({
      query: ({ id, body }) => ({ url: `/content-pages/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Pages', 'Audit'],
    }),
    collections: build.query<AdminCollectionList, void>({ query: () => '/collections', providesTags: ['Collections'] }),
    saveCollection: build.mutation<AdminCollectionList, { id: number; body: CollectionInput }>({
      query: ({ id, body }) => ({ url: `/collections/${id}`, method: 'PUT', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminApi.util.upsertQueryData('collections', undefined, data));
      },
      invalidatesTags: ['Audit'],
    }),
    categories: build.query<AdminCategoryList, void>({ query: () => '/categories', providesTags: ['Categories'] }),
    addCategory: build.mutation<AdminCategoryList, CategoryInput>({ query: (body) => ({ url: '/categories', method: 'POST', body }), invalidatesTags: ['Categories', 'Audit', 'CatalogOptions'] }),
    saveCategory: build.mutation<AdminCategoryList, { id: number; body: CategoryInput }>({ query: ({ id, body }) => ({ url: `/categories/${id}`, method: 'PUT', body }), invalidatesTags: ['Categories', 'Audit', 'CatalogOptions'] }),
    orderCategories: build.mutation<AdminCategoryList, CategoryOrder>({ query: (body) => ({ url: '/categories/order', method: 'PUT', body }), invalidatesTags: ['Categories', 'Audit', 'CatalogOptions'] }),
    removeCategory: build.mutation<AdminCategoryList, number>({ query: (id) => ({ url: `/categories/${id}`, method: 'DELETE' }), invalidatesTags: ['Categories', 'Audit', 'CatalogOptions'] }),
    packages: build.query<AdminPackageList, void>({ query: () => '/membership-packages', providesTags: ['Packages'] }),
    addPackage: build.mutation<AdminPackageList, PackageInput>({ query: (body) => ({ url: '/membership-packages', method: 'POST', body }), invalidatesTags: ['Packages', 'Audit'] }),
    savePackage: build.mutation<AdminPackageList, { id: number; body: PackageInput }>({
      query: ({ id, body }) => ({ url: `/membership-packages/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Packages', 'Audit'],
    }),
    vouchers: build.query<AdminVoucherList, void>({ query: () => '/vouchers', providesTags: ['Vouchers'] }),
    addVoucher: build.mutation<AdminVoucher, VoucherInput>({ query: (body) => ({ url: '/vouchers', method: 'POST', body }), invalidatesTags: ['Vouchers', 'Audit'] }),
    pauseVoucher: build.mutation<AdminVoucher, { id: number; paused: boolean }>({
      query: ({ id, paused }) => ({ url: `/vouchers/${id}`, method: 'PATCH', body: { paused } }),
      invalidatesTags: ['Vouchers', 'Audit'],
    }),
    reviews: build.query<AdminReviewList, { filter: 'visible' | 'hidden'; page: number }>({
      query: ({ filter, page }) => ({ url: '/reviews', params: { filter, 'pagination.page': page } }),
      providesTags: ['Reviews'],
    }),
    hideReview: build.mutation<unknown, { id: number; reason: string }>({ query: ({ id, reason }) => ({ url: `/reviews/${id}/hide`, method: 'POST', body: { reason } }), invalidatesTags: ['Reviews', 'Audit'] }),
    showReview: build.mutation<unknown, number>({ query: (id) => ({ url: `/reviews/${id}/show`, method: 'POST' }), invalidatesTags: ['Reviews', 'Audit'] }),
    audit: build.query<AuditList, number>({ query: (page) => ({ url: '/audit', params: { 'pagination.page': page, 'pagination.limit': 50 } }), providesTags: ['Audit'] }),
  }),
});

export const {
  useMeQuery,
  useLoginMutation,
  useLogoutMutation,
  useLoginCodeMutation,
  useChangePasswordMutation,
  useSetPasswordMutation,
  useResetStaffPasswordMutation,
  useTodayQuery,
  useOrdersQuery,
  useOrderQuery,
  useConfirmPaymentMutation,
  useHandOverMutation,
  useRecordReturnMutation,
  useRefundPaidMutation,
  useStaffQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
  useAuditQuery,
  useCatalogOptionsQuery,
  useProductsQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useAddPhotoMutation,
  useReorderPhotosMutation,
  useRemovePhotoMutation,
  useBannersQuery,
  useSaveBannerMutation,
  useDeleteBannerMutation,
  useContentPagesQuery,
  useContentPageQuery,
  useSaveContentPageMutation,
  useCollectionsQuery,
  useSaveCollectionMutation,
  useAddReturnPhotoMutation,
  useCategoriesQuery,
  useAddCategoryMutation,
  useSaveCategoryMutation,
  useOrderCategoriesMutation,
  useRemoveCategoryMutation,
  usePackagesQuery,
  useAddPackageMutation,
  useSavePackageMutation,
  useVouchersQuery,
  useAddVoucherMutation,
  usePauseVoucherMutation,
  useReviewsQuery,
  useHideReviewMutation,
  useShowReviewMutation,
} = adminApi;

/** The server's Vietnamese message of a failed call (network failures get the shop's own). */
export function adminErrorMessage(error: unknown): string {
  const failure = error as FetchBaseQueryError | undefined;
  if (failure && typeof failure === 'object' && 'data' in failure) {
    const data = failure.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string') return data.message;
  }
  return ta.networkError;
}

/** The `reason` beside a failed call's message (e.g. `login-code-required`), if any. */
export function adminErrorReason(error: unknown): ErrorReason | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as { reason?: ErrorReason } | undefined;
  return data && typeof data === 'object' && typeof data.reason === 'string' ? data.reason : null;
}

export const isUnauthorized = (error: unknown): boolean => (error as FetchBaseQueryError | undefined)?.status === 401;
