import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import { request } from '../../shared/state/request';
import { profileLoaded } from '../profile/public';
import { withPackage } from '../profile/with-package';
import { consumerUpdated } from '../user/public';
import * as membershipApi from './api';
import { fetchPackages, membershipError, packagesLoaded, purchaseFailed, purchasePackage, purchaseSucceeded } from './slice';
import type { Customer } from '../../../core/contracts/account';

export function* loadPackages() {
  yield* request(membershipApi.fetchPackages, [], { loaded: packagesLoaded, failed: ({ message }) => membershipError(message) });
}

export function* purchaseSaga(action: PayloadAction<number>) {
  try {
    const customer: Customer = yield call(membershipApi.purchasePackage, action.payload);
    const merged: Customer = yield call(withPackage, customer);
    yield put(purchaseSucceeded(merged));
    yield put(profileLoaded(merged));
    yield put(consumerUpdated(merged));
  } catch (error) {
    // 409 "Số dư ví không đủ": the fetch helper has shown it; keep it for the dialog too.
    yield put(purchaseFailed(errorMessage(error)));
  }
}

export function* membershipSaga() {
  yield takeLatest(fetchPackages.type, loadPackages);
  yield takeLatest(purchasePackage.type, purchaseSaga);
}

export default membershipSaga;
