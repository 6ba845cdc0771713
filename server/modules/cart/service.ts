/** The logged-in cart: list, add (same line merges), update, delete, and the guest cart merged in at log-in. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cartItems, type CartModeValue, type CustomerRow } from '../../db/schema';
import { findProduct, lockCustomer } from './rows';
import { addBackupTx, checkBackupUpdate, followMain } from './backup';
import { HttpError } from '../../http/errors';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { loadCartLines, toCartItemDto } from './dto';
import { futureBookingsBySize } from '../stock/availability';
import { resolveSize, type SizeStock } from '../stock/sizes';
import { availabilityProblem, checkLineShape, lineProblem } from './line-check';
import { runningMembership, toTermsDto } from './membership';
import { CART_MESSAGES } from './messages';
import { MAX_LINE_QUANTITY } from '../../../core/rules/cart';
import { nameWithSize } from '../../../core/rules/sizes';
import type { AddLine, Cart, CartItem, MergeChange, MergeLine, MergeResult, UpdateLine } from '../../../core/contracts/cart';
import { BACKUP_MESSAGES } from '../../../core/rules/backup-size';

export type UpdateLineInput = Omit<UpdateLine, 'id'>;

/** The whole cart, each line priced for the shopper's membership and checked for problems. */
export async function cartDto(db: DbOrTx, customer: CustomerRow): Promise<Cart> {
  const [lines, membership] = await Promise.all([loadCartLines(db, customer.id), runningMembership(db, customer)]);
  const terms = toTermsDto(membership);
  const today = todayInVietnam();
  const bookings = await futureBookingsBySize(
    db,
    lines.map((line) => line.size.id),
    today,
  );
  const items: CartItem[] = [];
  for (const line of lines) items.push(toCartItemDto(line, terms, await lineProblem(db, line.product, line.size, line.item, today, bookings.get(line.size.id))));
  return { total: items.length, items, membership: terms };
}

async function oneItemDto(db: DbOrTx, customer: CustomerRow, id: number): Promise<CartItem> {
  const [line] = await loadCartLines(db, customer.id, [id]);
  if (!line) throw new HttpError(404, CART_MESSAGES.itemNotFound);
  const terms = toTermsDto(await runningMembership(db, customer));
  return toCartItemDto(line, terms, await lineProblem(db, line.product, line.size, line.item, todayInVietnam()));
}

type LineDates = ReturnType<typeof checkLineShape>;

/** The shopper's line of the same size, mode and dates, if any (the one a new line merges into). */
async function sameLine(tx: DbOrTx, customerId: number, size: SizeStock, mode: CartModeValue, dates: LineDates) {
  const [existing] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.customerId, customerId),
        eq(cartItems.sizeId, size.id),
        eq(cartItems.mode, mode),
        isNull(cartItems.backupOfItemId),
        dates.dateFrom === null ? isNull(cartItems.dateFrom) : eq(cartItems.dateFrom, dates.dateFrom),
        dates.dateTo === null ? isNull(cartItems.dateTo) : eq(cartItems.dateTo, dates.dateTo),
      ),
    );
  return existing;
}

/** Adds a line, or adds its quantity to the same size + mode + dates line. Returns the line's id. */
async function addLineTx(tx: DbOrTx, customerId: number, input: AddLine): Promise<number> {
  if (input.backupOf !== undefined) return addBackupTx(tx, customerId, input.backupOf, input);
  const product = await findProduct(tx, input.productId);
  const size = await resolveSize(tx, product.id, input.sizeId);
  const today = todayInVietnam();
  const dates = checkLineShape(product, input.mode, input.dateFrom, input.dateTo, today);
  await lockCustomer(tx, customerId);
  const existing = await sameLine(tx, customerId, size, input.mode, dates);
  const quantity = (existing?.quantity ?? 0) + input.quantities;
  if (quantity > MAX_LINE_QUANTITY) throw new HttpError(400, CART_MESSAGES.tooMany);
  const problem = await availabilityProblem(tx, product, size, input.mode, quantity, dates, today);
  if (problem) throw new HttpError(409, problem);
  if (existing) {
    await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(cartItems)
    .values({ customerId, productId: product.id, sizeId: size.id, mode: input.mode, quantity, dateFrom: dates.dateFrom, dateTo: dates.dateTo })
    .returning({ id: cartItems.id });
  return row!.id;
}

export async function addLine(db: Db, customer: CustomerRow, input: AddLine): Promise<CartItem> {
  const id = await db.transaction((tx) => addLineTx(tx, customer.id, input));
  return oneItemDto(db, customer, id);
}

/** New quantity and dates for one of the shopper's lines (404 when not theirs). */
export async function updateLine(db: Db, customer: CustomerRow, id: number, input: UpdateLineInput): Promise<CartItem> {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.customerId, customer.id)));
    if (!item) throw new HttpError(404, CART_MESSAGES.itemNotFound);
    const product = await findProduct(tx, item.productId);
    const size = await resolveSize(tx, product.id, item.sizeId);
    const today = todayInVietnam();
    // Omitted dates keep the line's own (a sale has none).
    const dateFrom = input.dateFrom === undefined ? item.dateFrom : input.dateFrom;
    const dateTo = input.dateTo === undefined ? item.dateTo : input.dateTo;
    const dates = checkLineShape(product, item.mode, dateFrom, dateTo, today);
    if (item.backupOfItemId !== null) await checkBackupUpdate(tx, item, input.quantities, dates);
    // A cart line holds no units itself, so only orders count against it.
    const problem = await availabilityProblem(tx, product, size, item.mode, input.quantities, dates, today);
    if (problem) throw new HttpError(409, problem);
    await tx
      .update(cartItems)
      .set({ quantity: input.quantities, dateFrom: dates.dateFrom, dateTo: dates.dateTo, updatedAt: sql`now()` })
      .where(eq(cartItems.id, item.id));
    await followMain(tx, item.id, product, dates, today);
  });
  return oneItemDto(db, customer, id);
}

