import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { ProductListResponse } from './types';
import { errorText } from '../collection/saga';
import { hideLoader, showLoader } from '../../shared/loader/slice';
import * as categoryApi from './api';
import { categoryError, fetchCategory, setCategory, type FetchCategoryPayload } from './slice';

export function* loadCategory(action: PayloadAction<FetchCategoryPayload>) {
  const { source, query, pathname, search } = action.payload;
  yield put(showLoader());
  try {
    const body: ProductListResponse = yield call(categoryApi.fetchProductList, source, query);
    yield put(
      setCategory({
        products: body.items ?? [],
        pagination: body.pagination ?? null,
        total: body.pagination?.total ?? 0,
        facets: body.facets ?? null,
        pathname,
        search,
        loading: false,
        error: null,
      }),
    );
  } catch (error) {
    yield put(categoryError(errorText(error)));
  } finally {
    yield put(hideLoader());
  }
}

export function* categorySaga() {
  // The latest view wins: a quick second change cancels the first request's result.
  yield takeLatest(fetchCategory.type, loadCategory);
}

export default categorySaga;
