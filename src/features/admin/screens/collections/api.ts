/** The home page's collections; a save answers with them all. */
import type { AdminCollectionList, CollectionInput } from '../../../../../core/contracts/admin-catalog';
import { adminApi } from '../../api';

const collectionsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Collections'] }).injectEndpoints({
  endpoints: (build) => ({
    collections: build.query<AdminCollectionList, void>({ query: () => '/collections', providesTags: ['Collections'] }),
    saveCollection: build.mutation<AdminCollectionList, { id: number; body: CollectionInput }>({
      query: ({ id, body }) => ({ url: `/collections/${id}`, method: 'PUT', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(collectionsApi.util.upsertQueryData('collections', undefined, data));
      },
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useCollectionsQuery, useSaveCollectionMutation } = collectionsApi;
