/** The owner's staff list: add, change, reset a password. */
import type { StaffInvite, StaffList, StaffPasswordLink, StaffUpdate, StaffUser } from '../../../../../core/contracts/admin';
import { adminApi } from '../../api';

const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staff: build.query<StaffList, void>({ query: () => '/staff', providesTags: ['Staff'] }),
    inviteStaff: build.mutation<StaffUser, StaffInvite>({ query: (body) => ({ url: '/staff', method: 'POST', body }), invalidatesTags: ['Staff', 'Audit'] }),
    updateStaff: build.mutation<StaffUser, { id: number; body: StaffUpdate }>({
      query: ({ id, body }) => ({ url: `/staff/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    resetStaffPassword: build.mutation<StaffPasswordLink, number>({ query: (id) => ({ url: `/staff/${id}/password-reset`, method: 'POST' }), invalidatesTags: ['Audit'] }),
  }),
});

export const { useStaffQuery, useInviteStaffMutation, useUpdateStaffMutation, useResetStaffPasswordMutation } = staffApi;
