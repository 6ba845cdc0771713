import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import { request } from '../../shared/state/request';
import * as categoryApi from './api';
import { categoryError, categoryLoaded, fetchCategory, type FetchCategoryPayload } from './slice';

export function* loadCategory(action: PayloadAction<FetchCategoryPayload>) {
  const { source, query, pathname, search, quiet } = action.payload;
  yield* request(categoryApi.fetchProductList, [source, query], {
    loader: !quiet,
    loaded: (body) => categoryLoaded({ body, pathname, search }),
    failed: ({ message }) => categoryError(message),
  });
}

export function* categorySaga() {
  // The latest view wins: a quick second change cancels the first request's result.
  yield takeLatest(fetchCategory.type, loadCategory);
}

export default categorySaga;
