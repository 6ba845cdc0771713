/**
 * A voucher's terms as one shopper may use them: uses left for everyone and for them (orders not cancelled hold a
 * use), and the chosen categories widened to their sub-categories. The same terms go to the cart's estimate and to
 * the order's transaction, where the shared rule applies them.
 */
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { countAttempt, releaseAttempt } from '../../http/rate-limit';
import { menuItems, orders, vouchers, type VoucherRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { normalizeVoucherCode, type VoucherTerms } from '../../../core/rules/voucher';

export const VOUCHER_MESSAGES = {
  notFound: 'Mã voucher không tồn tại',
  raced: 'Voucher vừa hết lượt sử dụng, vui lòng chọn voucher khác',
} as const;

/** Every category under `ids` (and `ids` themselves); the menu is a few dozen rows. */
export async function withSubcategories(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: menuItems.id, parentId: menuItems.parentId }).from(menuItems);
  const found = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

async function usesBy(db: DbOrTx, voucherIds: readonly number[], customerId: number): Promise<Map<number, number>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .select({ voucherId: orders.voucherId, uses: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(inArray(orders.voucherId, [...voucherIds]), eq(orders.customerId, customerId), ne(orders.status, 'cancelled')))
    .groupBy(orders.voucherId);
  return new Map(rows.map((row) => [row.voucherId!, row.uses]));
}

/** The terms a voucher row promises (categories as chosen, before widening). */
export function promiseOf(row: VoucherRow) {
  const { code, title, kind, value, maxDiscount, minOrder, mode, categoryIds } = row;
  return { code, title, kind, value, maxDiscount, minOrder, mode, categoryIds };
}

export async function termsOf(db: DbOrTx, rows: readonly VoucherRow[], customerId: number): Promise<VoucherTerms[]> {
  const uses = await usesBy(db, rows.map((row) => row.id), customerId);
  return Promise.all(
    rows.map(async (row) => ({
      ...promiseOf(row),
      categoryIds: await withSubcategories(db, row.categoryIds),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      paused: row.paused,
      usesLeft: row.usageLimit === null ? null : Math.max(0, row.usageLimit - row.usedCount),
      customerUsesLeft: Math.max(0, row.perCustomerLimit - (uses.get(row.id) ?? 0)),
    })),
  );
}

export async function voucherByCode(db: DbOrTx, code: string): Promise<VoucherRow> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, normalizeVoucherCode(code)));
  if (!row) throw new HttpError(404, VOUCHER_MESSAGES.notFound);
  return row;
}

/** Wrong codes a shopper may try in an hour: enough for typos, far too few to guess codes. */
export const VOUCHER_GUESSES = { max: 20, windowMs: 3_600_000 };

/** A typed code, looked up under the guess limit (only codes that do not exist count). */
export async function lookUpCode(db: Db, code: string, customerId: number): Promise<VoucherRow> {
  const limits = [{ key: `voucher:${customerId}`, rule: VOUCHER_GUESSES }];
  await countAttempt(db, limits);
  const row = await voucherByCode(db, code);
  await releaseAttempt(db, limits);
  return row;
}

export async function shopperTerms(db: DbOrTx, code: string | VoucherRow, customerId: number): Promise<{ row: VoucherRow; terms: VoucherTerms }> {
  const row = typeof code === 'string' ? await voucherByCode(db, code) : code;
  const [terms] = await termsOf(db, [row], customerId);
  return { row, terms: terms! };
}

/** "Ví voucher": public vouchers running now, not paused nor used up, that the shopper can still use. */
export async function walletVouchers(db: DbOrTx, customerId: number): Promise<VoucherTerms[]> {
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.isPublic, true),
        eq(vouchers.paused, false),
        lt(vouchers.startsAt, sql`now()`),
        gt(vouchers.endsAt, sql`now()`),
        or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit)),
      ),
    )
    .orderBy(vouchers.endsAt, vouchers.id)
    .limit(50);
  return (await termsOf(db, rows, customerId)).filter((terms) => terms.customerUsesLeft > 0);
}

/** Takes one use inside the order's transaction: false when another order took the last one first. */
export async function takeUse(tx: DbOrTx, voucherId: number): Promise<boolean> {
  const taken = await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.paused, false), or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit))))
    .returning({ id: vouchers.id });
  return taken.length === 1;
}

/** A cancelled or expired order gives its use back. */
export async function giveUseBack(tx: DbOrTx, voucherId: number): Promise<void> {
  await tx.update(vouchers).set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` }).where(eq(vouchers.id, voucherId));
}
