/** Reminders' API contract (TypeBox): the shopper's channels, her browsers' push subscriptions, what staff see on an order. */
import { Type, type Static } from 'typebox';
import { Bool, DateTime, Int, NullableStr, StringEnum } from './common';
import { REMINDER_CHANNELS, REMINDER_KINDS, REMINDER_STATUSES } from './reminder-vocab';

const closed = { additionalProperties: false } as const;

export const NotificationPreferences = Type.Object({ app: Bool, email: Bool, push: Bool, sms: Bool }, closed);
export const NotificationPreferencesBody = Type.Object(
  { app: Type.Optional(Bool), email: Type.Optional(Bool), push: Type.Optional(Bool), sms: Type.Optional(Bool) },
  { ...closed, minProperties: 1 },
);
/** Whether this server can send Web Push, and the key a browser subscribes with. */
export const PushConfig = Type.Object({ enabled: Bool, publicKey: NullableStr });

/** A browser's PushSubscription.toJSON(). */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 1000, pattern: '^https://' }),
    keys: Type.Object({ p256dh: Type.String({ minLength: 20, maxLength: 200 }), auth: Type.String({ minLength: 8, maxLength: 100 }) }),
    expirationTime: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
  },
  { additionalProperties: false },
);
export const PushUnsubscribeBody = Type.Object({ endpoint: Type.String({ minLength: 10, maxLength: 1000 }) }, closed);

/** One reminder of an order as staff see it: planned (scheduled, not yet due) or recorded (sent, skipped, failed). */
export const OrderReminder = Type.Object({
  kind: StringEnum(REMINDER_KINDS),
  /** The Vietnam day it goes out on, and its hour. */
  day: Type.String(),
  dueAt: DateTime,
  lateDays: Int,
  channel: StringEnum(REMINDER_CHANNELS),
  status: StringEnum(REMINDER_STATUSES),
  sent: Bool,
  sentAt: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
  note: NullableStr,
});

export type NotificationPreferences = Static<typeof NotificationPreferences>;
export type NotificationPreferencesBody = Static<typeof NotificationPreferencesBody>;
export type PushConfig = Static<typeof PushConfig>;
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;
export type OrderReminder = Static<typeof OrderReminder>;
