/**
 * A rental's whole life as the shopper is reminded of it, the clock moved day by day (never waited for): the day
 * before the pick-up, the day before the due-back day, the due-back day and two late days with the late fee so far —
 * each once, in order, on every channel (in-app, e-mail, Web Push through a local push service, SMS/Zalo outbox), by
 * two job-runner instances on the same database (their own connection pools on PostgreSQL), and again after a
 * "restart" without a second send. Before 09:00 Vietnam time nothing goes; a channel the shopper turned off is
 * recorded as skipped, and a browser its push service forgot (410) is dropped; staff read it all on the order.
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../server/db/client';
import { pushSubscriptions, reminders } from '../../../server/db/schema';
import { createPushSender } from '../../../server/modules/reminder/push';
import { reminderDueAt } from '../../../server/modules/reminder/plan';
import type { ReminderSenders } from '../../../server/modules/reminder/send';
import { createTextSender } from '../../../server/modules/reminder/text-sender';
import { formatVnd } from '../../../core/format';
import { lateFee } from '../../../core/rules/rental-lifecycle';
import { day, startShopServer } from '../cart/helpers';
import type { AccountsServer, Shopper } from '../accounts/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, type AdminOrderBody, type Staff } from '../admin/helpers';
import { paidPickupRental } from '../rental/helpers';
import { outbox, reminderInstance, startPushService, type PushService } from './support';

interface ReminderBody {
  kind: string;
  day: string;
  lateDays: number;
  channel: string;
  status: string;
  sent: boolean;
  sentAt: string | null;
  note: string | null;
}
type WithReminders = AdminOrderBody & { reminders: ReminderBody[] };
interface NotificationBody {
  title: string;
  body: string;
  link: string | null;
}
interface TextBody {
  to: string;
  template: string;
  params: Record<string, string | number>;
}

let server: AccountsServer;
let clerk: Staff;
let push: PushService;
let senders: ReminderSenders;
/** The second instance's own connection pool on PostgreSQL (PGlite has one connection for all). */
let second: Database | null = null;
let shift = 0;

