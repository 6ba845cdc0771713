/**
 * Which unit row a booking is drawn on in the stock calendar. A rental line gets its units only at hand-over
 * (order_item_units); before that the shop knows only that *some* unit of the size is held. To show those
 * bookings on unit rows, they are placed greedily by start day (interval partitioning): each takes the first unit,
 * in the units' order, that is free over the booking's whole occupied window — next to the spans already fixed on
 * a unit (lines assigned to it, blocks). A placement is a display ("dự kiến"), not a promise of that unit.
 *
 * Availability (./availability.ts) never lets more units be booked than a size has on any day, so every booking
 * fits in principle; one that cannot be placed (stock shrunk after it was booked, or assigned units collide)
 * goes to `unplaced`, which the calendar shows as overbooked.
 */
import { occupiedWindow } from './availability';

export interface PlanUnit {
  id: number;
  code: string;
}

/** A unit already taken over [first, last] (occupied window of an assigned line, or a block). */
export interface FixedSpan {
  unitId: number;
  first: string;
  last: string;
}

/** A rental line without units yet: it occupies `quantity` units over occupiedWindow(dateFrom, dateTo). */
export interface UnplacedBooking {
  key: string;
  dateFrom: string;
  dateTo: string;
  quantity: number;
}

export interface UnitPlan {
  /** Booking key → the units it is drawn on (as many as could be placed). */
  placed: Map<string, number[]>;
  /** Bookings (or the part of their quantity) no unit was free for. */
  unplaced: Array<{ key: string; missing: number }>;
}

const overlaps = (a: { first: string; last: string }, b: { first: string; last: string }) => a.first <= b.last && b.first <= a.last;

/** Places every unassigned booking's units on unit rows (see the file's comment). Days compare as YYYY-MM-DD text. */
export function planUnits(units: readonly PlanUnit[], fixed: readonly FixedSpan[], bookings: readonly UnplacedBooking[]): UnitPlan {
  const taken = new Map<number, Array<{ first: string; last: string }>>(units.map((unit) => [unit.id, []]));
  for (const span of fixed) taken.get(span.unitId)?.push(span);
  const ordered = bookings
    .map((booking) => ({ booking, window: occupiedWindow(booking.dateFrom, booking.dateTo) }))
    .sort((a, b) => a.window.first.localeCompare(b.window.first) || a.window.last.localeCompare(b.window.last) || a.booking.key.localeCompare(b.booking.key));
  const placed = new Map<string, number[]>();
  const unplaced: UnitPlan['unplaced'] = [];
  for (const { booking, window } of ordered) {
    const chosen: number[] = [];
    for (const unit of units) {
      if (chosen.length >= booking.quantity) break;
      const spans = taken.get(unit.id)!;
      if (spans.some((span) => overlaps(span, window))) continue;
      spans.push(window);
      chosen.push(unit.id);
    }
    placed.set(booking.key, chosen);
    if (chosen.length < booking.quantity) unplaced.push({ key: booking.key, missing: booking.quantity - chosen.length });
  }
  return { placed, unplaced };
}
