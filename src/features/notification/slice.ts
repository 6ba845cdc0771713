import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../shared/state/events';
import { pagedList, type PagedListState } from '../../shared/state/paged-list';
import { userError } from '../user/public';
import type { NotificationPage } from './api';
import type { Notification } from '../../../core/contracts/notification';

// The API's page (NOTIFICATION_PAGE_SIZE), written out: a slice importing ./api would cost every page a module of its own.
const list = pagedList<'items', Notification>('items', { limit: 20, append: true });

export interface NotificationState extends PagedListState<'items', Notification> {
  unread: number;
}

export const initialNotificationState: NotificationState = { ...list.initial, unread: 0 };

const notificationSlice = createSlice({
  name: 'notification',
  initialState: initialNotificationState,
  reducers: {
    fetchNotifications: list.fetch,
    notificationsLoaded(state, action: PayloadAction<NotificationPage>) {
      list.loaded(state, action);
      if (typeof action.payload.unread === 'number') state.unread = action.payload.unread;
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
    notificationError: list.failed,
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
