/**
 * Hand-over gives each rental line its units: the ones staff scanned (codes) or picked (ids), checked in the
 * hand-over's transaction (the order's size, active, free for the line's whole window), or — for a caller that names
 * none — the line's free units when there are exactly as many as it needs.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItemUnits, orderItems, productSizes, productUnits } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { normaliseUnitCode, type UnitStatus } from '../../../core/contracts/stock-vocab';
import { STOCK_MESSAGES } from './messages';
import { busyMessage, busyUnits, freeUnitsFor } from './where';

export interface UnitChoice {
  unitIds?: readonly number[];
  unitCodes?: readonly string[];
}

/** What to do when the caller names no units: refuse unless exactly enough are free, or (machine calls) take the first free. */
export type NoChoice = 'exact' | 'first-free';

interface Line {
  id: number;
  sizeId: number;
  sizeName: string;
  productName: string;
  quantity: number;
  dateFrom: string;
  dateTo: string;
  assigned: number;
}

async function linesNeedingUnits(tx: DbOrTx, orderId: number): Promise<Line[]> {
  const rows = await tx
    .select({
      id: orderItems.id,
      sizeId: orderItems.sizeId,
      sizeName: orderItems.sizeName,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      dateFrom: orderItems.dateFrom,
      dateTo: orderItems.dateTo,
      assigned: sql<number>`(select count(*)::int from order_item_units a where a.order_item_id = "order_items"."id")`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.mode, 'rent'), isNull(orderItems.extendsItemId), eq(orderItems.rentalState, 'reserved')))
    .orderBy(asc(orderItems.id));
  return rows.flatMap((row) => (row.dateFrom && row.dateTo && row.assigned < row.quantity ? [{ ...row, dateFrom: row.dateFrom, dateTo: row.dateTo }] : []));
}

interface UnitRow {
  id: number;
  code: string;
  sizeId: number;
  status: UnitStatus;
  sizeName: string;
  productName: string;
}

/** The named units, locked (two hand-overs never give the same unit), in the order named. */
async function namedUnits(tx: DbOrTx, choice: UnitChoice): Promise<UnitRow[]> {
  const codes = (choice.unitCodes ?? []).map(normaliseUnitCode);
  const ids = choice.unitIds ?? [];
  const where = [codes.length ? inArray(productUnits.code, codes) : undefined, ids.length ? inArray(productUnits.id, [...ids]) : undefined].filter(Boolean);
  const rows = await tx
    .select({ id: productUnits.id, code: productUnits.code, sizeId: productUnits.sizeId, status: productUnits.status, sizeName: productSizes.name, productName: sql<string>`(select p.name from products p where p.id = "product_sizes"."product_id")` })
    .from(productUnits)
    .innerJoin(productSizes, eq(productSizes.id, productUnits.sizeId))
    .where(sql.join(where as never[], sql` or `))
    .orderBy(asc(productUnits.id))
    .for('update', { of: productUnits });
  const seen = new Set<number>();
  const named: UnitRow[] = [];
  for (const key of [...codes.map((code) => ({ code })), ...ids.map((id) => ({ id }))]) {
    const row = rows.find((unit) => ('code' in key ? unit.code === key.code : unit.id === key.id));
    if (!row) throw new HttpError(404, 'code' in key ? STOCK_MESSAGES.unknownCode(key.code) : STOCK_MESSAGES.unitNotFound);
    if (seen.has(row.id)) throw new HttpError(400, STOCK_MESSAGES.duplicateUnit(row.code));
    seen.add(row.id);
    named.push(row);
  }
  return named;
}

/** Gives the order's reserved rental lines their units; call inside the hand-over's transaction (order row locked). */
export async function assignUnits(tx: DbOrTx, orderId: number, choice: UnitChoice | null | undefined, noChoice: NoChoice): Promise<Array<{ itemId: number; code: string }>> {
  const lines = await linesNeedingUnits(tx, orderId);
  const given: Array<{ itemId: number; unitId: number; code: string }> = [];
  const named = choice && ((choice.unitCodes?.length ?? 0) > 0 || (choice.unitIds?.length ?? 0) > 0) ? await namedUnits(tx, choice) : null;
  if (named) {
    const need = new Map(lines.map((line) => [line.id, line.quantity - line.assigned]));
    for (const unit of named) {
      const candidates = lines.filter((line) => line.sizeId === unit.sizeId);
      if (candidates.length === 0) throw new HttpError(400, STOCK_MESSAGES.wrongProduct(unit.code, unit.productName, unit.sizeName));
      if (unit.status !== 'active') throw new HttpError(409, STOCK_MESSAGES.unitGone(unit.code));
      const line = candidates.find((candidate) => (need.get(candidate.id) ?? 0) > 0);
      if (!line) throw new HttpError(400, STOCK_MESSAGES.tooMany(unit.productName, unit.sizeName, candidates.reduce((sum, candidate) => sum + candidate.quantity, 0)));
      const busy = (await busyUnits(tx, [unit.id], line.dateFrom, line.dateTo, line.id)).get(unit.id);
      if (busy) throw new HttpError(409, busyMessage(unit.code, busy));
      need.set(line.id, need.get(line.id)! - 1);
      given.push({ itemId: line.id, unitId: unit.id, code: unit.code });
    }
    const short = lines.find((line) => need.get(line.id)! > 0);
    if (short) throw new HttpError(400, STOCK_MESSAGES.missing(short.productName, short.sizeName, need.get(short.id)!));
  } else {
    for (const line of lines) {
      const free = (await freeUnitsFor(tx, line)).filter((unit) => !given.some((taken) => taken.unitId === unit.id));
      const needed = line.quantity - line.assigned;
      if (noChoice === 'exact' && free.length !== needed) throw new HttpError(400, STOCK_MESSAGES.scanOrPick);
      const chosen = free.slice(0, needed);
      if (chosen.length > 0) {
        await tx.select({ id: productUnits.id }).from(productUnits).where(inArray(productUnits.id, chosen.map((unit) => unit.id))).for('update');
      }
      given.push(...chosen.map((unit) => ({ itemId: line.id, unitId: unit.id, code: unit.code })));
    }
  }
  if (given.length > 0) await tx.insert(orderItemUnits).values(given.map(({ itemId, unitId }) => ({ orderItemId: itemId, unitId })));
  return given.map(({ itemId, code }) => ({ itemId, code }));
}
