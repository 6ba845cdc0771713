/**
 * Which reminders an order has on a Vietnam day — the day before its hand-over, the day before its due-back day, the
 * due-back day and each late day (with the late fee so far, by the shared rule) — and which are still to come. Pure:
 * the job asks it for today, the back-office for the days ahead.
 */
import type { ReminderKind } from '../../../core/contracts/reminder-vocab';
import { REMINDER_HOUR_VN } from '../../../core/contracts/reminder-vocab';
import type { OrderStatus, RentalState } from '../../../core/contracts/order-vocab';
import { orderStanding, type OrderStanding } from '../../../core/format/order-standing';
import { dueBackDay } from '../../../core/rules/rental-lifecycle';
import type { DeliveryMethod } from '../../../core/rules/order-totals';
import { addDays, parseDay } from '../../../core/rules/rental-dates';

export interface PlanLine {
  rentalState: RentalState | null;
  dateFrom: string | null;
  dateTo: string | null;
  unitPrice: number;
  quantity: number;
  deposit: number;
}

export interface PlanOrder {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  lines: readonly PlanLine[];
}

export interface PlannedReminder {
  kind: ReminderKind;
  day: string;
  lateDays: number;
  /** The day it is about: the hand-over day or the due-back day. */
  aboutDay: string;
  /** Overdue: the standing on that day (late days, fee so far). */
  standing: OrderStanding | null;
}

/** 09:00 Vietnam time on `day`. */
export function reminderDueAt(day: string): Date {
  return new Date(parseDay(day) + (REMINDER_HOUR_VN - 7) * 3_600_000);
}

const rentalsOut = (order: PlanOrder) =>
  order.lines
    .filter((line) => line.rentalState === 'with_shopper' && line.dateTo)
    .map((line) => ({ dateTo: line.dateTo!, unitRentalPrice: line.unitPrice, quantity: line.quantity, deposit: line.deposit }));

/** The reminders of `day` (at most one of each kind). */
export function remindersOn(order: PlanOrder, day: string): PlannedReminder[] {
  const planned: PlannedReminder[] = [];
  const tomorrow = addDays(day, 1);
  if (order.status === 'delivering' && order.lines.some((line) => line.rentalState === 'reserved' && line.dateFrom === tomorrow)) {
    planned.push({ kind: 'handover_tomorrow', day, lateDays: 0, aboutDay: tomorrow, standing: null });
  }
  const out = rentalsOut(order);
  if (out.length === 0) return planned;
  const dueDays = out.map((line) => dueBackDay(line.dateTo));
  if (dueDays.includes(tomorrow)) planned.push({ kind: 'return_tomorrow', day, lateDays: 0, aboutDay: tomorrow, standing: null });
  if (dueDays.includes(day)) planned.push({ kind: 'return_today', day, lateDays: 0, aboutDay: day, standing: null });
  const standing = orderStanding({ status: 'done', deliveryMethod: order.deliveryMethod, rentalsOut: out }, day);
  if (standing.lateDays > 0) planned.push({ kind: 'overdue', day, lateDays: standing.lateDays, aboutDay: standing.dueBack!, standing });
  return planned;
}

/** The reminders still to come from `fromDay` on, as things stand (a late rental: its next late day only). */
export function upcomingReminders(order: PlanOrder, fromDay: string): PlannedReminder[] {
  const days = new Set<string>([fromDay]);
  for (const line of order.lines) {
    if (line.rentalState === 'reserved' && line.dateFrom) days.add(addDays(line.dateFrom, -1));
    if ((line.rentalState === 'reserved' || line.rentalState === 'with_shopper') && line.dateTo) {
      const due = dueBackDay(line.dateTo);
      days.add(addDays(due, -1)).add(due).add(addDays(due, 1));
    }
  }
  // A rental not yet handed over is planned as if it will be: its return days are shown ahead.
  const asOut: PlanOrder = { ...order, lines: order.lines.map((line) => (line.rentalState === 'reserved' ? { ...line, rentalState: 'with_shopper' as const } : line)) };
  const planned: PlannedReminder[] = [];
  for (const day of [...days].filter((day) => day >= fromDay).sort()) {
    const handOver = remindersOn(order, day).filter((reminder) => reminder.kind === 'handover_tomorrow');
    const returns = remindersOn(order.status === 'delivering' ? asOut : order, day).filter((reminder) => reminder.kind !== 'handover_tomorrow');
    planned.push(...handOver, ...returns.filter((reminder) => reminder.kind !== 'overdue' || !planned.some((earlier) => earlier.kind === 'overdue')));
  }
  return planned;
}
