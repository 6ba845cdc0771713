import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery, takeLatest } from 'redux-saga/effects';
import { emptyPage } from '../../shared/state/paged-list';
import { request } from '../../shared/state/request';
import type { Failure } from '../../shared/state/request-state';
import { signedInActions } from '../user/public';
import * as notificationApi from './api';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllRead,
  markRead,
  notificationError,
  notificationsLoaded,
  unreadCountLoaded,
} from './slice';

const failed = ({ message }: Failure) => notificationError(message);
/** A failed mark-as-read leaves the badge unsure: count again. */
const failedThenRecount = (failure: Failure) => [failed(failure), fetchUnreadCount()];

export function* loadNotifications(action: PayloadAction<number | undefined>) {
  yield* request(notificationApi.fetchNotifications, [action.payload ?? 1], {
    loaded: (page) => notificationsLoaded(page ?? { ...emptyPage(notificationApi.NOTIFICATION_PAGE_SIZE), unread: 0 }),
    failed,
  });
}

export function* loadUnreadCount() {
  yield* request(notificationApi.fetchUnreadCount, [], { loaded: unreadCountLoaded, failed });
}

export function* markReadSaga(action: PayloadAction<number>) {
  yield* request(notificationApi.markRead, [action.payload], { failed: failedThenRecount });
}

export function* markAllReadSaga() {
  yield* request(notificationApi.markAllRead, [], { failed: failedThenRecount });
}

export function* notificationSaga() {
  yield takeLatest(fetchNotifications.type, loadNotifications);
  yield takeLatest([fetchUnreadCount.type, ...signedInActions], loadUnreadCount);
  yield takeEvery(markRead.type, markReadSaga);
  yield takeLatest(markAllRead.type, markAllReadSaga);
}

export default notificationSaga;
