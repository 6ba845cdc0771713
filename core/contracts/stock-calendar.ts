/**
 * The back-office's stock calendar (TypeBox): per product and size, the units as rows and days as columns, each
 * booking drawn as its delivery, rental, return and cleaning days, and the units out of service.
 */
import { Type, type Static } from 'typebox';
import { Bool, Id, Int, Str, StringEnum } from './common';

/** How many days one calendar page shows: a week or a month. */
export const CALENDAR_SPANS = [7, 31] as const;
export type CalendarSpan = (typeof CALENDAR_SPANS)[number];

/** The parts of a booking as they fall on days, then a unit out of service. */
export const CALENDAR_SEGMENT_KINDS = ['delivery', 'rental', 'return', 'cleaning', 'block'] as const;
export type CalendarSegmentKind = (typeof CALENDAR_SEGMENT_KINDS)[number];

export const UNIT_BLOCK_REASONS = ['cleaning', 'repair', 'lost', 'other'] as const;
export const UNIT_STATUSES = ['active', 'sold', 'retired'] as const;

/** GET /v1/admin/stock/calendar. `sizeId` defaults to the product's first size; `from` to today (Vietnam). */
export const StockCalendarQuery = Type.Object({
  productId: Id,
  sizeId: Type.Optional(Id),
  from: Type.Optional(Type.String({ maxLength: 20, description: 'Ngày đầu tiên, YYYY-MM-DD (mặc định hôm nay)' })),
  days: Type.Optional(Type.Integer({ description: '7 (tuần) hoặc 31 (tháng)', default: 7 })),
});

/** The rental line a booking segment belongs to. */
export const CalendarBooking = Type.Object({
  itemId: Int,
  orderId: Int,
  orderCode: Str,
  shopperName: Str,
  /** The rental days as booked, and the last day it counts (later than dateTo while a late dress is not back). */
  dateFrom: Str,
  dateTo: Str,
  bookedUntil: Str,
  late: Bool,
  /** Drawn on this unit by the calendar's plan; the unit is assigned only at hand-over. */
  tentative: Bool,
});

export const CalendarBlock = Type.Object({ id: Int, reason: StringEnum(UNIT_BLOCK_REASONS), note: Str });

/** Days [from, to] of one kind on one unit (not clipped to the page). */
export const CalendarSegment = Type.Object({
  kind: StringEnum(CALENDAR_SEGMENT_KINDS),
  from: Str,
  to: Str,
  booking: Type.Optional(CalendarBooking),
  block: Type.Optional(CalendarBlock),
});

export const CalendarUnitRow = Type.Object({
  id: Int,
  code: Str,
  status: StringEnum(UNIT_STATUSES),
  segments: Type.Array(CalendarSegment),
});

export const StockCalendar = Type.Object({
  product: Type.Object({ id: Int, name: Str }),
  sizes: Type.Array(Type.Object({ id: Int, name: Str, units: Int })),
  size: Type.Object({ id: Int, name: Str }),
  from: Str,
  to: Str,
  today: Str,
  days: Type.Array(Type.Object({ date: Str, free: Int, units: Int })),
  units: Type.Array(CalendarUnitRow),
  /** Bookings (or part of their quantity) that no unit row could hold: the size is overbooked on those days. */
  unplaced: Type.Array(Type.Object({ booking: CalendarBooking, missing: Int })),
});

/** GET /v1/admin/stock/calendar/products: the product picker (name, diacritics optional). */
export const CalendarProductQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });
export const CalendarProductList = Type.Object({
  items: Type.Array(Type.Object({ id: Int, name: Str, published: Bool, sizes: Type.Array(Type.Object({ id: Int, name: Str, units: Int })) })),
});

export type StockCalendarQuery = Static<typeof StockCalendarQuery>;
export type CalendarBooking = Static<typeof CalendarBooking>;
export type CalendarSegment = Static<typeof CalendarSegment>;
export type CalendarUnitRow = Static<typeof CalendarUnitRow>;
export type StockCalendar = Static<typeof StockCalendar>;
export type CalendarProductQuery = Static<typeof CalendarProductQuery>;
export type CalendarProductList = Static<typeof CalendarProductList>;
