import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import type { CustomerDto, MembershipPackageDto } from '../account/types';
import { consumerUpdated } from '../user/slice';
import * as profileApi from './api';
import type { ProfileUpdate } from './api';
import { fetchProfile, profileError, profileLoaded, profileSaved, updateProfile } from './slice';

/** Spec §7: when the profile has a membership, its package's name, type and colour are merged in. */
export function* withPackage(customer: CustomerDto) {
  const id = customer.membership?.membershipPackageId;
  if (!customer.membership || !id) return customer;
  try {
    const pkg: MembershipPackageDto = yield call(profileApi.fetchMembershipPackage, id);
    return { ...customer, membership: { ...customer.membership, name: pkg.name, type: pkg.type, color: pkg.color } };
  } catch {
    return customer;
  }
}

export function* loadProfile() {
  try {
    const customer: CustomerDto = yield call(profileApi.fetchProfile);
    const merged: CustomerDto = yield call(withPackage, customer);
    yield put(profileLoaded(merged));
  } catch (error) {
    yield put(profileError(errorMessage(error)));
  }
}

export function* saveProfile(action: PayloadAction<ProfileUpdate>) {
  try {
    const customer: CustomerDto = yield call(profileApi.updateProfile, action.payload);
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
