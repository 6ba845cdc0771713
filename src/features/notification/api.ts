import { get, put } from '../../shared/api/http';
import type { Notification } from '../../../core/contracts/notification';
import type { Paged } from '../../../core/contracts/common';

export type NotificationPage = Paged<Notification> & { unread: number };

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /v1/notification/list?pagination… → items, unread, pagination. */
export function fetchNotifications(page = 1, limit = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> {
  return get<NotificationPage>(`/v1/notification/list?pagination.page=${page}&pagination.limit=${limit}`);
}

/** GET /v1/notification/unread-count. */
export async function fetchUnreadCount(): Promise<number> {
  const body = await get<{ unread: number }>('/v1/notification/unread-count');
  return body?.unread ?? 0;
}

/** PUT /v1/notification/{id}/read. */
export function markRead(id: number): Promise<unknown> {
  return put<unknown>(`/v1/notification/${id}/read`);
}

/** PUT /v1/notification/read-all. */
export function markAllRead(): Promise<unknown> {
  return put<unknown>('/v1/notification/read-all');
}
