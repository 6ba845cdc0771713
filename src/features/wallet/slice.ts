import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../shared/state/events';
import { pagedList, type PagedListState } from '../../shared/state/paged-list';
import type { WalletBalances } from '../../../core/contracts/account';
import type { WalletEntry } from '../../../core/contracts/wallet';

// The API's page (WALLET_PAGE_SIZE), written out: a slice importing ./api would cost every page a module of its own.
const list = pagedList<'history', WalletEntry>('history', { limit: 20, append: true });

export interface WalletState extends WalletBalances, PagedListState<'history', WalletEntry> {}

export const initialWalletState: WalletState = {
  availableBalance: 0,
  membershipAvailableBalance: 0,
  walletCoin: 0,
  ...list.initial,
};

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    /** Balances and the given history page. */
    fetchWallet: list.fetch,
    balancesLoaded(state, action: PayloadAction<Partial<WalletBalances>>) {
      state.availableBalance = amount(action.payload.availableBalance);
      state.membershipAvailableBalance = amount(action.payload.membershipAvailableBalance);
      state.walletCoin = state.availableBalance + state.membershipAvailableBalance;
    },
    historyLoaded: list.loaded,
    walletError: list.failed,
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
