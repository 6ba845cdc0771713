/** The notifications' API contract (TypeBox). */
import { Type, type Static } from 'typebox';
import { DateTime, Int, NullableStr, Pagination, Str, ref } from './common';

export const Notification = Type.Object(
  {
    id: Int,
    title: Str,
    body: Str,
    link: NullableStr,
    readAt: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
    createdAt: DateTime,
  },
  { $id: 'Notification' },
);
export const NotificationList = Type.Object({ items: Type.Array(ref(Notification)), unread: Int, pagination: ref(Pagination) });
export const UnreadCount = Type.Object({ unread: Int });

export const NOTIFICATION_SCHEMAS = [Notification] as const;

export type Notification = Static<typeof Notification>;
export type NotificationList = Static<typeof NotificationList>;
