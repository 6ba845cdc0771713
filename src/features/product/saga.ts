import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import { request } from '../../shared/state/request';
import * as productApi from './api';
import { fetchProductDetail, productDetailError, productDetailLoaded } from './slice';

export function* loadProductDetail(action: PayloadAction<string, string, { quiet: boolean }>) {
  yield* request(productApi.fetchProductDetail, [action.payload], {
    loader: !action.meta.quiet,
    loaded: productDetailLoaded,
    failed: productDetailError,
  });
}

export function* productDetailSaga() {
  yield takeLatest(fetchProductDetail.type, loadProductDetail);
}

export default productDetailSaga;
