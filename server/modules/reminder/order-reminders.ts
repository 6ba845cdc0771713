/** An order's reminders as staff see them: every row written (sent, skipped, failed, due) and those still to come. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, reminders } from '../../db/schema';
import { REMINDER_CHANNELS } from '../../../core/contracts/reminder-vocab';
import type { OrderReminder } from '../../../core/contracts/reminder';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { reminderDueAt, upcomingReminders } from './plan';
import { DEFAULT_PREFERENCES, loadOrders } from './send';
import { REMINDER_NOTES } from './messages';

export async function orderReminders(db: Db, orderId: number, now: Date = new Date()): Promise<OrderReminder[]> {
  const rows = await db.select().from(reminders).where(eq(reminders.orderId, orderId)).orderBy(asc(reminders.dueAt), asc(reminders.id));
  const recorded: OrderReminder[] = rows.map((row) => ({
    kind: row.kind,
    day: row.day,
    dueAt: row.dueAt.toISOString(),
    lateDays: row.lateDays,
    channel: row.channel,
    status: row.status,
    sent: row.status === 'sent',
    sentAt: row.sentAt?.toISOString() ?? null,
    note: row.note,
  }));
  const [order] = await loadOrders(db, [orderId]);
  if (!order || order.status === 'cancelled') return recorded;
  const written = new Set(rows.map((row) => `${row.kind}@${row.day}`));
  let overdueShown = false;
  const planned = upcomingReminders(order, todayInVietnam(now)).filter((reminder) => {
    if (written.has(`${reminder.kind}@${reminder.day}`)) return false;
    // A late rental: only its next late day is shown ahead (the next ones follow each day).
    if (reminder.kind !== 'overdue') return true;
    if (overdueShown) return false;
    overdueShown = true;
    return true;
  });
  // A channel the shopper turned off will be skipped when the day comes: said so ahead.
  const [saved] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.customerId, order.customerId));
  const preferences = saved ?? DEFAULT_PREFERENCES;
  const ahead: OrderReminder[] = planned.flatMap((reminder) =>
    REMINDER_CHANNELS.map((channel) => ({
      kind: reminder.kind,
      day: reminder.day,
      dueAt: reminderDueAt(reminder.day).toISOString(),
      lateDays: reminder.lateDays,
      channel,
      status: preferences[channel] ? ('scheduled' as const) : ('skipped' as const),
      sent: false,
      sentAt: null,
      note: preferences[channel] ? null : REMINDER_NOTES.channelOff,
    })),
  );
  return [...recorded, ...ahead];
}
