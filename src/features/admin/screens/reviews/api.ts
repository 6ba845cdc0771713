/** Shoppers' reviews, visible or hidden, a page at a time. */
import type { AdminReviewList } from '../../../../../core/contracts/review';
import { adminApi } from '../../api';

const reviewsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Reviews'] }).injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<AdminReviewList, { filter: 'visible' | 'hidden'; page: number }>({
      query: ({ filter, page }) => ({ url: '/reviews', params: { filter, 'pagination.page': page } }),
      providesTags: ['Reviews'],
    }),
    hideReview: build.mutation<unknown, { id: number; reason: string }>({ query: ({ id, reason }) => ({ url: `/reviews/${id}/hide`, method: 'POST', body: { reason } }), invalidatesTags: ['Reviews', 'Audit'] }),
    showReview: build.mutation<unknown, number>({ query: (id) => ({ url: `/reviews/${id}/show`, method: 'POST' }), invalidatesTags: ['Reviews', 'Audit'] }),
  }),
});

export const { useReviewsQuery, useHideReviewMutation, useShowReviewMutation } = reviewsApi;
