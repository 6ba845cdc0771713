import { deposit, membershipExtraDays, membershipFreeDays, membershipRentalPrice, priceLine, rentalPrice, type PricedProduct } from '../../../core/rules/pricing';
import { extraDays } from '../../../core/rules/rental-dates';
import { MEMBERSHIP_PACKAGES_SEED } from '../../../server/db/seed/membership';

const dress: PricedProduct = { salePrice: 1_200_000, rentalPrice: 350_000, membershipRentalPrice: 0, depositPrice: 500_000 };
const gown: PricedProduct = { salePrice: 0, rentalPrice: 2_500_000, membershipRentalPrice: 1_990_000, depositPrice: 3_000_000 };
const odd: PricedProduct = { salePrice: 0, rentalPrice: 333_333, membershipRentalPrice: 0, depositPrice: 0 };
const silver = { percentDiscount: 10, extendDay: 0 };
const gold = { percentDiscount: 20, extendDay: 2 };

// Worked examples: each row was computed by hand from the rules below and is the contract for both sides.
const examples: Array<{
  name: string;
  product: PricedProduct;
  quantity: number;
  dateFrom: string;
  dateTo: string;
  membership: { percentDiscount: number; extendDay: number } | null;
  days: number;
  price: number;
  membershipPrice: number;
  deposit: number;
}> = [
  { name: 'same day (counted as one day)', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-05', membership: null, days: 1, price: 350_000, membershipPrice: 350_000, deposit: 500_000 },
  { name: '1 day', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-06', membership: null, days: 1, price: 350_000, membershipPrice: 350_000, deposit: 500_000 },
  { name: '2 days: still no extra', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-07', membership: null, days: 2, price: 350_000, membershipPrice: 350_000, deposit: 500_000 },
  { name: '3 days: one extra day (+10 %)', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-08', membership: null, days: 3, price: 385_000, membershipPrice: 385_000, deposit: 500_000 },
  { name: '10 days: eight extra days (+80 %)', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-15', membership: null, days: 10, price: 630_000, membershipPrice: 630_000, deposit: 500_000 },
  { name: 'quantity 3 over 3 days', product: dress, quantity: 3, dateFrom: '2026-12-05', dateTo: '2026-12-08', membership: null, days: 3, price: 1_155_000, membershipPrice: 1_155_000, deposit: 1_500_000 },
  { name: 'across a month end', product: dress, quantity: 1, dateFrom: '2026-12-30', dateTo: '2027-01-02', membership: null, days: 3, price: 385_000, membershipPrice: 385_000, deposit: 500_000 },
  // Member, no extendDay: 350 000 × 0.9 = 315 000 a unit; membership extra days = 2 − 2 − 0 + 1 = 1 → × 1.1.
  { name: 'member 10 %, extendDay 0, 2 days', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-07', membership: silver, days: 2, price: 350_000, membershipPrice: 346_500, deposit: 500_000 },
  // 1 day: membership extra days = max(0, 1 − 2 + 1) = 0.
  { name: 'member 10 %, extendDay 0, 1 day', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-06', membership: silver, days: 1, price: 350_000, membershipPrice: 315_000, deposit: 500_000 },
  // extendDay 2 over 5 days: extra = 5 − 2 − 2 + 1 = 2 → 280 000 × 1.2 = 336 000 (non-member: 350 000 × 1.3).
  { name: 'member 20 %, extendDay 2, 5 days', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-10', membership: gold, days: 5, price: 455_000, membershipPrice: 336_000, deposit: 500_000 },
  // The product's own membership price wins over the percentage: 1 990 000 × 2 units × 1.0.
  { name: 'per-product membership price, quantity 2', product: gown, quantity: 2, dateFrom: '2026-12-05', dateTo: '2026-12-08', membership: gold, days: 3, price: 5_500_000, membershipPrice: 3_980_000, deposit: 6_000_000 },
  // 333 333 × 1.1 = 366 666.3 → 366 666; member 333 333 × 0.9 = 299 999.7, × 1.2 = 359 999.64 → 360 000.
  { name: 'member 5 %, 3 days: the formula (399.000) is above the normal price, so the normal price', product: dress, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-08', membership: { percentDiscount: 5, extendDay: 0 }, days: 3, price: 385_000, membershipPrice: 385_000, deposit: 500_000 },
  { name: 'rounding to whole dong', product: odd, quantity: 1, dateFrom: '2026-12-05', dateTo: '2026-12-08', membership: silver, days: 3, price: 366_666, membershipPrice: 360_000, deposit: 0 },
];

describe('cart line prices (worked examples)', () => {
  it.each(examples)('$name', ({ product, quantity, dateFrom, dateTo, membership, days, price, membershipPrice, deposit: expectedDeposit }) => {
    const line = priceLine(product, { mode: 'rent', quantity, dateFrom, dateTo }, membership);
    expect(line).toEqual({ mode: 'rent', days, extraDays: Math.max(0, days - 2), price, membershipPrice, deposit: expectedDeposit });
  });

  it('a sale line is price × quantity with no deposit, whatever the membership', () => {
    expect(priceLine(dress, { mode: 'sale', quantity: 2 }, gold)).toEqual({ mode: 'sale', days: 0, extraDays: 0, price: 2_400_000, membershipPrice: 2_400_000, deposit: 0 });
  });

  it('refuses a rental without dates or with dates backwards', () => {
    expect(() => priceLine(dress, { mode: 'rent', quantity: 1 }, null)).toThrow(RangeError);
    expect(() => priceLine(dress, { mode: 'rent', quantity: 1, dateFrom: '2026-12-08', dateTo: '2026-12-05' }, null)).toThrow(RangeError);
  });
});

describe('the pieces', () => {
  it('rental price grows 10 % a day beyond two', () => {
    expect([0, 1, 2, 3, 4, 12].map((days) => rentalPrice(100_000, 1, days))).toEqual([100_000, 100_000, 100_000, 110_000, 120_000, 200_000]);
  });

  it('membership extra days never go below zero', () => {
    expect(membershipExtraDays(0, 0)).toBe(0);
    expect(membershipExtraDays(3, 5)).toBe(0);
    expect(membershipExtraDays(6, 1)).toBe(4);
  });

  it('a package gives extendDay − 1 free days: what the rule charges, what its text promises', () => {
    // extendDay 3, a 6-day rental: 6 − 2 − 3 + 1 = 2 extra days for the member, 4 without: 2 days free, not 3.
    expect(extraDays(6) - membershipExtraDays(6, 3)).toBe(2);
    expect([0, 1, 2, 3].map(membershipFreeDays)).toEqual([0, 0, 1, 2]);
    for (const extendDay of [1, 2, 3, 4]) {
      for (const days of [extendDay + 2, extendDay + 5]) expect(extraDays(days) - membershipExtraDays(days, extendDay)).toBe(membershipFreeDays(extendDay));
    }
  });

  it('the seeded packages promise exactly the free days the rule gives', () => {
    for (const pkg of MEMBERSHIP_PACKAGES_SEED) {
      const promised = /thêm (\d+) ngày/.exec(pkg.description);
      expect(promised ? Number(promised[1]) : 0).toBe(membershipFreeDays(pkg.extendDay));
    }
  });

  it('membership price uses the percentage only when the product has no membership price', () => {
    expect(membershipRentalPrice({ ...dress, membershipRentalPrice: 0 }, 1, 1, { percentDiscount: 50, extendDay: 0 })).toBe(175_000);
    expect(membershipRentalPrice({ ...dress, membershipRentalPrice: 99_000 }, 1, 1, { percentDiscount: 50, extendDay: 0 })).toBe(99_000);
  });

  it('deposit is quantity × depositPrice for rent and 0 for sale', () => {
    expect(deposit('rent', 3, 200_000)).toBe(600_000);
    expect(deposit('sale', 3, 200_000)).toBe(0);
  });
});
