/** The owner's board of money going back: refunds owed to a bank or a gateway, and shoppers' withdrawals. */
import type { RefundBoard, RefundBoardView } from '../../../../../core/contracts/refund';
import { adminApi } from '../../api';

const refundsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Refunds'] }).injectEndpoints({
  endpoints: (build) => ({
    refundBoard: build.query<RefundBoard, RefundBoardView>({ query: (view) => ({ url: '/refunds', params: { view } }), providesTags: ['Refunds'] }),
    boardRefundPaid: build.mutation<RefundBoard, { id: number; reference: string }>({
      query: ({ id, reference }) => ({ url: `/refunds/${id}/paid`, method: 'POST', body: { reference } }),
      invalidatesTags: ['Refunds', 'Audit'],
    }),
    boardRefundToWallet: build.mutation<RefundBoard, number>({ query: (id) => ({ url: `/refunds/${id}/to-wallet`, method: 'POST' }), invalidatesTags: ['Refunds', 'Audit'] }),
    withdrawalPaid: build.mutation<RefundBoard, { id: number; reference: string }>({
      query: ({ id, reference }) => ({ url: `/withdrawals/${id}/paid`, method: 'POST', body: { reference } }),
      invalidatesTags: ['Refunds', 'Audit'],
    }),
    withdrawalReject: build.mutation<RefundBoard, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/withdrawals/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Refunds', 'Audit'],
    }),
  }),
});

export const { useRefundBoardQuery, useBoardRefundPaidMutation, useBoardRefundToWalletMutation, useWithdrawalPaidMutation, useWithdrawalRejectMutation } = refundsApi;
