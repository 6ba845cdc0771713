/**
 * The reminders' recurring job. Each run (every REMINDER_INTERVAL_MINUTES, one run per occurrence across instances):
 *
 * 1. From 09:00 Vietnam time, today's reminders of every order concerned are written, one row per channel, with
 *    `insert … on conflict do nothing` on (order, kind, day, channel): however many runs, instances or restarts,
 *    each reminder exists once.
 * 2. Rows of today still to send (or that failed, up to MAX_ATTEMPTS) are claimed `FOR UPDATE SKIP LOCKED` with a
 *    short lease, then sent by their channel: the in-app notification in the same transaction that marks the row sent
 *    (exactly once); mail, push and SMS/Zalo at least once (a crash between the send and the mark resends it after
 *    the lease, the only case).
 * A channel the shopper turned off, or cannot receive on (no e-mail, no phone, no push subscription, push not
 * configured), is recorded as skipped with the reason.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, notificationPreferences, orderItems, orders, pushSubscriptions, reminders, users, type ReminderRow } from '../../db/schema';
import { REMINDER_CHANNELS, type ReminderChannel } from '../../../core/contracts/reminder-vocab';
import type { NotificationPreferences } from '../../../core/contracts/reminder';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { notify } from '../notification/notify';
import type { Mailer } from '../auth/mailer';
import type { JobLogger } from '../../jobs/runner';
import { reminderDueAt, remindersOn, type PlanOrder, type PlannedReminder } from './plan';
import { REMINDER_NOTES, reminderText, type ReminderText } from './messages';
import type { PushSender } from './push';
import type { TextSender } from './text-sender';

export const MAX_ATTEMPTS = 3;
const LEASE_MS = 5 * 60_000;
const CLAIM_BATCH = 100;

export interface ReminderSenders {
  mailer: Mailer;
  push: PushSender;
  text: TextSender;
  /** For the links in mails: `<siteUrl>/account/order-history/…`. */
  siteUrl: string;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = { app: true, email: true, push: true, sms: true };

type Loaded = PlanOrder & { id: number; code: string; customerId: number };

/** The orders with a reminder on `today`: a rental handed over tomorrow, or one out and due back tomorrow or earlier. */
async function ordersConcerned(db: Db, today: string): Promise<Loaded[]> {
  const tomorrow = addDays(today, 1);
  const ids = await db
    .selectDistinct({ id: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      or(
        and(eq(orderItems.rentalState, 'reserved'), eq(orderItems.dateFrom, tomorrow), eq(orders.status, 'delivering')),
        // Due back (the day after dateTo) tomorrow or before.
        and(eq(orderItems.rentalState, 'with_shopper'), sql`${orderItems.dateTo} <= ${today}::date`),
      ),
    );
  return loadOrders(
    db,
    ids.map((row) => row.id),
  );
}

export async function loadOrders(db: Db, orderIds: number[]): Promise<Loaded[]> {
  if (orderIds.length === 0) return [];
  const [headers, lines] = await Promise.all([
    db.select({ id: orders.id, code: orders.code, customerId: orders.customerId, status: orders.status, deliveryMethod: orders.deliveryMethod }).from(orders).where(inArray(orders.id, orderIds)),
    db
      .select({
        orderId: orderItems.orderId,
        rentalState: orderItems.rentalState,
        dateFrom: orderItems.dateFrom,
        dateTo: orderItems.dateTo,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        deposit: orderItems.deposit,
      })
      .from(orderItems)
      .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.mode, 'rent'))),
  ]);
  return headers
    .sort((a, b) => a.id - b.id)
    .map((header) => ({ ...header, lines: lines.filter((line) => line.orderId === header.id) }));
}

/** Step 1: today's reminders written once per channel. Resolves to how many rows are new. */
export async function planToday(db: Db, now: Date): Promise<number> {
  const today = todayInVietnam(now);
  const dueAt = reminderDueAt(today);
  if (now < dueAt) return 0;
  const values = (await ordersConcerned(db, today)).flatMap((order) =>
    remindersOn(order, today).flatMap((reminder) =>
      REMINDER_CHANNELS.map((channel) => ({ orderId: order.id, kind: reminder.kind, day: today, lateDays: reminder.lateDays, channel, dueAt })),
    ),
  );
  if (values.length === 0) return 0;
  const inserted = await db.insert(reminders).values(values).onConflictDoNothing().returning({ id: reminders.id });
  return inserted.length;
}

