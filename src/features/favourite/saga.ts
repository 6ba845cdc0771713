import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import type { Paged } from '../account/types';
import type { ProductCard } from '../catalog/types';
import { signedInActions } from '../user/slice';
import * as favouriteApi from './api';
import {
  addFavourite,
  favouriteError,
  favouriteIdsLoaded,
  favouritesLoaded,
  fetchFavouriteIds,
  fetchFavourites,
  removeFavourite,
} from './slice';

export function* loadFavourites(action: PayloadAction<number | undefined>) {
  try {
    const page: Paged<ProductCard> = yield call(favouriteApi.fetchFavourites, action.payload ?? 1);
    yield put(favouritesLoaded(page ?? { items: [], pagination: { page: 1, limit: 30, total: 0 } }));
  } catch (error) {
    yield put(favouriteError(errorMessage(error)));
  }
}

export function* loadFavouriteIds() {
  try {
    const ids: number[] = yield call(favouriteApi.fetchFavouriteIds);
    yield put(favouriteIdsLoaded(ids));
  } catch (error) {
    yield put(favouriteError(errorMessage(error)));
  }
}

export function* addFavouriteSaga(action: PayloadAction<number>) {
  try {
    yield call(favouriteApi.addFavourite, action.payload);
  } catch (error) {
    yield put(favouriteError(errorMessage(error)));
    yield put(fetchFavouriteIds());
  }
}

export function* removeFavouriteSaga(action: PayloadAction<number>) {
  try {
    yield call(favouriteApi.removeFavourite, action.payload);
  } catch (error) {
    yield put(favouriteError(errorMessage(error)));
    yield put(fetchFavouriteIds());
  }
}

export function* favouriteSaga() {
  yield takeLatest(fetchFavourites.type, loadFavourites);
  yield takeLatest(fetchFavouriteIds.type, loadFavouriteIds);
  yield takeLatest(signedInActions, loadFavouriteIds);
  yield takeEvery(addFavourite.type, addFavouriteSaga);
  yield takeEvery(removeFavourite.type, removeFavouriteSaga);
}

export default favouriteSaga;
