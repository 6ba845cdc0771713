import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import type { Paged } from '../account/types';
import type { ProductCard } from '../catalog/types';
import { signedInActions } from '../user/slice';
import * as favoriteApi from './api';
import {
  addFavorite,
  favoriteError,
  favoriteIdsLoaded,
  favoritesLoaded,
  fetchFavoriteIds,
  fetchFavorites,
  removeFavorite,
} from './slice';

export function* loadFavorites(action: PayloadAction<number | undefined>) {
  try {
    const page: Paged<ProductCard> = yield call(favoriteApi.fetchFavorites, action.payload ?? 1);
    yield put(favoritesLoaded(page ?? { items: [], pagination: { page: 1, limit: 30, total: 0 } }));
  } catch (error) {
    yield put(favoriteError(errorMessage(error)));
  }
}

export function* loadFavoriteIds() {
  try {
    const ids: number[] = yield call(favoriteApi.fetchFavoriteIds);
    yield put(favoriteIdsLoaded(ids));
  } catch (error) {
    yield put(favoriteError(errorMessage(error)));
  }
}

export function* addFavoriteSaga(action: PayloadAction<number>) {
  try {
    yield call(favoriteApi.addFavorite, action.payload);
  } catch (error) {
    yield put(favoriteError(errorMessage(error)));
    yield put(fetchFavoriteIds());
  }
}

export function* removeFavoriteSaga(action: PayloadAction<number>) {
  try {
    yield call(favoriteApi.removeFavorite, action.payload);
  } catch (error) {
    yield put(favoriteError(errorMessage(error)));
    yield put(fetchFavoriteIds());
  }
}

export function* favoriteSaga() {
  yield takeLatest(fetchFavorites.type, loadFavorites);
  yield takeLatest(fetchFavoriteIds.type, loadFavoriteIds);
  yield takeLatest(signedInActions, loadFavoriteIds);
  yield takeEvery(addFavorite.type, addFavoriteSaga);
  yield takeEvery(removeFavorite.type, removeFavoriteSaga);
}

export default favoriteSaga;
