/** The day's board. */
import type { TodayBoard } from '../../../../../core/contracts/admin';
import { adminApi } from '../../api';

const todayApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    today: build.query<TodayBoard, void>({ query: () => '/today', providesTags: ['Today'] }),
  }),
});

export const { useTodayQuery } = todayApi;
