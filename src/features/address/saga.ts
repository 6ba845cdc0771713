import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import * as addressApi from './api';
import type { Address, AddressInput, AddressList } from '../../../core/contracts/address';
import {
  addressCreated,
  addressDeleted,
  addressError,
  addressListLoaded,
  addressUpdated,
  createAddress,
  deleteAddress,
  fetchAddresses,
  updateAddress,
} from './slice';

// A call returning nothing gives an empty payload for its event; a thrown error gives only the error event.

export function* loadAddresses() {
  try {
    const list: AddressList | undefined = yield call(addressApi.fetchAddresses);
    yield put(addressListLoaded(list ?? {}));
  } catch (error) {
    yield put(addressError(errorMessage(error)));
  }
}

export function* createAddressSaga(action: PayloadAction<AddressInput>) {
  let created: Address | undefined;
  try {
    created = yield call(addressApi.createAddress, action.payload);
  } catch (error) {
    yield put(addressError(errorMessage(error)));
    return;
  }
  yield put(addressCreated(created ?? {}));
  // The server may have moved the default: reload the list.
  yield put(fetchAddresses());
}

export function* updateAddressSaga(action: PayloadAction<AddressInput & { id: number }>) {
  let updated: Address | undefined;
  try {
    updated = yield call(addressApi.updateAddress, action.payload);
  } catch (error) {
    yield put(addressError(errorMessage(error)));
    return;
  }
  yield put(addressUpdated(updated ?? {}));
  yield put(fetchAddresses());
}

export function* deleteAddressSaga(action: PayloadAction<number>) {
  let status: number | undefined;
  try {
    status = yield call(addressApi.deleteAddress, action.payload);
  } catch (error) {
    yield put(addressError(errorMessage(error)));
    return;
  }
  yield put(addressDeleted(status ? { id: action.payload } : {}));
  yield put(fetchAddresses());
}

export function* addressSaga() {
  yield takeLatest(fetchAddresses.type, loadAddresses);
  yield takeLatest(createAddress.type, createAddressSaga);
  yield takeLatest(updateAddress.type, updateAddressSaga);
  yield takeLatest(deleteAddress.type, deleteAddressSaga);
}

export default addressSaga;
