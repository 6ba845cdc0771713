import { takeLatest } from 'redux-saga/effects';
import { request } from '../../shared/state/request';
import * as menuApi from './api';
import { fetchMenu, menuError, menuLoaded } from './slice';
import { transformMenu } from './transform';

/** Load the menu, showing the global loader meanwhile. */
export function* loadMenu() {
  yield* request(menuApi.fetchMenu, [], {
    loader: true,
    loaded: (items) => menuLoaded(transformMenu(items)),
    failed: ({ message }) => menuError(message),
  });
}

export function* menuSaga() {
  yield takeLatest(fetchMenu.type, loadMenu);
}

export default menuSaga;
