import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { CollectionResponse, CollectionType } from '../catalog/types';
import { hideLoader, showLoader } from '../../shared/loader/slice';
import * as collectionApi from './api';
import { collectionError, collectionLoaded, fetchCollection } from './slice';

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function* loadCollection(action: PayloadAction<{ type: CollectionType; page?: number; limit?: number }>) {
  const { type, page, limit } = action.payload;
  yield put(showLoader());
  try {
    const body: CollectionResponse = yield call(collectionApi.fetchCollection, type, page, limit);
    yield put(collectionLoaded(body));
  } catch (error) {
    yield put(collectionError(errorText(error)));
  } finally {
    yield put(hideLoader());
  }
}

export function* collectionSaga() {
  // Different types load side by side, so every request runs.
  yield takeEvery(fetchCollection.type, loadCollection);
}

export default collectionSaga;
