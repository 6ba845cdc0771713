/**
 * Back-up size lines in the cart (core/rules/backup-size.ts): added against one of the shopper's rental lines,
 * checked by the shared rule, their size's calendar checked like any line's; they follow the line they back up when
 * its days change and go with it when it is removed (the foreign key cascades).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, type CartItemRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { todayInVietnam } from '../../../core/rules/rental-dates';
import { BACKUP_MESSAGES, backupProblem } from '../../../core/rules/backup-size';
import { resolveSize } from '../stock/sizes';
import { availabilityProblem, checkLineShape, type CheckedProduct, type LineDates } from './line-check';
import { findProduct, lockCustomer } from './rows';
import type { AddLine } from '../../../core/contracts/cart';

const asMain = (main: CartItemRow) => ({
  productId: main.productId,
  sizeId: main.sizeId,
  mode: main.mode,
  quantity: main.quantity,
  dateFrom: main.dateFrom,
  dateTo: main.dateTo,
  isBackup: main.backupOfItemId !== null,
});

async function backupOf(tx: DbOrTx, mainId: number): Promise<CartItemRow | undefined> {
  const [row] = await tx.select().from(cartItems).where(eq(cartItems.backupOfItemId, mainId));
  return row;
}

/** Adds `input` as the back-up size of the shopper's line `mainId`. Returns the new line's id. */
export async function addBackupTx(tx: DbOrTx, customerId: number, mainId: number, input: Omit<AddLine, 'backupOf'>): Promise<number> {
  const product = await findProduct(tx, input.productId);
  const size = await resolveSize(tx, product.id, input.sizeId);
  const today = todayInVietnam();
  const dates = checkLineShape(product, input.mode, input.dateFrom, input.dateTo, today);
  await lockCustomer(tx, customerId);
  const [main] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, mainId), eq(cartItems.customerId, customerId)));
  if (!main) throw new HttpError(404, BACKUP_MESSAGES.mainNotFound);
  const problem = backupProblem(asMain(main), { productId: product.id, sizeId: size.id, mode: input.mode, quantity: input.quantities, ...dates });
  if (problem) throw new HttpError(400, problem);
  if (await backupOf(tx, main.id)) throw new HttpError(409, BACKUP_MESSAGES.onlyOne);
  const busy = await availabilityProblem(tx, product, size, 'rent', 1, dates, today);
  if (busy) throw new HttpError(409, busy);
  const [row] = await tx
    .insert(cartItems)
    .values({ customerId, productId: product.id, sizeId: size.id, mode: 'rent', quantity: 1, dateFrom: dates.dateFrom, dateTo: dates.dateTo, backupOfItemId: main.id })
    .returning({ id: cartItems.id });
  return row!.id;
}

/** A back-up line's own update keeps it one unit on its main line's days (400 otherwise; change the main line's days). */
export async function checkBackupUpdate(tx: DbOrTx, backup: CartItemRow, quantity: number, dates: LineDates): Promise<void> {
  const [main] = await tx.select().from(cartItems).where(eq(cartItems.id, backup.backupOfItemId!));
  if (!main) throw new HttpError(404, BACKUP_MESSAGES.mainNotFound);
  const problem = backupProblem(asMain(main), { productId: backup.productId, sizeId: backup.sizeId, mode: backup.mode, quantity, ...dates });
  if (problem) throw new HttpError(400, problem);
}

/** The line `mainId` now has `dates`: its back-up (if any) moves with it, when its size is free then (409 otherwise). */
export async function followMain(tx: DbOrTx, mainId: number, product: CheckedProduct, dates: LineDates, today: string): Promise<void> {
  const backup = await backupOf(tx, mainId);
  if (!backup || (backup.dateFrom === dates.dateFrom && backup.dateTo === dates.dateTo)) return;
  const size = await resolveSize(tx, product.id, backup.sizeId);
  const busy = await availabilityProblem(tx, product, size, 'rent', 1, dates, today);
  if (busy) throw new HttpError(409, busy);
  await tx.update(cartItems).set({ dateFrom: dates.dateFrom, dateTo: dates.dateTo, updatedAt: sql`now()` }).where(eq(cartItems.id, backup.id));
}
