import { call, put, takeLatest } from 'redux-saga/effects';
import type { Banner } from '../catalog/types';
import { errorText } from '../collection/saga';
import { hideLoader, showLoader } from '../../shared/loader/slice';
import * as bannerApi from './api';
import { bannerError, bannersLoaded, fetchBanners } from './slice';

export function* loadBanners() {
  yield put(showLoader());
  try {
    const list: Banner[] = yield call(bannerApi.fetchBanners);
    yield put(bannersLoaded(list));
  } catch (error) {
    yield put(bannerError(errorText(error)));
  } finally {
    yield put(hideLoader());
  }
}

export function* bannerSaga() {
  yield takeLatest(fetchBanners.type, loadBanners);
}

export default bannerSaga;
