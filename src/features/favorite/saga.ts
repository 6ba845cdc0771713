import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery, takeLatest } from 'redux-saga/effects';
import { emptyPage } from '../../shared/state/paged-list';
import { request } from '../../shared/state/request';
import type { Failure } from '../../shared/state/request-state';
import { signedInActions } from '../user/public';
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

const failed = ({ message }: Failure) => favoriteError(message);
/** The heart was toggled optimistically: a failure reloads the true ids. */
const failedThenReload = (failure: Failure) => [failed(failure), fetchFavoriteIds()];

export function* loadFavorites(action: PayloadAction<number | undefined>) {
  yield* request(favoriteApi.fetchFavorites, [action.payload ?? 1], {
    loaded: (page) => favoritesLoaded(page ?? emptyPage(favoriteApi.FAVOURITE_PAGE_SIZE)),
    failed,
  });
}

export function* loadFavoriteIds() {
  yield* request(favoriteApi.fetchFavoriteIds, [], { loaded: favoriteIdsLoaded, failed });
}

export function* addFavoriteSaga(action: PayloadAction<number>) {
  yield* request(favoriteApi.addFavorite, [action.payload], { failed: failedThenReload });
}

export function* removeFavoriteSaga(action: PayloadAction<number>) {
  yield* request(favoriteApi.removeFavorite, [action.payload], { failed: failedThenReload });
}

export function* favoriteSaga() {
  yield takeLatest(fetchFavorites.type, loadFavorites);
  yield takeLatest(fetchFavoriteIds.type, loadFavoriteIds);
  yield takeLatest(signedInActions, loadFavoriteIds);
  yield takeEvery(addFavorite.type, addFavoriteSaga);
  yield takeEvery(removeFavorite.type, removeFavoriteSaga);
}

export default favoriteSaga;
