import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError } from '../../shared/api/http';
import type { ProductDetail } from '../catalog/types';
import { errorText } from '../collection/saga';
import { hideLoader, showLoader } from '../../shared/loader/slice';
import * as productApi from './api';
import { fetchProductDetail, productDetailError, productDetailLoaded } from './slice';

export function* loadProductDetail(action: PayloadAction<string>) {
  yield put(showLoader());
  try {
    const data: ProductDetail = yield call(productApi.fetchProductDetail, action.payload);
    yield put(productDetailLoaded(data));
  } catch (error) {
    yield put(productDetailError({ message: errorText(error), status: error instanceof ApiError ? error.status : null }));
  } finally {
    yield put(hideLoader());
  }
}

export function* productDetailSaga() {
  yield takeLatest(fetchProductDetail.type, loadProductDetail);
}

export default productDetailSaga;
