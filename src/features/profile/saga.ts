import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import { consumerUpdated } from '../user/public';
import * as profileApi from './api';
import type { Customer, ProfileInput } from '../../../core/contracts/account';
import { fetchProfile, profileError, profileLoaded, profileSaved, updateProfile } from './slice';
import { withPackage } from './with-package';

export function* loadProfile() {
  try {
    const customer: Customer = yield call(profileApi.fetchProfile);
    const merged: Customer = yield call(withPackage, customer);
    yield put(profileLoaded(merged));
  } catch (error) {
    yield put(profileError(errorMessage(error)));
  }
}

export function* saveProfile(action: PayloadAction<ProfileInput>) {
  try {
    const customer: Customer = yield call(profileApi.updateProfile, action.payload);
    yield put(profileSaved(customer));
    yield put(consumerUpdated(customer));
  } catch (error) {
    yield put(profileError(errorMessage(error)));
  }
}

export function* profileSaga() {
  yield takeLatest(fetchProfile.type, loadProfile);
  yield takeLatest(updateProfile.type, saveProfile);
}

export default profileSaga;
