/** Worked examples of vouchers inside the checkout money rule (core/rules/voucher.ts, order-totals.ts). */
import type { LinePrice } from '../../../core/contracts/cart';
import { checkoutMoney, SHIPPING_FEE, type OrderTotalsInput } from '../../../core/rules/order-totals';
import { VOUCHER_PROBLEMS, voucherSummary, type VoucherTerms } from '../../../core/rules/voucher';
import { plainSpaces } from '../../../core/format';

const NOW = new Date('2026-11-25T05:00:00Z');
const rent = (price: number, membershipPrice = price, deposit = 100_000): LinePrice => ({ mode: 'rent', days: 2, extraDays: 0, price, membershipPrice, deposit });
const sale = (price: number): LinePrice => ({ mode: 'sale', days: 0, extraDays: 0, price, membershipPrice: price, deposit: 0 });

const terms = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  code: 'GIAM10',
  title: 'Giảm 10%',
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minOrder: 0,
  mode: null,
  categoryIds: [],
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-01T00:00:00Z',
  paused: false,
  usesLeft: 10,
  customerUsesLeft: 1,
  ...overrides,
});

const money = (lines: LinePrice[], voucher: VoucherTerms, extra: Partial<OrderTotalsInput> = {}, categoryIds: number[] = lines.map(() => 1)) =>
  checkoutMoney({ lines, deliveryMethod: 'delivery', freeFirstOrder: false, walletRequested: 0, walletBalance: 0, voucher: { terms: voucher, categoryIds, now: NOW }, ...extra });

test('percentage under its cap: 10% of 300.000 ₫ rent is 30.000 ₫; deposit and delivery untouched', () => {
  const { totals, voucherProblem } = money([rent(300_000)], terms());
  expect(voucherProblem).toBeNull();
  expect(totals).toMatchObject({ voucherCode: 'GIAM10', voucherDiscount: 30_000, shippingFee: SHIPPING_FEE, total: 300_000 - 30_000 + 100_000 + SHIPPING_FEE });
});

test('percentage over its cap: 10% of 800.000 ₫ would be 80.000 ₫, the cap keeps it at 50.000 ₫', () => {
  expect(money([sale(800_000)], terms()).totals).toMatchObject({ voucherDiscount: 50_000, total: 800_000 - 50_000 + SHIPPING_FEE });
});

test('percentage without a cap, rounded down to the đồng: 15% of 333.333 ₫ is 49.999 ₫', () => {
  expect(money([sale(333_333)], terms({ value: 15, maxDiscount: null })).totals.voucherDiscount).toBe(49_999);
});

test('fixed amount, never more than the goods it covers', () => {
  expect(money([sale(300_000)], terms({ kind: 'fixed', value: 100_000, maxDiscount: null })).totals.voucherDiscount).toBe(100_000);
  expect(money([sale(60_000)], terms({ kind: 'fixed', value: 100_000, maxDiscount: null })).totals).toMatchObject({ voucherDiscount: 60_000, total: SHIPPING_FEE });
});

test('free delivery takes the fee; with pick-up (no fee) it has nothing to take', () => {
  const free = terms({ kind: 'free_shipping', value: 0, maxDiscount: null });
  expect(money([sale(200_000)], free).totals).toMatchObject({ shippingFee: SHIPPING_FEE, voucherDiscount: SHIPPING_FEE, total: 200_000 });
  const pickup = money([sale(200_000)], free, { deliveryMethod: 'pickup' });
  expect(pickup.voucherProblem).toBe(VOUCHER_PROBLEMS.noShippingFee);
  expect(pickup.totals).toMatchObject({ voucherCode: null, voucherDiscount: 0, total: 200_000 });
});

test('minimum not met: counted on the goods after membership, the deposit never counts', () => {
  const { totals, voucherProblem } = money([rent(320_000, 288_000, 500_000)], terms({ minOrder: 300_000 }));
  expect(plainSpaces(voucherProblem ?? '')).toBe('Đơn hàng cần tối thiểu 300.000 ₫ để dùng voucher này');
  expect(totals.voucherDiscount).toBe(0);
  expect(money([rent(340_000, 306_000, 500_000)], terms({ minOrder: 300_000 })).totals.voucherDiscount).toBe(30_600);
});

