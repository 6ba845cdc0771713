/** The shop's content pages. */
import type { AdminContentPage, AdminContentPageList, ContentPageInput } from '../../../../../core/contracts/admin-catalog';
import { adminApi } from '../../api';

const pagesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Pages'] }).injectEndpoints({
  endpoints: (build) => ({
    contentPages: build.query<AdminContentPageList, void>({ query: () => '/content-pages', providesTags: ['Pages'] }),
    contentPage: build.query<AdminContentPage, number>({ query: (id) => `/content-pages/${id}`, providesTags: ['Pages'] }),
    saveContentPage: build.mutation<AdminContentPage, { id: number; body: ContentPageInput }>({
      query: ({ id, body }) => ({ url: `/content-pages/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Pages', 'Audit'],
    }),
  }),
});

export const { useContentPagesQuery, useContentPageQuery, useSaveContentPageMutation } = pagesApi;
