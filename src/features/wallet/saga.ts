import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import { emptyPage } from '../../shared/state/paged-list';
import { request } from '../../shared/state/request';
import * as walletApi from './api';
import { balancesLoaded, fetchWallet as fetchWalletAction, historyLoaded, walletError } from './slice';
import type { Paged } from '../../../core/contracts/common';
import type { WalletBalances } from '../../../core/contracts/account';
import type { WalletEntry } from '../../../core/contracts/wallet';

/** Balances and one page of history, together. */
async function fetchWallet(page: number): Promise<[WalletBalances, Paged<WalletEntry>]> {
  return Promise.all([walletApi.fetchBalances(), walletApi.fetchHistory(page)]);
}

export function* loadWallet(action: PayloadAction<number | undefined>) {
  yield* request(fetchWallet, [action.payload ?? 1], {
    loaded: ([balances, history]) => [
      balancesLoaded(balances ?? {}),
      historyLoaded(history ?? emptyPage(walletApi.WALLET_PAGE_SIZE)),
    ],
    failed: ({ message }) => walletError(message),
  });
}

export function* walletSaga() {
  yield takeLatest(fetchWalletAction.type, loadWallet);
}

export default walletSaga;
