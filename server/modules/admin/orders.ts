/** The orders board: orders by state or by rental due date, searched by code, phone or name, with the shopper. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItemUnits, orderItems, orders, productUnits, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { toDetail, toSummaries } from '../order/dto';
import type { OrderPayments } from '../order/payment-bridge';
import type { AdminCustomer, AdminOrder, AdminOrderList, AdminOrderQuery } from '../../../core/contracts/admin';
import { ADMIN_ORDER_VIEWS, type AdminOrderView } from '../../../core/contracts/admin-vocab';
import { compactPhone } from '../../../core/rules/identifiers';
import { dueBackDay } from '../../../core/rules/rental-lifecycle';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { ADMIN_MESSAGES } from './messages';
import { escapeLike } from '../../shared/escape-like';
import { foldedColumn, foldedWordStart } from '../../shared/search-text';
import { orderReminders } from '../reminder/order-reminders';

/** Rentals with the shopper whose due-back day (dateTo + 1) is before `today` (late) or not (due back). */
function withShopper(late: boolean, today: string): SQL {
  const lastRentalDay = addDays(today, -1);
  return sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.rentalState} = 'with_shopper' and ${orderItems.dateTo} ${late ? sql`<` : sql`>=`} ${lastRentalDay})`;
}

function viewFilter(view: AdminOrderView, today: string): SQL {
  if (view === 'due_back') return withShopper(false, today);
  if (view === 'late') return withShopper(true, today);
  return eq(orders.status, view);
}


/** The shoppers whose folded name matches the pattern (served by customers_folded_name_trgm_idx). */
const customersNamed = (pattern: string): SQL => sql`(select ${customers.id} from ${customers} where ${foldedColumn(customers.fullName)} like ${pattern})`;

/**
 * An order code, a phone number (0… or +84…, spaces allowed) or the start of the shopper's name's words, diacritics
 * or not ("thu huong" finds "Thu Hương"). The name goes through the trigram index on the folded name.
 */
function searchFilter(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const conditions: SQL[] = [ilike(orders.code, `%${escapeLike(text)}%`)];
  const namePattern = foldedWordStart(text);
  if (namePattern) conditions.push(inArray(orders.customerId, customersNamed(namePattern)));
  const digits = compactPhone(text);
  if (/^\+?\d{3,}$/.test(digits)) {
    conditions.push(ilike(users.phone, `%${escapeLike(digits)}%`));
    if (digits.startsWith('0')) conditions.push(ilike(users.phone, `%${escapeLike(`+84${digits.slice(1)}`)}%`));
  }
  return or(...conditions);
}

export const customerOf = (row: { id: number; fullName: string; phone: string | null; email: string | null }): AdminCustomer => ({
  id: row.id,
  fullName: row.fullName,
  phone: row.phone,
  email: row.email,
});

export const customerColumns = { id: customers.id, fullName: customers.fullName, phone: users.phone, email: users.email };

export async function listAdminOrders(db: Db, query: AdminOrderQuery, today: string = todayInVietnam()): Promise<AdminOrderList> {
  const search = query.q ? searchFilter(query.q) : undefined;
  // A search without a tab looks in every tab; each hit says which tabs it is in.
  const view: AdminOrderView | undefined = query.view ?? (search ? undefined : 'delivering');
  const page = query['pagination.page'];
  const limit = query['pagination.limit'];
  const where = and(view ? viewFilter(view, today) : undefined, search);
  const tabColumns = Object.fromEntries(ADMIN_ORDER_VIEWS.map((name) => [name, sql<boolean>`(${viewFilter(name, today)})`.mapWith(Boolean)]));
  const byRental = view === 'due_back' || view === 'late';
  const rentalOrder = sql`(select min(${orderItems.dateTo}) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.rentalState} = 'with_shopper')`;
  const rows = await db
    .select({ order: orders, customer: customerColumns, tabs: tabColumns })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(where)
    .orderBy(byRental ? asc(rentalOrder) : desc(orders.id), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // Every tab's count in one pass over the matching orders.
  const countColumns = {
    ...Object.fromEntries(ADMIN_ORDER_VIEWS.map((name) => [name, sql<number>`count(*) filter (where ${viewFilter(name, today)})`.mapWith(Number)])),
    all: sql<number>`count(*)`.mapWith(Number),
  };
  const [countRow] = await db
    .select(countColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(search);
  const counts: Record<string, number> = Object.fromEntries(ADMIN_ORDER_VIEWS.map((name) => [name, (countRow as Record<string, number> | undefined)?.[name] ?? 0]));
  const summaries = await toSummaries(db, rows.map((row) => row.order));
  const spans = await rentalSpans(db, rows.map((row) => row.order.id));
  return {
    items: rows.map((row, index) => ({
      order: summaries[index]!,
      customer: customerOf(row.customer),
      deliveryMethod: row.order.deliveryMethod,
      firstDateFrom: spans.get(row.order.id)?.first ?? null,
      lastDueBack: spans.get(row.order.id)?.lastDueBack ?? null,
      tabs: ADMIN_ORDER_VIEWS.filter((name) => row.tabs[name]),
    })),
    pagination: { page, limit, total: view ? (counts[view] ?? 0) : countRow?.all ?? 0 },
    counts,
  };
}

async function rentalSpans(db: Db, orderIds: number[]): Promise<Map<number, { first: string; lastDueBack: string }>> {
  const spans = new Map<number, { first: string; lastDueBack: string }>();
  if (orderIds.length === 0) return spans;
  const rows = await db
    .select({ orderId: orderItems.orderId, first: sql<string>`min(${orderItems.dateFrom})::text`, last: sql<string>`max(${orderItems.dateTo})::text` })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.mode, 'rent')))
    .groupBy(orderItems.orderId);
  for (const row of rows) if (row.first && row.last) spans.set(row.orderId, { first: row.first, lastDueBack: dueBackDay(row.last) });
  return spans;
}

export async function adminOrder(db: Db, payments: OrderPayments, orderId: number): Promise<AdminOrder> {
  const [row] = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
  const units = await db
    .select({ itemId: orderItemUnits.orderItemId, unitId: productUnits.id, code: productUnits.code })
    .from(orderItemUnits)
    .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
    .innerJoin(productUnits, eq(productUnits.id, orderItemUnits.unitId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id), asc(productUnits.code));
  return { order: await toDetail(db, row.order, await payments.latest(orderId)), customer: customerOf(row.customer), channel: row.order.channel, units, reminders: await orderReminders(db, orderId) };
}