test('expired, not started, paused, used up, shopper limit reached: a problem and nothing off', () => {
  const cases: Array<[Partial<VoucherTerms>, string]> = [
    [{ endsAt: '2026-11-25T05:00:00Z' }, VOUCHER_PROBLEMS.expired],
    [{ startsAt: '2026-11-30T17:00:00Z' }, VOUCHER_PROBLEMS.notStarted('01/12/2026')],
    [{ paused: true }, VOUCHER_PROBLEMS.paused],
    [{ usesLeft: 0 }, VOUCHER_PROBLEMS.usedUp],
    [{ customerUsesLeft: 0 }, VOUCHER_PROBLEMS.customerUsedUp],
  ];
  for (const [overrides, problem] of cases) {
    const { totals, voucherProblem } = money([sale(300_000)], terms(overrides));
    expect(voucherProblem).toBe(problem);
    expect(totals).toMatchObject({ voucherCode: null, voucherDiscount: 0, total: 300_000 + SHIPPING_FEE });
  }
  expect(money([sale(300_000)], terms({ usesLeft: null })).voucherProblem).toBeNull();
});

test('restricted to rentals or to categories: only the covered lines count', () => {
  const lines = [rent(400_000), sale(600_000)];
  expect(money(lines, terms({ mode: 'rent', maxDiscount: null })).totals.voucherDiscount).toBe(40_000);
  expect(money(lines, terms({ mode: 'sale', maxDiscount: null })).totals.voucherDiscount).toBe(60_000);
  expect(money(lines, terms({ categoryIds: [7], maxDiscount: null }), {}, [7, 8]).totals.voucherDiscount).toBe(40_000);
  expect(money(lines, terms({ categoryIds: [9] }), {}, [7, 8]).voucherProblem).toBe(VOUCHER_PROBLEMS.noLine);
});

test('with membership: the percentage is of the member price (rent 500.000 ₫, member 450.000 ₫ → 45.000 ₫)', () => {
  const { totals } = money([rent(500_000, 450_000, 200_000)], terms({ maxDiscount: null }));
  expect(totals).toMatchObject({ membershipDiscount: 50_000, voucherDiscount: 45_000, total: 450_000 - 45_000 + 200_000 + SHIPPING_FEE });
});

test('with the free first order: the rent is already free, so a rent voucher has nothing left; a sale line still gets it', () => {
  const free = { freeFirstOrder: true };
  expect(money([rent(300_000)], terms({ mode: 'rent' }), free).voucherProblem).toBe(VOUCHER_PROBLEMS.noLine);
  const mixed = money([rent(300_000), sale(200_000)], terms({ maxDiscount: null }), free).totals;
  expect(mixed).toMatchObject({ freeFirstOrderDiscount: 300_000, voucherDiscount: 20_000, total: 200_000 - 20_000 + 100_000 + SHIPPING_FEE });
});

test('delivery is free from 1.000.000 ₫ of goods counted before the voucher', () => {
  expect(money([sale(1_000_000)], terms({ maxDiscount: null })).totals).toMatchObject({ shippingFee: 0, voucherDiscount: 100_000, total: 900_000 });
});

test('wallet coins pay what is left after the voucher', () => {
  const { totals } = money([sale(300_000)], terms(), { walletRequested: 1_000_000, walletBalance: 1_000_000 });
  expect(totals).toMatchObject({ total: 300_000 - 30_000 + SHIPPING_FEE, walletAmount: 300_000, amountDue: 0 });
});

test('summaries for the voucher wallet', () => {
  expect(plainSpaces(voucherSummary(terms({ minOrder: 300_000 })))).toBe('Giảm 10% tối đa 50.000 ₫ · Đơn từ 300.000 ₫');
  expect(plainSpaces(voucherSummary(terms({ kind: 'fixed', value: 50_000, maxDiscount: null })))).toBe('Giảm 50.000 ₫');
  expect(voucherSummary(terms({ kind: 'free_shipping', value: 0, maxDiscount: null }))).toBe('Miễn phí giao hàng');
});
