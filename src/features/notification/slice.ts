import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestFailed, requestStarted } from '../../shared/state/request-state';
import { sessionEnded } from '../../shared/state/events';
import { userError } from '../user/public';
import type { NotificationPage } from './api';
import type { Notification } from '../../../core/contracts/notification';
import type { Pagination } from '../../../core/contracts/common';

export interface NotificationState {
  items: Notification[];
  unread: number;
  pagination: Pagination;
  loaded: boolean;
  loading: boolean;
  error: string | null;
}

export const initialNotificationState: NotificationState = {
  items: [],
  unread: 0,
  pagination: { page: 1, limit: 20, total: 0 },
  loaded: false,
  loading: false,
  error: null,
};

const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialNotificationState,
  reducers: {
    fetchNotifications(state, _action: PayloadAction<number | undefined>) {
      requestStarted(state);
    },
    notificationsLoaded(state, action: PayloadAction<NotificationPage>) {
      const { items = [], pagination, unread } = action.payload;
      state.items = pagination && pagination.page > 1 ? [...state.items, ...items] : items;
      state.pagination = pagination ?? state.pagination;
      state.unread = typeof unread === 'number' ? unread : state.unread;
      state.loaded = true;
      state.loading = false;
    },
    fetchUnreadCount() {},
    unreadCountLoaded(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
    /** Marks it read at once; the saga calls the API. */
    markRead(state, action: PayloadAction<number>) {
      const item = state.items.find((candidate) => candidate.id === action.payload);
      if (item && !item.readAt) {
        item.readAt = new Date().toISOString();
        state.unread = Math.max(0, state.unread - 1);
      }
    },
    markAllRead(state) {
      const now = new Date().toISOString();
      state.items.forEach((item) => {
        if (!item.readAt) item.readAt = now;
      });
      state.unread = 0;
    },
    notificationError(state, action: PayloadAction<string>) {
      requestFailed(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialNotificationState).addCase(userError, () => initialNotificationState);
  },
});

export const {
  fetchNotifications,
  notificationsLoaded,
  fetchUnreadCount,
  unreadCountLoaded,
  markRead,
  markAllRead,
  notificationError,
} = notificationSlice.actions;
export const notificationReducer = notificationSlice.reducer;
export const selectNotification = (state: { notification: NotificationState }): NotificationState => state.notification;
export default notificationSlice;

declare module '../../shared/state/app-state' {
  interface AppState {
    notification: NotificationState;
  }
}
