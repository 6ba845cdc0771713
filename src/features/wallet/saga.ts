import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import type { Paged, WalletBalances, WalletEntryDto } from '../account/types';
import * as walletApi from './api';
import { balancesLoaded, fetchWallet, historyLoaded, walletError } from './slice';

export function* loadWallet(action: PayloadAction<number | undefined>) {
  try {
    const [balances, history]: [WalletBalances, Paged<WalletEntryDto>] = yield all([
      call(walletApi.fetchBalances),
      call(walletApi.fetchHistory, action.payload ?? 1),
    ]);
    yield put(balancesLoaded(balances ?? {}));
    yield put(historyLoaded(history ?? { items: [], pagination: { page: 1, limit: 20, total: 0 } }));
  } catch (error) {
    yield put(walletError(errorMessage(error)));
  }
}

export function* walletSaga() {
  yield takeLatest(fetchWallet.type, loadWallet);
}

export default walletSaga;
