/** The day's board: rentals going out and coming back today and tomorrow, late ones, unpaid transfers, revenue, units out. */
import { and, asc, desc, eq, gte, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItems, orders, users } from '../../db/schema';
import { toSummaries } from '../order/dto';
import type { RentalRow, TodayBoard } from '../../../core/contracts/admin';
import { dueBackDay, lateDays } from '../../../core/rules/rental-lifecycle';
import { addDays, parseDay, todayInVietnam } from '../../../core/rules/rental-dates';
import { customerColumns, customerOf } from './orders';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
/** The instant a Vietnam calendar day starts. */
const dayStart = (day: string) => new Date(parseDay(day) - VIETNAM_OFFSET_MS);

async function rentalRows(db: Db, where: SQL, today: string): Promise<RentalRow[]> {
  const rows = await db
    .select({ item: orderItems, code: orders.code, deliveryMethod: orders.deliveryMethod, customerName: customers.fullName, customerPhone: users.phone })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(orderItems.mode, 'rent'), where))
    .orderBy(asc(orderItems.dateTo), asc(orderItems.id))
    .limit(200);
  return rows.map(({ item, code, deliveryMethod, customerName, customerPhone }) => ({
    orderId: item.orderId,
    orderCode: code,
    itemId: item.id,
    productName: item.productName,
    quantity: item.quantity,
    customerName,
    customerPhone,
    deliveryMethod,
    dateFrom: item.dateFrom!,
    dateTo: item.dateTo!,
    dueBack: dueBackDay(item.dateTo!),
    state: item.rentalState!,
    lateDays: item.rentalState === 'with_shopper' ? lateDays(item.dateTo!, today) : 0,
  }));
}

/** Rent, sales and shipping of the orders paid in [from, to) and not cancelled, plus the fees kept at returns in that span. */
async function revenue(db: Db, from: string, to: string): Promise<number> {
  const [paid] = await db
    .select({ value: sql<number>`coalesce(sum(${orders.total} - ${orders.depositTotal}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, dayStart(from)), lt(orders.paidAt, dayStart(to)), ne(orders.status, 'cancelled')));
  const [fees] = await db
    .select({ value: sql<number>`coalesce(sum(coalesce(${orderItems.lateFee}, 0) + coalesce(${orderItems.damageCharge}, 0)), 0)`.mapWith(Number) })
    .from(orderItems)
    .where(and(gte(orderItems.returnedOn, from), lt(orderItems.returnedOn, to)));
  return (paid?.value ?? 0) + (fees?.value ?? 0);
}

export async function todayBoard(db: Db, today: string = todayInVietnam()): Promise<TodayBoard> {
  const tomorrow = addDays(today, 1);
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonth = `${addDays(monthStart, 31).slice(0, 8)}01`;
  // Delivery day = dateFrom − 1: going out today or tomorrow (or overdue to go out) means dateFrom ≤ tomorrow + 1.
  const goingOut = await rentalRows(db, and(eq(orderItems.rentalState, 'reserved'), eq(orders.status, 'delivering'), lte(orderItems.dateFrom, addDays(tomorrow, 1)))!, today);
  // Due back = dateTo + 1.
  const comingBack = await rentalRows(db, and(eq(orderItems.rentalState, 'with_shopper'), gte(orderItems.dateTo, addDays(today, -1)), lte(orderItems.dateTo, today))!, today);
  const late = await rentalRows(db, and(eq(orderItems.rentalState, 'with_shopper'), lt(orderItems.dateTo, addDays(today, -1)))!, today);
  const unpaid = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(orders.status, 'not_paid'), eq(orders.paymentMethod, 'bank_transfer')))
    .orderBy(desc(orders.id))
    .limit(100);
  const summaries = await toSummaries(db, unpaid.map((row) => row.order));
  const unitsOut = await db
    .select({ productId: orderItems.productId, productName: sql<string>`min(${orderItems.productName})`, units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.rentalState, 'with_shopper'))
    .groupBy(orderItems.productId)
    .orderBy(desc(sql`sum(${orderItems.quantity})`))
    .limit(100);
  return {
    today,
    tomorrow,
    goingOut,
    comingBack,
    late,
    unpaidTransfers: unpaid.map((row, index) => ({
      order: summaries[index]!,
      customer: customerOf(row.customer),
      deliveryMethod: row.order.deliveryMethod,
      firstDateFrom: null,
      lastDueBack: null,
      tabs: ['not_paid' as const],
    })),
    revenue: { today: await revenue(db, today, tomorrow), month: await revenue(db, monthStart, nextMonth) },
    unitsOut,
  };
}