/** Removes the shopper's lines among `ids` (others' ids are ignored). */
export async function deleteLines(db: DbOrTx, customerId: number, ids: readonly number[]): Promise<number> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, [...new Set(ids)])))
    .returning({ id: cartItems.id });
  return removed.length;
}

type MergeKind = MergeChange['kind'];

/** A merged line's report, and the account's line it became (null when skipped). */
interface Merged {
  change: MergeChange;
  lineId: number | null;
}

/**
 * One guest line into the account's cart. The same line already there keeps the larger of the two quantities (the
 * guest and the account picked the same thing: never summed into units nobody asked for); a raise the calendar or
 * stock cannot give keeps the account's quantity and says why; a line that cannot be added at all says its own reason.
 */
async function mergeLineTx(tx: DbOrTx, customerId: number, input: AddLine): Promise<Merged> {
  const product = await findProduct(tx, input.productId);
  const today = todayInVietnam();
  const named = (reason: string) => (reason.includes(`«${product.name}`) ? reason : `«${product.name}»: ${reason}`);
  const change = (kind: MergeKind, quantity: number, message: string, lineId: number | null = null): Merged => ({
    change: { productId: product.id, ...(input.sizeId ? { sizeId: input.sizeId } : {}), kind, quantity, message },
    lineId,
  });
  let dates: LineDates;
  let size: SizeStock;
  try {
    size = await resolveSize(tx, product.id, input.sizeId);
    dates = checkLineShape(product, input.mode, input.dateFrom, input.dateTo, today);
  } catch (error) {
    if (error instanceof HttpError) return change('skipped', 0, named(error.message));
    throw error;
  }
  const label = CART_MESSAGES.mergeLabel(nameWithSize(product.name, size.name), dates.dateFrom, dates.dateTo);
  await lockCustomer(tx, customerId);
  const existing = await sameLine(tx, customerId, size, input.mode, dates);
  if (existing && existing.quantity >= input.quantities) return change('kept', existing.quantity, CART_MESSAGES.mergeKept(label, existing.quantity), existing.id);
  const problem = await availabilityProblem(tx, product, size, input.mode, input.quantities, dates, today);
  if (problem && existing) return change('kept', existing.quantity, CART_MESSAGES.mergeNotRaised(label, existing.quantity, input.quantities, input.mode === 'rent'), existing.id);
  if (problem) return change('skipped', 0, named(problem));
  if (existing) {
    await tx.update(cartItems).set({ quantity: input.quantities, updatedAt: sql`now()` }).where(eq(cartItems.id, existing.id));
    return change('raised', input.quantities, CART_MESSAGES.mergeRaised(label, existing.quantity, input.quantities), existing.id);
  }
  const [row] = await tx
    .insert(cartItems)
    .values({ customerId, productId: product.id, sizeId: size.id, mode: input.mode, quantity: input.quantities, dateFrom: dates.dateFrom, dateTo: dates.dateTo })
    .returning({ id: cartItems.id });
  return change('added', input.quantities, CART_MESSAGES.mergeAdded(label, input.quantities), row!.id);
}

/** A guest back-up size line: added to the account's line its main line became, else skipped with the reason. */
async function mergeBackupTx(tx: DbOrTx, customerId: number, input: AddLine, mainId: number | null): Promise<MergeChange> {
  const base = { productId: input.productId, ...(input.sizeId ? { sizeId: input.sizeId } : {}) };
  if (mainId === null) return { ...base, kind: 'skipped', quantity: 0, message: BACKUP_MESSAGES.withoutMain };
  const [already] = await tx.select({ sizeId: cartItems.sizeId }).from(cartItems).where(eq(cartItems.backupOfItemId, mainId));
  if (already && already.sizeId === input.sizeId) return { ...base, kind: 'kept', quantity: 1, message: CART_MESSAGES.mergeBackupKept };
  await addBackupTx(tx, customerId, mainId, input);
  return { ...base, kind: 'added', quantity: 1, message: CART_MESSAGES.mergeBackupAdded };
}

/**
 * The guest cart at log-in: every line merged (mergeLineTx) and reported, then the back-up size lines against the
 * lines they back up; one bad line never fails the call.
 */
export async function mergeLines(db: Db, customer: CustomerRow, items: readonly MergeLine[]): Promise<MergeResult> {
  const changes: MergeChange[] = [];
  const lineIds = new Map<number, number | null>();
  const skipped = (input: MergeLine, message: string): MergeChange => ({ productId: input.productId, kind: 'skipped', quantity: 0, message });
  for (const [index, { backupOfIndex, ...input }] of items.entries()) {
    if (backupOfIndex !== undefined) continue;
    try {
      const merged = await db.transaction((tx) => mergeLineTx(tx, customer.id, input));
      changes.push(merged.change);
      lineIds.set(index, merged.lineId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      changes.push(skipped(input, error.message));
    }
  }
  for (const { backupOfIndex, ...input } of items) {
    if (backupOfIndex === undefined) continue;
    try {
      changes.push(await db.transaction((tx) => mergeBackupTx(tx, customer.id, input, lineIds.get(backupOfIndex) ?? null)));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      changes.push(skipped(input, error.message));
    }
  }
  return { cart: await cartDto(db, customer), changes };
}
