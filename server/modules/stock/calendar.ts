/**
 * The stock calendar of one size: its units as rows, and on them every rental line that still holds units (as
 * availability counts them, cart/availability.ts) and every block. Lines given units at hand-over are drawn on
 * those; the others are placed by the shared plan (core/rules/unit-plan.ts) and marked tentative.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, orderItemUnits, orderItems, orders, productUnits, products, unitBlocks } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { escapeLike } from '../../shared/escape-like';
import { normaliseSearchText } from '../../shared/search-text';
import { bookedUntil, holdsUnits } from './availability';
import { sizesByProduct, toProductSize } from './sizes';
import { CALENDAR_SPANS, type CalendarBooking, type CalendarProductList, type CalendarSegment, type CalendarUnitRow, type StockCalendar, type StockCalendarQuery } from '../../../core/contracts/stock-calendar';
import { occupancy, occupiedWindow, type Booking } from '../../../core/rules/availability';
import { addDays, daysBetween, isDay, todayInVietnam } from '../../../core/rules/rental-dates';
import { planUnits, type FixedSpan } from '../../../core/rules/unit-plan';

export const CALENDAR_MESSAGES = {
  badFrom: 'Ngày bắt đầu không hợp lệ, hãy chọn một ngày có thật (YYYY-MM-DD)',
  badDays: 'Lịch chỉ xem theo tuần (7 ngày) hoặc theo tháng (31 ngày)',
  tooFar: 'Ngày bắt đầu phải trong vòng 2 năm so với hôm nay',
  productNotFound: 'Không tìm thấy sản phẩm',
  sizeNotFound: 'Không tìm thấy size này của sản phẩm',
} as const;

/** How far back and ahead of today a page may start (beyond, nobody plans and the scan has no use). */
const MAX_YEARS_AWAY_DAYS = 730;
/** Bookings that ended this long before the page still take part in the plan, so a page's rows match its neighbours'. */
const PLAN_LOOKBACK_DAYS = 62;

interface Line {
  booking: CalendarBooking;
  quantity: number;
  unitIds: number[];
}

function checkRange(query: StockCalendarQuery, today: string): { first: string; last: string } {
  const from = query.from ?? today;
  if (!isDay(from)) throw new HttpError(400, CALENDAR_MESSAGES.badFrom);
  const days = query.days ?? 7;
  if (!(CALENDAR_SPANS as readonly number[]).includes(days)) throw new HttpError(400, CALENDAR_MESSAGES.badDays);
  if (from < addDays(today, -MAX_YEARS_AWAY_DAYS) || from > addDays(today, MAX_YEARS_AWAY_DAYS)) throw new HttpError(400, CALENDAR_MESSAGES.tooFar);
  return { first: from, last: addDays(from, days - 1) };
}

/** Rental lines of the size holding units on some day from `since` to `last`, with the units assigned to them. */
async function rentalLines(db: DbOrTx, sizeId: number, since: string, last: string, today: string): Promise<Line[]> {
  const until = bookedUntil(today);
  const rows = await db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      orderCode: orders.code,
      shopperName: customers.fullName,
      dateFrom: orderItems.dateFrom,
      dateTo: orderItems.dateTo,
      bookedUntil: until,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orderItems.sizeId, sizeId), eq(orderItems.mode, 'rent'), isNull(orderItems.extendsItemId), lte(orderItems.dateFrom, addDays(last, 1)), sql`${until} >= ${addDays(since, -2)}`, holdsUnits))
    .orderBy(asc(orderItems.dateFrom), asc(orderItems.id));
  const ids = rows.map((row) => row.itemId);
  const assigned = ids.length ? await db.select().from(orderItemUnits).where(inArray(orderItemUnits.orderItemId, ids)).orderBy(asc(orderItemUnits.unitId)) : [];
  return rows.flatMap((row) => {
    if (!row.dateFrom || !row.dateTo) return [];
    const unitIds = assigned.filter((link) => link.orderItemId === row.itemId).map((link) => link.unitId);
    const booking: CalendarBooking = {
      itemId: row.itemId,
      orderId: row.orderId,
      orderCode: row.orderCode,
      shopperName: row.shopperName,
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      bookedUntil: row.bookedUntil,
      late: row.bookedUntil > row.dateTo,
      tentative: unitIds.length === 0,
    };
    return [{ booking, quantity: row.quantity, unitIds }];
  });
}

/** A booking's days on a unit: delivery, rental (to the day it counts until), return, cleaning. */
function bookingSegments(booking: CalendarBooking): CalendarSegment[] {
  const end = booking.bookedUntil;
  return [
    { kind: 'delivery', from: addDays(booking.dateFrom, -1), to: addDays(booking.dateFrom, -1), booking },
    { kind: 'rental', from: booking.dateFrom, to: end, booking },
    { kind: 'return', from: addDays(end, 1), to: addDays(end, 1), booking },
    { kind: 'cleaning', from: addDays(end, 2), to: addDays(end, 2), booking },
  ];
}

