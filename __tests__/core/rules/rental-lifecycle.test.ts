import {
  canMoveRental,
  cancellationTerms,
  dueBackDay,
  lateDays,
  quoteExtension,
  extensionRoom,
  isExtendable,
  settleReturn,
  type ReturnInput,
} from '../../../core/rules/rental-lifecycle';
import { MAX_EXTENSION_DAYS } from '../../../core/contracts/order-vocab';
import type { PricedProduct } from '../../../core/rules/pricing';
import { CANCELLATION_POLICY_LINK } from '../../../core/contracts/content-vocab';
import { CONTENT_SEED } from '../../../server/db/seed/content/pages';
import { CANCELLATION_WINDOWS, LATE_FEE_PERCENT_PER_DAY, LOST_AFTER_LATE_DAYS } from '../../../core/rules/rental-lifecycle';

const dress: PricedProduct = { salePrice: 1_200_000, rentalPrice: 350_000, membershipRentalPrice: 0, depositPrice: 500_000 };
const gold = { percentDiscount: 20, extendDay: 2 };

// A dress rented 05/12 → 07/12 (two days): delivered 04/12, due back 08/12. Each row was worked out by hand from
// 'Chính sách trả muộn và hư hỏng': 20 % of the rent per day late, charges never beyond the deposit.
const rental: Omit<ReturnInput, 'returnedOn' | 'damageCharge'> = { deposit: 500_000, unitRentalPrice: 350_000, quantity: 1, dateTo: '2026-12-07' };

describe('returning a rental (late fee and damage, taken from the deposit)', () => {
  it.each([
    ['a day early', '2026-12-07', 0, { lateDays: 0, lateFee: 0, damageCharge: 0, deducted: 0, refund: 500_000 }],
    ['on the due-back day', '2026-12-08', 0, { lateDays: 0, lateFee: 0, damageCharge: 0, deducted: 0, refund: 500_000 }],
    ['1 day late: 20 % of 350.000', '2026-12-09', 0, { lateDays: 1, lateFee: 70_000, damageCharge: 0, deducted: 70_000, refund: 430_000 }],
    ['3 days late: 60 %', '2026-12-11', 0, { lateDays: 3, lateFee: 210_000, damageCharge: 0, deducted: 210_000, refund: 290_000 }],
    ['on time with a damage charge', '2026-12-08', 100_000, { lateDays: 0, lateFee: 0, damageCharge: 100_000, deducted: 100_000, refund: 400_000 }],
    ['1 day late and damaged', '2026-12-09', 100_000, { lateDays: 1, lateFee: 70_000, damageCharge: 100_000, deducted: 170_000, refund: 330_000 }],
    ['the damage charge is capped by what is left of the deposit', '2026-12-11', 400_000, { lateDays: 3, lateFee: 210_000, damageCharge: 290_000, deducted: 500_000, refund: 0 }],
    ['10 days late: the fee stops at the deposit', '2026-12-18', 0, { lateDays: 10, lateFee: 500_000, damageCharge: 0, deducted: 500_000, refund: 0 }],
  ] as const)('%s', (_name, returnedOn, damageCharge, expected) => {
    expect(settleReturn({ ...rental, returnedOn, damageCharge })).toEqual({ dueBack: '2026-12-08', overdueAsLost: expected.lateDays > 7, ...expected });
  });

  it('charges per unit: two dresses one day late cost 140.000 of a 1.000.000 deposit', () => {
    expect(settleReturn({ ...rental, quantity: 2, deposit: 1_000_000, returnedOn: '2026-12-09', damageCharge: 0 })).toMatchObject({ lateFee: 140_000, refund: 860_000 });
  });

  it('rounds the fee once, to whole đồng', () => {
    expect(settleReturn({ ...rental, unitRentalPrice: 333_333, returnedOn: '2026-12-09', damageCharge: 0 }).lateFee).toBe(66_667);
  });

  it('counts a return more than 7 days late as lost', () => {
    expect(settleReturn({ ...rental, returnedOn: '2026-12-15', damageCharge: 0 }).overdueAsLost).toBe(false);
    expect(settleReturn({ ...rental, returnedOn: '2026-12-16', damageCharge: 0 }).overdueAsLost).toBe(true);
  });

  it('puts the due-back day the day after the last rental day, across a month end', () => {
    expect(dueBackDay('2026-12-31')).toBe('2027-01-01');
    expect(lateDays('2026-12-31', '2027-01-03')).toBe(2);
  });
});

