/** The home page's banners. */
import type { AdminBanner, AdminBannerList, BannerInput } from '../../../../../core/contracts/admin-catalog';
import { adminApi } from '../../api';

const bannersApi = adminApi.enhanceEndpoints({ addTagTypes: ['Banners'] }).injectEndpoints({
  endpoints: (build) => ({
    banners: build.query<AdminBannerList, void>({ query: () => '/banners', providesTags: ['Banners'] }),
    saveBanner: build.mutation<AdminBanner, { id: number | null; body: BannerInput }>({
      query: ({ id, body }) => (id === null ? { url: '/banners', method: 'POST', body } : { url: `/banners/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Banners', 'Audit'],
    }),
    deleteBanner: build.mutation<{ status: 'ok' }, number>({ query: (id) => ({ url: `/banners/${id}`, method: 'DELETE' }), invalidatesTags: ['Banners', 'Audit'] }),
  }),
});

export const { useBannersQuery, useSaveBannerMutation, useDeleteBannerMutation } = bannersApi;
