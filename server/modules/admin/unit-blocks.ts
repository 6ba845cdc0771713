/**
 * Staff take a unit out of service for days (cleaning, repair, lost), end such a block, or retire a unit. A block or a
 * retirement never double-books: in one transaction with the product row locked (the lock placement takes first),
 * every day it takes must leave the size's rentals and blocks within its active units (the shared rule's counting).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { productSizes, productUnits, products, unitBlocks, type StaffUserRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordAudit } from './audit';
import { bookingsOverlapping } from '../stock/availability';
import type { BlockBody } from '../../../core/contracts/stock';
import { BOOKING_HORIZON_DAYS, occupancy, type Booking } from '../../../core/rules/availability';
import { addDays, daysBetween, isDay, todayInVietnam } from '../../../core/rules/rental-dates';
import { STOCK_MESSAGES } from '../stock/messages';
import { syncProductStock } from '../stock/sizes';
import { withShopper } from '../stock/units';

const MAX_BLOCK_DAYS = 365;

/** The unit with its size's product row locked (FOR UPDATE), as placement locks it. */
async function lockUnit(tx: DbOrTx, unitId: number) {
  const [unit] = await tx
    .select({ id: productUnits.id, code: productUnits.code, status: productUnits.status, sizeId: productUnits.sizeId, productId: productSizes.productId, withShopper: sql<boolean>`${withShopper}` })
    .from(productUnits)
    .innerJoin(productSizes, eq(productSizes.id, productUnits.sizeId))
    .where(eq(productUnits.id, unitId));
  if (!unit) throw new HttpError(404, STOCK_MESSAGES.unitNotFound);
  await tx.select({ id: products.id }).from(products).where(eq(products.id, unit.productId)).for('update');
  await tx.select({ id: productUnits.id }).from(productUnits).where(eq(productUnits.id, unitId)).for('update');
  return unit;
}

const activeUnits = async (tx: DbOrTx, sizeId: number): Promise<number> => {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(productUnits).where(and(eq(productUnits.sizeId, sizeId), eq(productUnits.status, 'active')));
  return Number(row?.n ?? 0);
};

/** Days of [first, last] on which the bookings (plus `extra`) need more than `stock` units. */
function overbookedDays(bookings: readonly Booking[], stock: number, first: string, last: string): string[] {
  return [...occupancy(bookings, first, last)].filter(([, count]) => count > stock).map(([day]) => day);
}

export async function createBlock(db: Db, staff: StaffUserRow, unitId: number, input: BlockBody, today: string = todayInVietnam()): Promise<{ productId: number }> {
  if (!isDay(input.dateFrom) || !isDay(input.dateTo) || input.dateTo < input.dateFrom) throw new HttpError(400, STOCK_MESSAGES.blockDates);
  if (input.dateFrom < today) throw new HttpError(400, STOCK_MESSAGES.blockInPast);
  if (daysBetween(input.dateFrom, input.dateTo).length > MAX_BLOCK_DAYS) throw new HttpError(400, STOCK_MESSAGES.blockTooLong);
  return db.transaction(async (tx) => {
    const unit = await lockUnit(tx, unitId);
    if (unit.status !== 'active') throw new HttpError(409, STOCK_MESSAGES.unitNotActive);
    const [overlap] = await tx
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.unitId, unitId), sql`${unitBlocks.dateFrom} <= ${input.dateTo}`, sql`${unitBlocks.dateTo} >= ${input.dateFrom}`));
    if (overlap) throw new HttpError(409, STOCK_MESSAGES.blockOverlaps);
    const bookings = await bookingsOverlapping(tx, unit.sizeId, input.dateFrom, input.dateTo);
    const block: Booking = { dateFrom: input.dateFrom, dateTo: input.dateTo, quantity: 1, block: true };
    const conflicts = overbookedDays([...bookings, block], await activeUnits(tx, unit.sizeId), input.dateFrom, input.dateTo);
    if (conflicts.length > 0) throw new HttpError(409, STOCK_MESSAGES.blockDoubleBooks(conflicts));
    const [row] = await tx
      .insert(unitBlocks)
      .values({ unitId, dateFrom: input.dateFrom, dateTo: input.dateTo, reason: input.reason, note: input.note.trim(), createdBy: staff.id })
      .returning();
    await recordAudit(tx, staff, { action: 'unit.block', entity: 'unit', entityId: unitId, after: { unitCode: unit.code, ...input, blockId: row!.id } });
    return { productId: unit.productId };
  });
}

