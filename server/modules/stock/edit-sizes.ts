/**
 * Staff set a product's sizes and how many units each has. New units get fresh codes; fewer units retire the
 * newest units in the shop, never below what the size's future bookings need; a size with orders is not deleted.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, orderItems, productSizes, productUnits } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { BOOKING_HORIZON_DAYS } from '../../../core/rules/availability';
import { addDays, todayInVietnam } from '../../../core/rules/rental-dates';
import { FREE_SIZE } from '../../../core/rules/sizes';
import { bookingsOverlapping, sellableFromBookings } from './availability';
import { addUnits, sizesByProduct, syncProductStock, type SizeStock } from './sizes';
import { withShopper } from './units';
import { SIZE_EDIT_MESSAGES } from './edit-messages';

export interface WantedSize {
  id?: number;
  name: string;
  units: number;
}

/** The units a size can lose now: its stock less the most its future bookings need on one day. */
async function removableUnits(tx: DbOrTx, size: SizeStock, today: string): Promise<number> {
  const bookings = await bookingsOverlapping(tx, size.id, today, addDays(today, BOOKING_HORIZON_DAYS + 3));
  return sellableFromBookings(bookings, size.stock, today);
}

async function retireUnits(tx: DbOrTx, size: SizeStock, count: number, today: string): Promise<void> {
  if (count <= 0) return;
  if ((await removableUnits(tx, size, today)) < count) throw new HttpError(409, SIZE_EDIT_MESSAGES.bookedUnits(size.name, size.stock - count));
  const rows = await tx
    .select({ id: productUnits.id })
    .from(productUnits)
    .where(and(eq(productUnits.sizeId, size.id), eq(productUnits.status, 'active'), sql`not ${withShopper}`))
    .orderBy(desc(productUnits.id))
    .limit(count);
  if (rows.length < count) throw new HttpError(409, SIZE_EDIT_MESSAGES.bookedUnits(size.name, size.stock - count));
  await tx.update(productUnits).set({ status: 'retired' }).where(inArray(productUnits.id, rows.map((row) => row.id)));
}

function checkNames(wanted: readonly WantedSize[]): void {
  const names = wanted.map((size) => size.name.trim().toLocaleLowerCase('vi'));
  if (names.some((name) => name === '')) throw new HttpError(400, SIZE_EDIT_MESSAGES.nameRequired);
  if (new Set(names).size !== names.length) throw new HttpError(400, SIZE_EDIT_MESSAGES.duplicateName);
}

/** Applies the wanted sizes to a locked product; returns whether anything changed. */
export async function applySizes(tx: DbOrTx, productId: number, wanted: readonly WantedSize[]): Promise<boolean> {
  checkNames(wanted);
  const today = todayInVietnam();
  const current = (await sizesByProduct(tx, [productId])).get(productId) ?? [];
  const byId = new Map(current.map((size) => [size.id, size]));
  for (const size of wanted) if (size.id !== undefined && !byId.has(size.id)) throw new HttpError(400, SIZE_EDIT_MESSAGES.notThisProduct);
  let changed = false;
  const kept = new Set(wanted.flatMap((size) => (size.id === undefined ? [] : [size.id])));
  for (const gone of current.filter((size) => !kept.has(size.id))) {
    const [used] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.sizeId, gone.id)).limit(1);
    if (used) throw new HttpError(409, SIZE_EDIT_MESSAGES.sizeHasOrders(gone.name));
    await tx.delete(cartItems).where(eq(cartItems.sizeId, gone.id));
    await tx.delete(productSizes).where(eq(productSizes.id, gone.id));
    changed = true;
  }
  // Renames go through a temporary name so that swapping two names never meets the unique index half-way.
  for (const [position, size] of wanted.entries()) {
    const existing = size.id === undefined ? undefined : byId.get(size.id);
    if (existing && (existing.name !== size.name.trim() || existing.position !== position)) {
      await tx.update(productSizes).set({ name: `~${existing.id}`, position }).where(eq(productSizes.id, existing.id));
    }
  }
  for (const [position, size] of wanted.entries()) {
    const name = size.name.trim();
    const existing = size.id === undefined ? undefined : byId.get(size.id);
    if (!existing) {
      const [row] = await tx.insert(productSizes).values({ productId, name, position }).returning({ id: productSizes.id });
      await addUnits(tx, row!.id, size.units);
      changed = true;
      continue;
    }
    if (existing.name !== name || existing.position !== position) {
      await tx.update(productSizes).set({ name, position }).where(eq(productSizes.id, existing.id));
      changed = true;
    }
    if (size.units > existing.stock) await addUnits(tx, existing.id, size.units - existing.stock);
    else await retireUnits(tx, existing, existing.stock - size.units, today);
    if (size.units !== existing.stock) changed = true;
  }
  await syncProductStock(tx, productId);
  return changed;
}

/**
 * The sizes an older form means by its single `stock`: a new product gets one size (its size attribute, else
 * "Free size"); a one-size product keeps its size with that many units; a product with several sizes keeps them.
 */
export async function sizesFromStock(tx: DbOrTx, productId: number, stock: number, sizeAttribute: string): Promise<WantedSize[] | null> {
  const current = (await sizesByProduct(tx, [productId])).get(productId) ?? [];
  if (current.length === 0) return [{ name: sizeAttribute.trim() || FREE_SIZE, units: stock }];
  if (current.length === 1) return [{ id: current[0]!.id, name: current[0]!.name, units: stock }];
  return null;
}