export async function stockCalendar(db: DbOrTx, query: StockCalendarQuery, today: string = todayInVietnam()): Promise<StockCalendar> {
  const { first, last } = checkRange(query, today);
  const [product] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, query.productId));
  if (!product) throw new HttpError(404, CALENDAR_MESSAGES.productNotFound);
  const sizes = (await sizesByProduct(db, [product.id])).get(product.id) ?? [];
  const size = query.sizeId === undefined ? sizes[0] : sizes.find((candidate) => candidate.id === query.sizeId);
  if (!size) throw new HttpError(404, CALENDAR_MESSAGES.sizeNotFound);

  const since = addDays(first, -PLAN_LOOKBACK_DAYS);
  const units = await db.select({ id: productUnits.id, code: productUnits.code, status: productUnits.status }).from(productUnits).where(eq(productUnits.sizeId, size.id)).orderBy(asc(productUnits.code));
  const blocks = units.length
    ? await db
        .select()
        .from(unitBlocks)
        .where(and(inArray(unitBlocks.unitId, units.map((unit) => unit.id)), lte(unitBlocks.dateFrom, last), sql`${unitBlocks.dateTo} >= ${since}`))
        .orderBy(asc(unitBlocks.dateFrom))
    : [];
  const lines = await rentalLines(db, size.id, since, last, today);

  const fixed: FixedSpan[] = [
    ...blocks.map((block) => ({ unitId: block.unitId, first: block.dateFrom, last: block.dateTo })),
    ...lines.flatMap((line) => line.unitIds.map((unitId) => ({ unitId, ...occupiedWindow(line.booking.dateFrom, line.booking.bookedUntil) }))),
  ];
  const active = units.filter((unit) => unit.status === 'active');
  const open = lines.filter((line) => line.unitIds.length === 0);
  const plan = planUnits(
    active,
    fixed,
    open.map((line) => ({ key: String(line.booking.itemId), dateFrom: line.booking.dateFrom, dateTo: line.booking.bookedUntil, quantity: line.quantity })),
  );

  const onPage = (segment: CalendarSegment) => segment.from <= last && segment.to >= first;
  const segmentsOf = new Map<number, CalendarSegment[]>(units.map((unit) => [unit.id, []]));
  for (const block of blocks) {
    segmentsOf.get(block.unitId)?.push({ kind: 'block', from: block.dateFrom, to: block.dateTo, block: { id: block.id, reason: block.reason, note: block.note } });
  }
  for (const line of lines) {
    const unitIds = line.unitIds.length ? line.unitIds : (plan.placed.get(String(line.booking.itemId)) ?? []);
    for (const unitId of unitIds) segmentsOf.get(unitId)?.push(...bookingSegments(line.booking));
  }
  const rows: CalendarUnitRow[] = units.flatMap((unit) => {
    const segments = (segmentsOf.get(unit.id) ?? []).filter(onPage).sort((a, b) => a.from.localeCompare(b.from));
    // A unit sold or retired stays on the calendar only while it has something to show on the page.
    return unit.status === 'active' || segments.length ? [{ ...unit, segments }] : [];
  });

  const activeIds = new Set(active.map((unit) => unit.id));
  const counted: Booking[] = [
    ...lines.map((line) => ({ dateFrom: line.booking.dateFrom, dateTo: line.booking.bookedUntil, quantity: line.quantity })),
    ...blocks.filter((block) => activeIds.has(block.unitId)).map((block) => ({ dateFrom: block.dateFrom, dateTo: block.dateTo, quantity: 1, block: true })),
  ];
  const busy = occupancy(counted, first, last);
  const byItem = new Map(lines.map((line) => [String(line.booking.itemId), line.booking]));
  const unplaced = plan.unplaced.flatMap(({ key, missing }) => {
    const booking = byItem.get(key)!;
    const window = occupiedWindow(booking.dateFrom, booking.bookedUntil);
    return window.first <= last && window.last >= first ? [{ booking, missing }] : [];
  });

  return {
    product,
    sizes: sizes.map(toProductSize),
    size: { id: size.id, name: size.name },
    from: first,
    to: last,
    today,
    days: daysBetween(first, last).map((date) => ({ date, units: active.length, free: Math.max(0, active.length - (busy.get(date) ?? 0)) })),
    units: rows,
    unplaced,
  };
}

/** The product picker: up to 20 products whose name (or category, attributes) holds every word, diacritics optional. */
export async function calendarProducts(db: DbOrTx, q: string | undefined): Promise<CalendarProductList> {
  const words = normaliseSearchText(q ?? '').split(' ').filter(Boolean).slice(0, 8);
  const rows = await db
    .select({ id: products.id, name: products.name, published: products.published })
    .from(products)
    .where(and(...words.map((word) => sql`(' ' || ${products.searchText}) like ${`% ${escapeLike(word)}%`}`), sql`exists (select 1 from product_sizes ps where ps.product_id = "products"."id")`))
    // The closest names first (pg_trgm, which the search_text index already needs), then the latest changed.
    .orderBy(...(words.length ? [sql`similarity(${products.searchText}, ${words.join(' ')}) desc`] : []), desc(products.updatedAt), desc(products.id))
    .limit(20);
  const sizes = await sizesByProduct(db, rows.map((row) => row.id));
  return { items: rows.map((row) => ({ ...row, sizes: (sizes.get(row.id) ?? []).map(toProductSize) })) };
}
