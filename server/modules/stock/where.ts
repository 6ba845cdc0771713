/**
 * Where each unit is (in the shop, with a shopper, out of service) and which units are free for a rental line's whole
 * occupied window: not with a shopper, not blocked on any day of it, not given to another line whose window meets it.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItemUnits, orderItems, orders, productUnits, unitBlocks } from '../../db/schema';
import type { UnitBlock, UnitWhere } from '../../../core/contracts/stock';
import { occupiedWindow } from '../../../core/rules/availability';
import { STOCK_MESSAGES } from './messages';

export const blockShape = (row: typeof unitBlocks.$inferSelect): UnitBlock => ({
  id: row.id,
  unitId: row.unitId,
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
  reason: row.reason,
  note: row.note,
});

/** Each unit's place today. */
export async function whereabouts(db: DbOrTx, units: ReadonlyArray<{ id: number; status: string }>, today: string): Promise<Map<number, UnitWhere>> {
  const ids = units.map((unit) => unit.id);
  const out = new Map<number, UnitWhere>();
  if (ids.length === 0) return out;
  const [lent, blocked] = await Promise.all([
    db
      .select({ unitId: orderItemUnits.unitId, orderId: orders.id, orderCode: orders.code, until: orderItems.dateTo })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orderItemUnits.unitId, ids), eq(orderItems.rentalState, 'with_shopper'))),
    db
      .select()
      .from(unitBlocks)
      .where(and(inArray(unitBlocks.unitId, ids), sql`${unitBlocks.dateFrom} <= ${today}`, gte(unitBlocks.dateTo, today)))
      .orderBy(asc(unitBlocks.dateTo)),
  ]);
  for (const unit of units) {
    const rental = lent.find((row) => row.unitId === unit.id);
    const block = blocked.filter((row) => row.unitId === unit.id).at(-1);
    out.set(
      unit.id,
      rental
        ? { place: 'shopper', orderId: rental.orderId, orderCode: rental.orderCode, until: rental.until }
        : unit.status !== 'active'
          ? { place: 'gone', orderId: null, orderCode: null, until: null }
          : block
            ? { place: 'blocked', orderId: null, orderCode: null, until: block.dateTo }
            : { place: 'shop', orderId: null, orderCode: null, until: null },
    );
  }
  return out;
}

export interface Busy {
  kind: 'shopper' | 'blocked' | 'booked';
  orderCode?: string;
  dateFrom?: string;
  dateTo?: string;
}

export function busyMessage(code: string, busy: Busy): string {
  if (busy.kind === 'blocked') return STOCK_MESSAGES.unitBlocked(code, busy.dateFrom!, busy.dateTo!);
  return busy.kind === 'shopper' ? STOCK_MESSAGES.unitWithShopper(code, busy.orderCode!) : STOCK_MESSAGES.unitBooked(code, busy.orderCode!);
}

/**
 * Why each of these units cannot go out on the line (its size's rental [dateFrom, dateTo]); a unit missing from the
 * answer is free. `exceptItemId`: the line itself.
 */
export async function busyUnits(db: DbOrTx, unitIds: readonly number[], dateFrom: string, dateTo: string, exceptItemId: number): Promise<Map<number, Busy>> {
  const busy = new Map<number, Busy>();
  if (unitIds.length === 0) return busy;
  const { first, last } = occupiedWindow(dateFrom, dateTo);
  const [lines, blocks] = await Promise.all([
    db
      .select({ unitId: orderItemUnits.unitId, orderCode: orders.code, state: orderItems.rentalState })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          inArray(orderItemUnits.unitId, [...unitIds]),
          sql`"order_items"."id" <> ${exceptItemId}`,
          sql`("order_items"."rental_state" = 'with_shopper' or ("order_items"."rental_state" = 'reserved' and "orders"."status" <> 'cancelled'
            and "order_items"."date_from" - 1 <= ${last}::date and "order_items"."date_to" + 2 >= ${first}::date))`,
        ),
      ),
    db
      .select()
      .from(unitBlocks)
      .where(and(inArray(unitBlocks.unitId, [...unitIds]), sql`${unitBlocks.dateFrom} <= ${last}`, gte(unitBlocks.dateTo, first))),
  ]);
  for (const line of lines) busy.set(line.unitId, { kind: line.state === 'with_shopper' ? 'shopper' : 'booked', orderCode: line.orderCode });
  for (const block of blocks) if (!busy.has(block.unitId)) busy.set(block.unitId, { kind: 'blocked', dateFrom: block.dateFrom, dateTo: block.dateTo });
  return busy;
}

/** The size's active units free for the line's whole window, by code. */
export async function freeUnitsFor(db: DbOrTx, line: { id: number; sizeId: number; dateFrom: string; dateTo: string }): Promise<Array<{ id: number; code: string }>> {
  return (await unitsFor(db, line)).free;
}

/** The size's active units: free for the line's whole window, or busy with the reason, by code. */
export async function unitsFor(db: DbOrTx, line: { id: number; sizeId: number; dateFrom: string; dateTo: string }) {
  const units = await db
    .select({ id: productUnits.id, code: productUnits.code })
    .from(productUnits)
    .where(and(eq(productUnits.sizeId, line.sizeId), eq(productUnits.status, 'active')))
    .orderBy(asc(productUnits.code));
  const busy = await busyUnits(
    db,
    units.map((unit) => unit.id),
    line.dateFrom,
    line.dateTo,
    line.id,
  );
  return {
    free: units.filter((unit) => !busy.has(unit.id)),
    busy: units.flatMap((unit) => {
      const why = busy.get(unit.id);
      return why ? [{ ...unit, message: busyMessage(unit.code, why) }] : [];
    }),
  };
}
