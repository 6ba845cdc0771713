import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../../shared/api/errors';
import * as lookupApi from './api';
import {
  addressLookupError,
  citiesLoaded,
  districtsLoaded,
  fetchCities,
  fetchDistricts,
  fetchWards,
  wardsLoaded,
} from './slice';
import type { DivisionScheme } from '../../../../core/contracts/address-vocab';
import type { Division } from '../../../../core/contracts/address';

export function* loadCities(action: PayloadAction<DivisionScheme | undefined>) {
  try {
    const items: Division[] = yield call(lookupApi.fetchCities, action.payload ?? '2025');
    yield put(citiesLoaded(items));
  } catch (error) {
    yield put(addressLookupError(errorMessage(error)));
  }
}

export function* loadDistricts(action: PayloadAction<string>) {
  try {
    const items: Division[] = yield call(lookupApi.fetchDistricts, action.payload);
    yield put(districtsLoaded(items));
  } catch (error) {
    yield put(addressLookupError(errorMessage(error)));
  }
}

export function* loadWards(action: PayloadAction<{ id: string; scheme: DivisionScheme }>) {
  try {
    const items: Division[] = yield call(lookupApi.fetchWards, action.payload.id, action.payload.scheme);
    yield put(wardsLoaded(items));
  } catch (error) {
    yield put(addressLookupError(errorMessage(error)));
  }
}

export function* addressLookupSaga() {
  yield takeLatest(fetchCities.type, loadCities);
  yield takeLatest(fetchDistricts.type, loadDistricts);
  yield takeLatest(fetchWards.type, loadWards);
}

export default addressLookupSaga;
