import { call, put, takeLatest } from 'redux-saga/effects';
import { hideLoader, showLoader } from '../../shared/loader/slice';
import * as menuApi from './api';
import { fetchMenu, fetchMenuFailure, fetchMenuSuccess } from './slice';
import { transformMenu } from './transform';
import type { MenuItem } from './types';

/** Load the menu, showing the global loader meanwhile. */
export function* loadMenu() {
  yield put(showLoader());
  try {
    const items: MenuItem[] = yield call(menuApi.fetchMenu);
    yield put(fetchMenuSuccess(transformMenu(items)));
  } catch (error) {
    // The fetch helper has already notified (non-401); only record the state.
    yield put(fetchMenuFailure(error instanceof Error ? error.message : String(error)));
  } finally {
    yield put(hideLoader());
  }
}

export function* menuSaga() {
  yield takeLatest(fetchMenu.type, loadMenu);
}

export default menuSaga;
