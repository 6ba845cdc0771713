import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../shared/api/errors';
import { signedInActions } from '../user/slice';
import * as notificationApi from './api';
import type { NotificationPage } from './api';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllRead,
  markRead,
  notificationError,
  notificationsLoaded,
  unreadCountLoaded,
} from './slice';

export function* loadNotifications(action: PayloadAction<number | undefined>) {
  try {
    const page: NotificationPage = yield call(notificationApi.fetchNotifications, action.payload ?? 1);
    yield put(notificationsLoaded(page ?? { items: [], unread: 0, pagination: { page: 1, limit: 20, total: 0 } }));
  } catch (error) {
    yield put(notificationError(errorMessage(error)));
  }
}

export function* loadUnreadCount() {
  try {
    const unread: number = yield call(notificationApi.fetchUnreadCount);
    yield put(unreadCountLoaded(unread));
  } catch (error) {
    yield put(notificationError(errorMessage(error)));
  }
}

export function* markReadSaga(action: PayloadAction<number>) {
  try {
    yield call(notificationApi.markRead, action.payload);
  } catch (error) {
    yield put(notificationError(errorMessage(error)));
    yield put(fetchUnreadCount());
  }
}

export function* markAllReadSaga() {
  try {
    yield call(notificationApi.markAllRead);
  } catch (error) {
    yield put(notificationError(errorMessage(error)));
    yield put(fetchUnreadCount());
  }
}

export function* notificationSaga() {
  yield takeLatest(fetchNotifications.type, loadNotifications);
  yield takeLatest([fetchUnreadCount.type, ...signedInActions], loadUnreadCount);
  yield takeEvery(markRead.type, markReadSaga);
  yield takeLatest(markAllRead.type, markAllReadSaga);
}

export default notificationSaga;
