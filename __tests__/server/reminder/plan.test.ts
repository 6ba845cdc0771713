/** Which reminders an order has on a day, and which are still ahead (the planner the job and the back-office share). */
import { remindersOn, upcomingReminders, reminderDueAt, type PlanOrder } from '../../../server/modules/reminder/plan';
import { lateFee } from '../../../core/rules/rental-lifecycle';

const line = (rentalState: 'reserved' | 'with_shopper' | 'returned', dateFrom: string, dateTo: string) => ({ rentalState, dateFrom, dateTo, unitPrice: 150_000, quantity: 2, deposit: 600_000 });
const reserved: PlanOrder = { status: 'delivering', deliveryMethod: 'delivery', lines: [line('reserved', '2026-12-10', '2026-12-11')] };
const out: PlanOrder = { status: 'done', deliveryMethod: 'delivery', lines: [line('with_shopper', '2026-12-10', '2026-12-11')] };

test('09:00 Vietnam time is 02:00 UTC on the day', () => {
  expect(reminderDueAt('2026-12-09').toISOString()).toBe('2026-12-09T02:00:00.000Z');
});

test('a reserved rental: the day before its first day only; a rental out: the day before its due-back day, that day, each late day', () => {
  expect(remindersOn(reserved, '2026-12-09').map((r) => r.kind)).toEqual(['handover_tomorrow']);
  expect(remindersOn(reserved, '2026-12-08')).toEqual([]);
  // Due back the day after the last rental day: 12/12.
  expect(remindersOn(out, '2026-12-11').map((r) => r.kind)).toEqual(['return_tomorrow']);
  expect(remindersOn(out, '2026-12-12').map((r) => r.kind)).toEqual(['return_today']);
  const third = remindersOn(out, '2026-12-15');
  expect(third.map((r) => [r.kind, r.lateDays, r.standing?.lateFee])).toEqual([['overdue', 3, lateFee(150_000, 2, 3)]]);
});

test('nothing once the rental is back or the order cancelled', () => {
  expect(remindersOn({ ...out, lines: [line('returned', '2026-12-10', '2026-12-11')] }, '2026-12-15')).toEqual([]);
  expect(remindersOn({ ...reserved, status: 'cancelled' }, '2026-12-09')).toEqual([]);
});

test('ahead of a reserved rental: its hand-over, then its return days and the first late day', () => {
  expect(upcomingReminders(reserved, '2026-12-01').map((r) => `${r.kind}@${r.day}`)).toEqual([
    'handover_tomorrow@2026-12-09',
    'return_tomorrow@2026-12-11',
    'return_today@2026-12-12',
    'overdue@2026-12-13',
  ]);
});
