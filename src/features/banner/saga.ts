import { takeLatest } from 'redux-saga/effects';
import { request } from '../../shared/state/request';
import * as bannerApi from './api';
import { bannerError, bannersLoaded, fetchBanners } from './slice';

/** Quietly (no page-top loader): the home page already shows the banners it was built with. */
export function* loadBanners() {
  yield* request(bannerApi.fetchBanners, [], {
    loaded: bannersLoaded,
    failed: ({ message }) => bannerError(message),
  });
}

export function* bannerSaga() {
  yield takeLatest(fetchBanners.type, loadBanners);
}

export default bannerSaga;
