import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestFailed, requestStarted } from '../../shared/state/request-state';
import { sessionEnded } from '../../shared/state/events';
import type { Paged, Pagination } from '../../../core/contracts/common';
import type { WalletBalances } from '../../../core/contracts/account';
import type { WalletEntry } from '../../../core/contracts/wallet';

export interface WalletState extends WalletBalances {
  history: WalletEntry[];
  pagination: Pagination;
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

export const initialWalletState: WalletState = {
  availableBalance: 0,
  membershipAvailableBalance: 0,
  walletCoin: 0,
  history: [],
  pagination: { page: 1, limit: 20, total: 0 },
  loaded: false,
  loading: false,
  error: null,
};

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    /** Balances and the given history page. */
    fetchWallet(state, _action: PayloadAction<number | undefined>) {
      requestStarted(state);
    },
    balancesLoaded(state, action: PayloadAction<Partial<WalletBalances>>) {
      state.availableBalance = amount(action.payload.availableBalance);
      state.membershipAvailableBalance = amount(action.payload.membershipAvailableBalance);
      state.walletCoin = state.availableBalance + state.membershipAvailableBalance;
    },
    historyLoaded(state, action: PayloadAction<Paged<WalletEntry>>) {
      const { items = [], pagination } = action.payload;
      state.history = pagination && pagination.page > 1 ? [...state.history, ...items] : items;
      state.pagination = pagination ?? state.pagination;
      state.loaded = true;
      state.loading = false;
    },
    walletError(state, action: PayloadAction<string>) {
      requestFailed(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialWalletState);
  },
});

export const { fetchWallet, balancesLoaded, historyLoaded, walletError } = walletSlice.actions;
export const walletReducer = walletSlice.reducer;
export const selectWallet = (state: { wallet: WalletState }): WalletState => state.wallet;
export default walletSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    wallet: WalletState;
  }
}