describe('extending a rental (priced as the longer rental by the shared rule)', () => {
  it('adds 10 % of the rent per extra day: 05/12 → 07/12 extended by two days costs 70.000', () => {
    expect(quoteExtension({ product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-07', days: 2, membership: null })).toMatchObject({
      dateTo: '2026-12-09',
      firstNewDay: '2026-12-08',
      price: 70_000,
    });
  });

  it('a one-day rental extended by one day is still within the two included days: free', () => {
    expect(quoteExtension({ product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-06', days: 1, membership: null }).price).toBe(0);
  });

  it('a member pays the member price of the longer rental: 336.000 → 392.000, so 56.000', () => {
    const quote = quoteExtension({ product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-10', days: 2, membership: gold });
    expect(quote.line.membershipPrice).toBe(392_000);
    expect(quote.price).toBe(56_000);
  });

  it('crosses the month end', () => {
    expect(quoteExtension({ product: dress, quantity: 2, dateFrom: '2026-12-29', dateTo: '2026-12-31', days: 3, membership: null })).toMatchObject({
      dateTo: '2027-01-03',
      price: 210_000,
    });
  });
});

describe('how far a rental can be extended (the availability rule, buffer days included)', () => {
  // Rented 05/12 → 07/12: back on 08/12, cleaned on 09/12.
  const mine = { dateFrom: '2026-12-05', dateTo: '2026-12-07', quantity: 1, stock: 1 };

  it('a free calendar allows the longest extension', () => {
    expect(extensionRoom({ ...mine, bookings: [] })).toBe(MAX_EXTENSION_DAYS);
  });

  it('the next rental from 12/12 is delivered on 11/12: one day more (back 09/12, cleaned 10/12), not two', () => {
    expect(extensionRoom({ ...mine, bookings: [{ dateFrom: '2026-12-12', dateTo: '2026-12-13', quantity: 1 }] })).toBe(1);
  });

  it('the next rental from 11/12 is delivered on 10/12, the day after cleaning: no room at all', () => {
    expect(extensionRoom({ ...mine, bookings: [{ dateFrom: '2026-12-11', dateTo: '2026-12-12', quantity: 1 }] })).toBe(0);
  });

  it('a second unit in stock takes the other rental: the full extension', () => {
    expect(extensionRoom({ ...mine, stock: 2, bookings: [{ dateFrom: '2026-12-11', dateTo: '2026-12-12', quantity: 1 }] })).toBe(MAX_EXTENSION_DAYS);
  });

  it('only a rental with the shopper and not yet late can be extended', () => {
    expect(isExtendable('with_shopper', '2026-12-07', '2026-12-08')).toBe(true);
    expect(isExtendable('with_shopper', '2026-12-07', '2026-12-09')).toBe(false);
    expect(isExtendable('reserved', '2026-12-07', '2026-12-04')).toBe(false);
    expect(isExtendable('returned', '2026-12-07', '2026-12-07')).toBe(false);
  });
});

describe('cancelling an order (by whole days before the delivery day; the deposit always comes back)', () => {
  // First rental day 10/12, so the delivery day is 09/12. Paid: rent 385.000 + deposit 500.000 + shipping 30.000.
  const paid = { firstDateFrom: '2026-12-10', paid: true, amountPaid: 915_000, rentPaid: 385_000 };

  it.each([
    ['3 days before: everything back', '2026-12-06', { daysBeforeDelivery: 3, rentRefundPercent: 100, kept: 0, refund: 915_000 }],
    ['2 days before: half the rent kept', '2026-12-07', { daysBeforeDelivery: 2, rentRefundPercent: 50, kept: 192_500, refund: 722_500 }],
    ['1 day before: half the rent kept', '2026-12-08', { daysBeforeDelivery: 1, rentRefundPercent: 50, kept: 192_500, refund: 722_500 }],
    ['on the delivery day: the rent is kept', '2026-12-09', { daysBeforeDelivery: 0, rentRefundPercent: 0, kept: 385_000, refund: 530_000 }],
  ] as const)('%s', (_name, today, expected) => {
    expect(cancellationTerms({ ...paid, today })).toEqual(expected);
  });

  it('an unpaid order is released with what was taken from the wallet', () => {
    expect(cancellationTerms({ ...paid, today: '2026-12-09', paid: false, amountPaid: 100_000 })).toMatchObject({ kept: 0, refund: 100_000 });
  });

  it('an order without rentals is refunded in full', () => {
    expect(cancellationTerms({ today: '2026-12-09', firstDateFrom: null, paid: true, amountPaid: 1_230_000, rentPaid: 0 })).toEqual({
      daysBeforeDelivery: null,
      rentRefundPercent: 100,
      kept: 0,
      refund: 1_230_000,
    });
  });

  it('keeps whole đồng: half of 333.333 refunded is 166.667', () => {
    expect(cancellationTerms({ today: '2026-12-08', firstDateFrom: '2026-12-10', paid: true, amountPaid: 333_333, rentPaid: 333_333 })).toMatchObject({ kept: 166_666, refund: 166_667 });
  });
});

describe('rental states', () => {
  it('move forward one step at a time; a wallet refund closes a returned line at once', () => {
    expect(canMoveRental('reserved', 'with_shopper')).toBe(true);
    expect(canMoveRental('with_shopper', 'returned')).toBe(true);
    expect(canMoveRental('returned', 'closed')).toBe(true);
    expect(canMoveRental('returned', 'inspected')).toBe(true);
    expect(canMoveRental('inspected', 'closed')).toBe(true);
    expect(canMoveRental('reserved', 'returned')).toBe(false);
    expect(canMoveRental('closed', 'with_shopper')).toBe(false);
    expect(canMoveRental('with_shopper', 'reserved')).toBe(false);
  });
});

describe('the content pages state the same rules', () => {
  const page = (link: string) => CONTENT_SEED.find((entry) => entry.link === link)!.html;

  it('late returns: the per-day share and the lost-after limit', () => {
    const html = page('tra-muon-va-hu-hong');
    expect(html).toContain(`mỗi ngày muộn tính <strong>${LATE_FEE_PERCENT_PER_DAY}% giá thuê</strong>, trừ vào tiền cọc`);
    expect(html).toContain(`Quá ${LOST_AFTER_LATE_DAYS} ngày không liên lạc được`);
  });

  it('cancellation: the three windows and their rent refunds', () => {
    const html = page(CANCELLATION_POLICY_LINK);
    const [early, late, sameDay] = CANCELLATION_WINDOWS;
    expect(html).toContain(`<tr><td>Trước ngày giao từ ${early.fromDaysBefore} ngày trở lên</td><td>${early.rentRefundPercent}%</td><td>100%</td></tr>`);
    expect(html).toContain(`<tr><td>Trước ngày giao ${late.fromDaysBefore}–${early.fromDaysBefore - 1} ngày</td><td>${late.rentRefundPercent}%</td><td>100%</td></tr>`);
    expect(sameDay.rentRefundPercent).toBe(0);
    expect(html).toContain('<tr><td>Trong ngày giao hoặc từ chối nhận</td><td>Không hoàn</td><td>100%</td></tr>');
  });
});
