import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { request } from '../../shared/state/request';
import * as collectionApi from './api';
import { collectionError, collectionLoaded, fetchCollection } from './slice';
import type { CollectionType } from '../../../core/contracts/home-vocab';

export function* loadCollection(action: PayloadAction<{ type: CollectionType; page?: number; limit?: number }>) {
  const { type, page, limit } = action.payload;
  yield* request(collectionApi.fetchCollection, [type, page, limit], {
    loader: true,
    loaded: collectionLoaded,
    failed: ({ message }) => collectionError(message),
  });
}

export function* collectionSaga() {
  yield takeEvery(fetchCollection.type, loadCollection);
}

export default collectionSaga;
