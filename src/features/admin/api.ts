/**
 * The back-office's data layer: RTK Query over /v1/admin (staff session cookie, `X-User-Type: staff` on every call).
 * Here the session and what several screens share; each screen injects its own endpoints (`screens/<name>/api.ts`).
 */
import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { StaffLoginBody, StaffLoginCodeBody, StaffSession, StaffSetPasswordBody } from '../../../core/contracts/admin';
import type { CatalogOptions } from '../../../core/contracts/admin-catalog';
import type { ErrorReason, Message } from '../../../core/contracts/common';
import { getApiBaseUrl } from '../../shared/api/http';
import { ta } from './strings';

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
  // The tags more than one screen (or the log-in) names; a screen's own come with its endpoints (addTagTypes).
  tagTypes: ['Me', 'Audit', 'CatalogOptions', 'Orders', 'Today', 'Staff'],
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
    setPassword: build.mutation<Message, StaffSetPasswordBody>({ query: (body) => ({ url: '/auth/set-password', method: 'POST', body }) }),
    /** Categories and attribute values, for the forms that pick them (products, banners, vouchers). */
    catalogOptions: build.query<CatalogOptions, void>({ query: () => '/catalog/options', providesTags: ['CatalogOptions'] }),
  }),
});

export const { useMeQuery, useLoginMutation, useLogoutMutation, useLoginCodeMutation, useSetPasswordMutation, useCatalogOptionsQuery } = adminApi;

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
