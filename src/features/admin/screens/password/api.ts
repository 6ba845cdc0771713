/** The member's own password. */
import type { StaffPasswordChangeBody } from '../../../../../core/contracts/admin';
import type { Message } from '../../../../../core/contracts/common';
import { adminApi } from '../../api';

const passwordApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<Message, StaffPasswordChangeBody>({ query: (body) => ({ url: '/auth/password', method: 'PUT', body }), invalidatesTags: ['Audit'] }),
  }),
});

export const { useChangePasswordMutation } = passwordApi;
