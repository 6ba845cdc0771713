/** The back-up size rule's worked examples (core/rules/backup-size.ts): fee setting, price, deposit, checks. */
import { BACKUP_MESSAGES, backupExtensionFee, backupFee, backupFeeLabel, backupProblem, parseBackupFee, priceBackupLine } from '../../../core/rules/backup-size';
import { addDays, rentalDays } from '../../../core/rules/rental-dates';
import { formatVnd } from '../../../core/format';

const gown = { rentalPrice: 300_000, depositPrice: 500_000 };
const fourDays = { dateFrom: '2026-12-10', dateTo: '2026-12-14' };

test('the setting: empty or 0 is free, digits a fixed amount, "N%" a share of the rent; anything else refused', () => {
  expect(parseBackupFee(undefined)).toEqual({ kind: 'free' });
  expect(parseBackupFee(' 0 ')).toEqual({ kind: 'free' });
  expect(parseBackupFee('50000')).toEqual({ kind: 'fixed', amount: 50_000 });
  expect(parseBackupFee('20%')).toEqual({ kind: 'percent', percent: 20 });
  for (const bad of ['-1', '0%', '101%', '50.000', 'free', '99999999']) expect(() => parseBackupFee(bad)).toThrow(/BACKUP_SIZE_FEE/);
});

test('worked examples: rent 300.000 ₫, deposit 500.000 ₫, 4 days (one unit’s rent 360.000 ₫)', () => {
  expect(priceBackupLine(gown, fourDays, parseBackupFee('0'))).toEqual({ mode: 'rent', days: 4, extraDays: 2, price: 0, membershipPrice: 0, deposit: 500_000 });
  expect(priceBackupLine(gown, fourDays, parseBackupFee('50000'))).toMatchObject({ price: 50_000, membershipPrice: 50_000, deposit: 500_000 });
  expect(priceBackupLine(gown, fourDays, parseBackupFee('20%'))).toMatchObject({ price: 72_000, deposit: 500_000 });
  // A same-day rental is one day (the 2 included days): 20 % of 300.000 ₫; a fixed fee ignores the days.
  expect(backupFee({ kind: 'percent', percent: 20 }, 300_000, 1)).toBe(60_000);
  expect(backupFee({ kind: 'percent', percent: 33 }, 155_000, 1)).toBe(51_150);
  expect(backupFee({ kind: 'fixed', amount: 30_000 }, 300_000, 9)).toBe(30_000);
});

test('the fee as the product page names it', () => {
  expect(backupFeeLabel({ kind: 'free' }, formatVnd)).toBe('Miễn phí');
  expect(backupFeeLabel({ kind: 'fixed', amount: 50_000 }, formatVnd)).toMatch(/^50\.000\s₫$/);
  expect(backupFeeLabel({ kind: 'percent', percent: 20 }, formatVnd)).toBe('20% tiền thuê');
});

test('a back-up is another size of the same design, for the same days, one unit, of a rental that is not itself a back-up', () => {
  const main = { productId: 1, sizeId: 10, mode: 'rent' as const, quantity: 2, dateFrom: '2026-12-10', dateTo: '2026-12-12', isBackup: false };
  const backup = { productId: 1, sizeId: 11, mode: 'rent' as const, quantity: 1, dateFrom: '2026-12-10', dateTo: '2026-12-12' };
  expect(backupProblem(main, backup)).toBeNull();
  expect(backupProblem(main, { ...backup, sizeId: 10 })).toBe(BACKUP_MESSAGES.otherSize);
  expect(backupProblem(main, { ...backup, productId: 2 })).toBe(BACKUP_MESSAGES.sameProduct);
  expect(backupProblem(main, { ...backup, dateTo: '2026-12-13' })).toBe(BACKUP_MESSAGES.sameDates);
  expect(backupProblem(main, { ...backup, quantity: 2 })).toBe(BACKUP_MESSAGES.oneUnit);
  expect(backupProblem({ ...main, mode: 'sale', dateFrom: null, dateTo: null }, backup)).toBe(BACKUP_MESSAGES.mainNotRental);
  expect(backupProblem({ ...main, isBackup: true }, backup)).toBe(BACKUP_MESSAGES.mainIsBackup);
});

test('extending a rental extends its back-up: the fee over the longer range less the fee charged', () => {
  const dates = { dateFrom: '2026-12-10', dateTo: addDays('2026-12-10', 4) };
  expect(rentalDays(dates.dateFrom, dates.dateTo)).toBe(4);
  const sixDays = addDays(dates.dateTo, 2);
  // 20 %: 4 days → 72.000 ₫ (the worked example), 6 days → 84.000 ₫; the extension costs the difference.
  expect(backupExtensionFee({ kind: 'percent', percent: 20 }, 300_000, dates, sixDays)).toBe(12_000);
  expect(backupExtensionFee({ kind: 'fixed', amount: 50_000 }, 300_000, dates, sixDays)).toBe(0);
  expect(backupExtensionFee({ kind: 'free' }, 300_000, dates, sixDays)).toBe(0);
});
