/**
 * Reminders of a rental's days (server/modules/reminder/): one row per order, kind, Vietnam day and channel — the
 * unique key is what makes each reminder go out once, whatever the number of instances or restarts. The shopper's
 * channel choices and her browsers' Web Push subscriptions live here too.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';
import { orders } from './orders';
import type { ReminderChannel, ReminderKind, ReminderStatus } from '../../../core/contracts/reminder-vocab';

export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    /** The Vietnam calendar day it is sent on. */
    day: date('day', { mode: 'string' }).notNull(),
    /** For an overdue reminder: how many days late on that day (0 otherwise). */
    lateDays: integer('late_days').notNull().default(0),
    channel: text('channel').$type<ReminderChannel>().notNull(),
    /** The hour it was meant to go (09:00 Vietnam on `day`). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ReminderStatus>().notNull().default('scheduled'),
    /** Why it was skipped or failed (in Vietnamese: staff read it). */
    note: text('note'),
    attempts: integer('attempts').notNull().default(0),
    /** A sender's claim: another instance leaves the row alone until it lapses. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reminders_once_uq').on(table.orderId, table.kind, table.day, table.channel),
    index('reminders_pending_idx').on(table.dueAt).where(sql`${table.status} in ('scheduled', 'failed')`),
    check('reminders_kind_check', sql`${table.kind} in ('handover_tomorrow', 'return_tomorrow', 'return_today', 'overdue')`),
    check('reminders_channel_check', sql`${table.channel} in ('app', 'email', 'push', 'sms')`),
    check('reminders_status_check', sql`${table.status} in ('scheduled', 'sent', 'skipped', 'failed')`),
  ],
);

export type ReminderRow = typeof reminders.$inferSelect;

/** The shopper's channels (no row: every channel on). */
export const notificationPreferences = pgTable('notification_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  app: boolean('app').notNull().default(true),
  email: boolean('email').notNull().default(true),
  push: boolean('push').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser that allowed Web Push (its endpoint is the browser vendor's; gone when the vendor answers 404/410). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_uq').on(table.endpoint), index('push_subscriptions_customer_idx').on(table.customerId)],
);
