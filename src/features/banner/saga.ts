import { takeLatest } from 'redux-saga/effects';
import { request } from '../../shared/state/request';
import * as bannerApi from './api';
import { bannerError, bannersLoaded, fetchBanners } from './slice';

export function* loadBanners() {
  yield* request(bannerApi.fetchBanners, [], {
    loader: true,
    loaded: bannersLoaded,
    failed: ({ message }) => bannerError(message),
  });
}

export function* bannerSaga() {
  yield takeLatest(fetchBanners.type, loadBanners);
}

export default bannerSaga;