beforeAll(async () => {
  server = await startShopServer({ REMINDER_INTERVAL_MINUTES: '0' });
  const { owner } = await loggedInOwner(server);
  ({ member: clerk } = await loggedInStaff(server, owner, 'staff'));
  push = await startPushService();
  senders = {
    mailer: server.app.accounts.mailer,
    push: createPushSender(push.vapid, { agent: push.agent }),
    text: createTextSender({ sender: 'outbox', url: null, token: null }, server.dataDir, server.app.log),
    siteUrl: 'https://thuedo.vn',
  };
  if (process.env.TEST_DATABASE_URL) {
    const current = (await server.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${current.rows[0]!.name}`;
    second = await openDatabase({ databaseUrl: url.toString() });
  }
});
afterAll(async () => {
  await second?.close();
  await push.close();
  await server.close();
});

/** The runners' clock at `hour:minute` Vietnam time on `vnDay`. */
const at = (vnDay: string, hour: number, minute = 0) => reminderDueAt(vnDay).getTime() + (hour - 9) * 3_600_000 + minute * 60_000 - Date.now();

/** Two instances at once (each restarted: a fresh runner), both looking for due jobs at the moved clock. */
async function bothInstancesRun(generation: string): Promise<void> {
  const a = reminderInstance(server.database.db, senders, () => shift, `a-${generation}`);
  const b = reminderInstance((second ?? server.database).db, senders, () => shift, `b-${generation}`);
  await Promise.all([a.runDue(), b.runDue()]);
}

const notificationsOf = async (shopper: Shopper) => (await shopper.get<{ items: NotificationBody[] }>('/v1/notification/list?pagination.limit=100')).body.items.reverse();
const mailsTo = (email: string) => outbox<{ to: string; subject: string; text: string }>(server.dataDir, (name) => name.endsWith(`-${email}.json`) && !name.startsWith('reminder-sms-'));
const textsTo = (phone: string) => outbox<TextBody>(server.dataDir, (name) => name.startsWith('reminder-sms-') && name.endsWith(`${phone}.json`));
const reminderTitles = (items: Array<{ title?: string; subject?: string }>) => items.map((item) => item.title ?? item.subject ?? '').filter((title) => /^(Ngày mai|Hôm nay)|: Trễ /.test(title));

test('every reminder of a rental’s life fires once, in order, on every channel, with two instances and after restarts', async () => {
  const { shopper, order, account } = await paidPickupRental(server, clerk, day(2));
  const email = account.user.email!;
  const phone = account.user.phone!;
  const browser = push.subscribe(`lan-${order.id}`);
  expect((await shopper.post('/v1/notification/push-subscriptions', browser)).status).toBe(200);
  const code = order.code;
  const dueBack = day(4);
  const expected: string[] = [];

  // Day 1, 08:30: too early. 09:15: the pick-up is tomorrow.
  shift = at(day(1), 8, 30);
  await bothInstancesRun('d1-early');
  expect(await server.database.db.select().from(reminders)).toHaveLength(0);
  shift = at(day(1), 9, 15);
  await bothInstancesRun('d1');
  expected.push(`Ngày mai nhận đồ tại cửa hàng — đơn hàng ${code}`);

  // Day 2: handed over at the counter; nothing to remind that day (due back on day 4).
  expect((await handOverWithUnits(clerk, order.id)).status).toBe(200);
  shift = at(day(2), 10);
  await bothInstancesRun('d2');

  shift = at(day(3), 9, 5);
  await bothInstancesRun('d3');
  expected.push(`Ngày mai là hạn trả đồ — đơn hàng ${code}`);
  shift = at(day(4), 14);
  await bothInstancesRun('d4');
  expected.push(`Hôm nay là hạn trả đồ — đơn hàng ${code}`);
  for (const late of [1, 2]) {
    shift = at(day(4 + late), 9, 1);
    await bothInstancesRun(`late-${late}`);
    // Restarted later the same day: nothing goes twice.
    shift = at(day(4 + late), 17, 40);
    await bothInstancesRun(`late-${late}-restart`);
    expected.push(`Đơn hàng ${code}: Trễ ${late} ngày — phí trễ đến nay ${formatVnd(lateFee(200_000, 1, late))}`);
  }

  // In the app, by e-mail, by push: each reminder once, in order.
  const inApp = await notificationsOf(shopper);
  expect(reminderTitles(inApp)).toEqual(expected);
  expect(reminderTitles(mailsTo(email))).toEqual(expected);
  const pushed = push.received.filter((message) => message.endpoint === `/push/lan-${order.id}`);
  expect(pushed.map((message) => message.title)).toEqual(expected);
  expect(pushed.every((message) => message.link === `/account/order-history/${order.id}`)).toBe(true);
  // SMS/Zalo: the template and its params (a provider maps the template to its approved one).
  expect(textsTo(phone).map((text) => [text.template, text.params.lateDays ?? null])).toEqual([
    ['handover_tomorrow_pickup', null],
    ['return_tomorrow', null],
    ['return_today', null],
    ['overdue', 1],
    ['overdue', 2],
  ]);
  const lastLate = inApp.find((item) => item.title.includes('Trễ 2 ngày'))!;
  expect(lastLate.body).toContain(`quá hạn trả (${dueBack.slice(8, 10)}/${dueBack.slice(5, 7)}/${dueBack.slice(0, 4)}) 2 ngày`);
  expect(lastLate.body).toContain(`Phí trễ đến nay ${formatVnd(lateFee(200_000, 1, 2))}`);

  // Staff see each reminder on each channel, sent, with the next late day still to come.
  const detail = await clerk.get<WithReminders>(`/v1/admin/orders/${order.id}`);
  expect(detail.status).toBe(200);
  const sent = detail.body.reminders.filter((reminder) => reminder.sent);
  expect(sent.map((reminder) => `${reminder.kind}:${reminder.day}:${reminder.channel}`)).toEqual(
    [
      ['handover_tomorrow', day(1)],
      ['return_tomorrow', day(3)],
      ['return_today', day(4)],
      ['overdue', day(5)],
      ['overdue', day(6)],
    ].flatMap(([kind, onDay]) => ['app', 'email', 'push', 'sms'].map((channel) => `${kind}:${onDay}:${channel}`)),
  );
  expect(sent.every((reminder) => reminder.status === 'sent' && reminder.sentAt)).toBe(true);
});

test('a channel turned off is skipped (and said so to staff); an account without a push subscription is skipped on push', async () => {
  const { shopper, order, account } = await paidPickupRental(server, clerk, day(2));
  const turned = await shopper.put<Record<string, boolean>>('/v1/notification/preferences', { sms: false });
  expect(turned).toMatchObject({ status: 200, body: { app: true, email: true, push: true, sms: false } });
  expect((await shopper.get('/v1/notification/preferences')).body).toEqual({ app: true, email: true, push: true, sms: false });
  // A browser the push service has forgotten (it answers 410): the subscription is dropped, push is skipped.
  const forgotten = { ...push.subscribe(`forgotten-${order.id}`), endpoint: `${push.url}/push/never-${order.id}` };
  expect((await shopper.post('/v1/notification/push-subscriptions', forgotten)).status).toBe(200);
  shift = at(day(1), 9, 30);
  await bothInstancesRun('off');
  const detail = await clerk.get<WithReminders>(`/v1/admin/orders/${order.id}`);
  const today = detail.body.reminders.filter((reminder) => reminder.day === day(1));
  expect(today.map((reminder) => [reminder.channel, reminder.status, reminder.note])).toEqual([
    ['app', 'sent', null],
    ['email', 'sent', null],
    ['push', 'skipped', 'Khách chưa cho phép thông báo đẩy'],
    ['sms', 'skipped', 'Khách đã tắt kênh này'],
  ]);
  expect(textsTo(account.user.phone!)).toHaveLength(0);
  expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, forgotten.endpoint))).toHaveLength(0);
  // Still ahead, as things stand: the return's reminders.
  const ahead = detail.body.reminders.filter((reminder) => reminder.day > day(1));
  expect([...new Set(ahead.map((reminder) => reminder.kind))]).toEqual(['return_tomorrow', 'return_today', 'overdue']);
  // Turned off: said so ahead; the rest scheduled.
  expect(ahead.filter((reminder) => reminder.channel === 'sms').every((reminder) => reminder.status === 'skipped' && reminder.note === 'Khách đã tắt kênh này')).toBe(true);
  expect(ahead.filter((reminder) => reminder.channel !== 'sms').every((reminder) => reminder.status === 'scheduled' && !reminder.sent)).toBe(true);
});
