/** Marketing's vouchers. */
import type { AdminVoucher, AdminVoucherList, VoucherInput } from '../../../../../core/contracts/voucher';
import { adminApi } from '../../api';

const vouchersApi = adminApi.enhanceEndpoints({ addTagTypes: ['Vouchers'] }).injectEndpoints({
  endpoints: (build) => ({
    vouchers: build.query<AdminVoucherList, void>({ query: () => '/vouchers', providesTags: ['Vouchers'] }),
    addVoucher: build.mutation<AdminVoucher, VoucherInput>({ query: (body) => ({ url: '/vouchers', method: 'POST', body }), invalidatesTags: ['Vouchers', 'Audit'] }),
    pauseVoucher: build.mutation<AdminVoucher, { id: number; paused: boolean }>({
      query: ({ id, paused }) => ({ url: `/vouchers/${id}`, method: 'PATCH', body: { paused } }),
      invalidatesTags: ['Vouchers', 'Audit'],
    }),
  }),
});

export const { useVouchersQuery, useAddVoucherMutation, usePauseVoucherMutation } = vouchersApi;