/** Ends a block: one that has started stops yesterday (its past days stay in the history); a future one is deleted. */
export async function endBlock(db: Db, staff: StaffUserRow, blockId: number, today: string = todayInVietnam()): Promise<{ productId: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(unitBlocks).where(eq(unitBlocks.id, blockId));
    if (!found) throw new HttpError(404, STOCK_MESSAGES.blockNotFound);
    const unit = await lockUnit(tx, found.unitId);
    const before = { dateFrom: found.dateFrom, dateTo: found.dateTo, reason: found.reason, note: found.note };
    if (found.dateFrom < today) {
      const dateTo = found.dateTo < today ? found.dateTo : addDays(today, -1);
      await tx.update(unitBlocks).set({ dateTo }).where(eq(unitBlocks.id, blockId));
      await recordAudit(tx, staff, { action: 'unit.block_end', entity: 'unit', entityId: found.unitId, before: { unitCode: unit.code, ...before }, after: { ...before, dateTo } });
    } else {
      await tx.delete(unitBlocks).where(eq(unitBlocks.id, blockId));
      await recordAudit(tx, staff, { action: 'unit.block_delete', entity: 'unit', entityId: found.unitId, before: { unitCode: unit.code, ...before }, after: null });
    }
    return { productId: unit.productId };
  });
}

/** Retires a unit for good: not while a shopper has it, nor when the size's future rentals need it. */
export async function retireUnit(db: Db, staff: StaffUserRow, unitId: number, today: string = todayInVietnam()): Promise<{ productId: number }> {
  return db.transaction(async (tx) => {
    const unit = await lockUnit(tx, unitId);
    if (unit.status === 'retired') throw new HttpError(409, STOCK_MESSAGES.alreadyRetired);
    if (unit.status !== 'active') throw new HttpError(409, STOCK_MESSAGES.unitNotActive);
    if (unit.withShopper) throw new HttpError(409, STOCK_MESSAGES.retireWithShopper);
    const last = addDays(today, BOOKING_HORIZON_DAYS + 3);
    const ownBlocks = await tx.select().from(unitBlocks).where(and(eq(unitBlocks.unitId, unitId), sql`${unitBlocks.dateTo} >= ${today}`));
    // Its own blocks stop counting once it is retired: take one matching block booking out per block.
    const bookings = [...(await bookingsOverlapping(tx, unit.sizeId, today, last))];
    for (const own of ownBlocks) {
      const at = bookings.findIndex((booking) => booking.block && booking.dateFrom === own.dateFrom && booking.dateTo === own.dateTo);
      if (at >= 0) bookings.splice(at, 1);
    }
    const conflicts = overbookedDays(bookings, (await activeUnits(tx, unit.sizeId)) - 1, today, last);
    if (conflicts.length > 0) throw new HttpError(409, STOCK_MESSAGES.retireDoubleBooks(conflicts));
    await tx.update(productUnits).set({ status: 'retired' }).where(eq(productUnits.id, unitId));
    await syncProductStock(tx, unit.productId);
    await recordAudit(tx, staff, { action: 'unit.retire', entity: 'unit', entityId: unitId, before: { unitCode: unit.code, status: unit.status }, after: { unitCode: unit.code, status: 'retired' } });
    return { productId: unit.productId };
  });
}