/** Step 2's claim: today's rows still to send, leased to this run. */
async function claimDue(db: Db, now: Date): Promise<ReminderRow[]> {
  const today = todayInVietnam(now);
  const until = new Date(now.getTime() + LEASE_MS);
  const result = await db.execute(sql`
    with due as (
      select id from reminders
      where status in ('scheduled', 'failed') and attempts < ${MAX_ATTEMPTS} and day = ${today}::date and due_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
      order by due_at, order_id, id
      limit ${CLAIM_BATCH}
      for update skip locked
    )
    update reminders set attempts = reminders.attempts + 1, locked_until = ${until.toISOString()}::timestamptz
    from due where reminders.id = due.id
    returning reminders.id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(reminders).where(inArray(reminders.id, ids)).orderBy(asc(reminders.orderId), asc(reminders.id));
}

interface Recipient {
  email: string | null;
  phone: string | null;
  preferences: NotificationPreferences;
  subscriptions: { id: number; endpoint: string; p256dh: string; auth: string }[];
}

async function recipientOf(db: Db, customerId: number): Promise<Recipient> {
  const [contact] = await db
    .select({ email: users.email, phone: users.phone, preferences: notificationPreferences })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.customerId, customers.id))
    .where(eq(customers.id, customerId));
  const subscriptions = await db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
  const saved = contact?.preferences;
  return {
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    preferences: saved ? { app: saved.app, email: saved.email, push: saved.push, sms: saved.sms } : DEFAULT_PREFERENCES,
    subscriptions,
  };
}

type Outcome = { status: 'sent' } | { status: 'skipped'; note: string };

function mailOf(text: ReminderText, siteUrl: string) {
  const link = `${siteUrl}${text.link ?? ''}`;
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    subject: text.title,
    text: `${text.body}\n\nXem đơn hàng: ${link}`,
    html: `<p>${escape(text.body)}</p><p><a href="${escape(link)}">Xem đơn hàng</a></p>`,
    link,
  };
}

async function sendOn(db: Db, senders: ReminderSenders, channel: ReminderChannel, recipient: Recipient, text: ReminderText): Promise<Outcome> {
  switch (channel) {
    case 'app':
      return { status: 'sent' };
    case 'email':
      if (!recipient.email) return { status: 'skipped', note: REMINDER_NOTES.noEmail };
      await senders.mailer.send({ to: recipient.email, ...mailOf(text, senders.siteUrl) });
      return { status: 'sent' };
    case 'push': {
      if (!senders.push.enabled) return { status: 'skipped', note: REMINDER_NOTES.pushOff };
      if (recipient.subscriptions.length === 0) return { status: 'skipped', note: REMINDER_NOTES.noSubscription };
      let delivered = 0;
      for (const subscription of recipient.subscriptions) {
        const result = await senders.push.send(subscription, { title: text.title, body: text.body, link: text.link ?? null });
        if (result === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        else delivered += 1;
      }
      return delivered > 0 ? { status: 'sent' } : { status: 'skipped', note: REMINDER_NOTES.noSubscription };
    }
    case 'sms':
      if (!recipient.phone) return { status: 'skipped', note: REMINDER_NOTES.noPhone };
      await senders.text.send({ to: recipient.phone, template: text.template, params: text.params, text: `${text.title}. ${text.body}` });
      return { status: 'sent' };
  }
}

/** Marks a claimed row (only while it is still unsent: a lapsed claim taken by another run changes nothing). */
async function mark(db: Pick<Db, 'update'>, row: ReminderRow, now: Date, outcome: { status: 'sent' | 'skipped' | 'failed'; note?: string | null }): Promise<boolean> {
  const updated = await db
    .update(reminders)
    .set({
      status: outcome.status,
      note: outcome.note ?? null,
      sentAt: outcome.status === 'sent' ? now : null,
      // A failure waits a lease before its next try (a later run).
      lockedUntil: outcome.status === 'failed' ? new Date(now.getTime() + LEASE_MS) : null,
    })
    .where(and(eq(reminders.id, row.id), inArray(reminders.status, ['scheduled', 'failed']), eq(reminders.attempts, row.attempts)))
    .returning({ id: reminders.id });
  return updated.length > 0;
}

export interface RunSummary {
  planned: number;
  sent: number;
  skipped: number;
  failed: number;
}

/** One run of the job: plan today's, then send what is claimed. */
export async function runReminders(db: Db, senders: ReminderSenders, now: Date, log: JobLogger): Promise<RunSummary> {
  const summary: RunSummary = { planned: await planToday(db, now), sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, now);
    if (claimed.length === 0) return summary;
    const byOrder = new Map((await loadOrders(db, [...new Set(claimed.map((row) => row.orderId))])).map((order) => [order.id, order]));
    const recipients = new Map<number, Recipient>();
    for (const row of claimed) {
      const order = byOrder.get(row.orderId)!;
      const recipient = recipients.get(order.customerId) ?? (await recipientOf(db, order.customerId));
      recipients.set(order.customerId, recipient);
      const reminder: PlannedReminder | undefined = remindersOn(order, row.day).find((planned) => planned.kind === row.kind);
      if (!reminder) {
        // The order moved since (returned, handed over, cancelled): nothing to remind any more.
        await mark(db, row, now, { status: 'skipped', note: 'Đơn hàng đã thay đổi, không cần nhắc' });
        summary.skipped += 1;
        continue;
      }
      const text = reminderText(order, reminder);
      if (!recipient.preferences[row.channel]) {
        await mark(db, row, now, { status: 'skipped', note: REMINDER_NOTES.channelOff });
        summary.skipped += 1;
        continue;
      }
      try {
        if (row.channel === 'app') {
          await db.transaction(async (tx) => {
            if (await mark(tx, row, now, { status: 'sent' })) await notify(tx, order.customerId, text);
          });
          summary.sent += 1;
          continue;
        }
        const outcome = await sendOn(db, senders, row.channel, recipient, text);
        await mark(db, row, now, outcome);
        summary[outcome.status === 'sent' ? 'sent' : 'skipped'] += 1;
      } catch (error) {
        log.warn({ err: error, reminderId: row.id, channel: row.channel, attempt: row.attempts }, 'reminder not sent: retried at the next run');
        await mark(db, row, now, { status: 'failed', note: error instanceof Error ? error.message.slice(0, 300) : String(error) });
        summary.failed += 1;
      }
    }
  }
}
