/**
 * A back-up size (as Rent the Runway offers): with a rental line of a design, the shopper may take one more size of
 * the same design for the same days, delivered and returned with it. Shared by the browser (to show) and the server
 * (to check and charge).
 *
 * The fee is the shop's setting (`BACKUP_SIZE_FEE`): empty or `0` → free; `50000` → a fixed 50.000 ₫ per back-up;
 * `20%` → that share of one unit's rent of the main design for the same days (rounded to the đồng).
 *
 * The deposit of the back-up is held like any rental's (one unit × the design's deposit): it is a real garment out of
 * the shop, it can come back late, damaged or not at all, and the return settles it by the same rule
 * (rental-lifecycle's settleReturn: the late fee from the design's daily rent, never beyond the deposit).
 *
 * Worked examples (design: rent 300.000 ₫, deposit 500.000 ₫; 4 days, i.e. 2 extra days → one unit's rent 360.000 ₫):
 * - free:  back-up price 0 ₫, deposit 500.000 ₫; the order holds 1.000.000 ₫ of deposit for main + back-up.
 * - 50000: back-up price 50.000 ₫ whatever the days, deposit 500.000 ₫.
 * - 20%:   back-up price 72.000 ₫ (20 % of 360.000 ₫), deposit 500.000 ₫.
 * A member pays the same fee (the package discounts rent, and a back-up's fee is not rent).
 */
import type { BackupFee, LinePrice } from '../contracts/cart';
import { deposit, rentalPrice } from './pricing';
import { extraDays, rentalDays } from './rental-dates';

export type { BackupFee };

export const FREE_BACKUP: BackupFee = { kind: 'free' };
/** The highest fixed fee the setting accepts (a back-up is never priced like a second rental of a gown). */
export const MAX_BACKUP_FEE = 10_000_000;

/** The setting's text → terms; RangeError (with the variable's name) on anything else. */
export function parseBackupFee(raw: string | undefined): BackupFee {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0') return FREE_BACKUP;
  const percent = /^(\d{1,3})\s*%$/.exec(text);
  if (percent) {
    const value = Number(percent[1]);
    if (value < 1 || value > 100) throw new RangeError(`BACKUP_SIZE_FEE: a percentage must be 1–100, got "${text}"`);
    return { kind: 'percent', percent: value };
  }
  if (/^\d+$/.test(text) && Number(text) <= MAX_BACKUP_FEE) return { kind: 'fixed', amount: Number(text) };
  throw new RangeError(`BACKUP_SIZE_FEE must be 0, a VND amount up to ${MAX_BACKUP_FEE} or a percentage like "20%", got "${text}"`);
}

/** The fee of one back-up for a design rented at `unitRent` a day-block over `days` (rental days, at least 1). */
export function backupFee(terms: BackupFee, unitRent: number, days: number): number {
  if (terms.kind === 'free') return 0;
  if (terms.kind === 'fixed') return terms.amount;
  return Math.round((rentalPrice(unitRent, 1, Math.max(1, days)) * terms.percent) / 100);
}

/** The back-up line's amounts: the fee instead of rent, one unit's deposit held. */
export function priceBackupLine(product: { rentalPrice: number; depositPrice: number }, dates: { dateFrom: string; dateTo: string }, terms: BackupFee): LinePrice {
  const days = Math.max(1, rentalDays(dates.dateFrom, dates.dateTo));
  const fee = backupFee(terms, product.rentalPrice, days);
  return { mode: 'rent', days, extraDays: extraDays(days), price: fee, membershipPrice: fee, deposit: deposit('rent', 1, product.depositPrice) };
}

/**
 * Extending a rental extends its back-up with it (they come back together): the back-up's fee over the longer range
 * less the fee over the old one. Free or fixed: nothing more. 20 % of a 300.000 ₫ design, 4 → 6 days: 84.000 − 72.000
 * = 12.000 ₫.
 */
export function backupExtensionFee(terms: BackupFee, unitRent: number, dates: { dateFrom: string; dateTo: string }, newDateTo: string): number {
  const before = backupFee(terms, unitRent, Math.max(1, rentalDays(dates.dateFrom, dates.dateTo)));
  const after = backupFee(terms, unitRent, Math.max(1, rentalDays(dates.dateFrom, newDateTo)));
  return Math.max(0, after - before);
}

export const BACKUP_MESSAGES = {
  mainNotFound: 'Không tìm thấy size chính của size dự phòng trong giỏ hàng',
  mainNotRental: 'Chỉ thêm size dự phòng cho sản phẩm thuê',
  mainIsBackup: 'Không thể thêm size dự phòng cho một size dự phòng',
  sameProduct: 'Size dự phòng phải cùng mẫu với size chính',
  otherSize: 'Size dự phòng phải khác size chính',
  sameDates: 'Size dự phòng phải cùng ngày thuê với size chính',
  oneUnit: 'Size dự phòng chỉ được 1 sản phẩm',
  onlyOne: 'Mỗi sản phẩm thuê chỉ được thêm một size dự phòng',
  withoutMain: 'Size dự phòng phải được đặt cùng size chính',
} as const;

export interface BackupCandidate {
  productId: number;
  sizeId: number;
  mode: 'rent' | 'sale';
  quantity: number;
  dateFrom: string | null;
  dateTo: string | null;
}

/** Why `backup` cannot be the back-up of `main` (null when it can); `main.isBackup`: main is itself a back-up. */
export function backupProblem(main: BackupCandidate & { isBackup: boolean }, backup: BackupCandidate): string | null {
  if (main.isBackup) return BACKUP_MESSAGES.mainIsBackup;
  if (main.mode !== 'rent' || backup.mode !== 'rent') return BACKUP_MESSAGES.mainNotRental;
  if (backup.productId !== main.productId) return BACKUP_MESSAGES.sameProduct;
  if (backup.sizeId === main.sizeId) return BACKUP_MESSAGES.otherSize;
  if ((backup.dateFrom ?? null) !== main.dateFrom || (backup.dateTo ?? null) !== main.dateTo) return BACKUP_MESSAGES.sameDates;
  if (backup.quantity !== 1) return BACKUP_MESSAGES.oneUnit;
  return null;
}

/** "Miễn phí", "50.000 ₫" or "20% tiền thuê" — how the product page names the fee before dates are known. */
export function backupFeeLabel(terms: BackupFee, formatVnd: (amount: number) => string): string {
  if (terms.kind === 'free') return 'Miễn phí';
  if (terms.kind === 'fixed') return formatVnd(terms.amount);
  return `${terms.percent}% tiền thuê`;
}
