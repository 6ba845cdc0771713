/** Worked examples of the shared checkout money rule (core/rules/order-totals.ts). */
import type { OrderTotals } from '../../../core/contracts/order';
import { FREE_SHIPPING_FROM, SHIPPING_FEE, orderTotals, type OrderTotalsInput } from '../../../core/rules/order-totals';
import type { LinePrice } from '../../../core/contracts/cart';
import { priceLine } from '../../../core/rules/pricing';

const rent = (price: number, membershipPrice: number, deposit: number): LinePrice => ({ mode: 'rent', days: 2, extraDays: 0, price, membershipPrice, deposit });
const sale = (price: number): LinePrice => ({ mode: 'sale', days: 0, extraDays: 0, price, membershipPrice: price, deposit: 0 });

type Row = [string, Partial<OrderTotalsInput> & { lines: LinePrice[] }, Partial<OrderTotals>];

const rows: Row[] = [
  ['empty cart: nothing, not even shipping', { lines: [], deliveryMethod: 'delivery' }, { total: 0, shippingFee: 0, amountDue: 0 }],
  ['one rental, pick-up', { lines: [rent(200_000, 200_000, 100_000)] }, { rentalTotal: 200_000, depositTotal: 100_000, shippingFee: 0, total: 300_000 }],
  ['one rental, delivery under the threshold', { lines: [rent(200_000, 200_000, 100_000)], deliveryMethod: 'delivery' }, { shippingFee: SHIPPING_FEE, total: 330_000 }],
  ['membership price', { lines: [rent(200_000, 180_000, 100_000)], deliveryMethod: 'delivery' }, { rentalTotal: 200_000, membershipDiscount: 20_000, total: 310_000 }],
  [
    'free first order waives the member rent, not the deposit nor shipping',
    { lines: [rent(200_000, 180_000, 100_000)], deliveryMethod: 'delivery', freeFirstOrder: true },
    { membershipDiscount: 20_000, freeFirstOrderDiscount: 180_000, shippingFee: 30_000, total: 130_000 },
  ],
  ['free first order on a sale only: nothing to waive', { lines: [sale(300_000)], freeFirstOrder: true }, { freeFirstOrderDiscount: 0, total: 300_000 }],
  ['goods exactly at the threshold ship free', { lines: [sale(FREE_SHIPPING_FROM)], deliveryMethod: 'delivery' }, { saleTotal: 1_000_000, shippingFee: 0, total: 1_000_000 }],
  ['one đồng under the threshold pays shipping', { lines: [sale(999_999)], deliveryMethod: 'delivery' }, { shippingFee: 30_000, total: 1_029_999 }],
  [
    'rent + sale together reach the threshold',
    { lines: [rent(600_000, 540_000, 200_000), sale(500_000)], deliveryMethod: 'delivery' },
    { rentalTotal: 600_000, saleTotal: 500_000, membershipDiscount: 60_000, shippingFee: 0, total: 1_240_000 },
  ],
  [
    'the threshold counts after membership, and the deposit never counts',
    { lines: [rent(1_050_000, 945_000, 500_000)], deliveryMethod: 'delivery' },
    { membershipDiscount: 105_000, shippingFee: 30_000, total: 1_475_000 },
  ],
  [
    'a free first order can bring the goods under the threshold',
    { lines: [rent(900_000, 900_000, 0), sale(200_000)], deliveryMethod: 'delivery', freeFirstOrder: true },
    { freeFirstOrderDiscount: 900_000, shippingFee: 30_000, total: 230_000 },
  ],
  ['wallet part within balance and total', { lines: [rent(200_000, 200_000, 100_000)], walletRequested: 50_000, walletBalance: 100_000 }, { walletAmount: 50_000, amountDue: 250_000 }],
  ['wallet capped at the balance', { lines: [rent(200_000, 200_000, 100_000)], walletRequested: 500_000, walletBalance: 100_000 }, { walletAmount: 100_000, amountDue: 200_000 }],
  ['wallet capped at the total', { lines: [rent(200_000, 200_000, 100_000)], walletRequested: 1_000_000, walletBalance: 2_000_000 }, { walletAmount: 300_000, amountDue: 0 }],
  ['a fractional wallet request rounds down', { lines: [sale(50_000)], walletRequested: 12_345.7, walletBalance: 100_000 }, { walletAmount: 12_345, amountDue: 37_655 }],
  ['a negative wallet request spends nothing', { lines: [sale(50_000)], walletRequested: -5_000, walletBalance: 100_000 }, { walletAmount: 0, amountDue: 50_000 }],
];

describe('orderTotals: worked examples', () => {
  test.each(rows)('%s', (_name, partial, expected) => {
    const input: OrderTotalsInput = { deliveryMethod: 'pickup', freeFirstOrder: false, walletRequested: 0, walletBalance: 0, ...partial };
    const totals = orderTotals(input);
    expect(totals).toMatchObject(expected);
    expect(totals.total).toBe(
      totals.rentalTotal + totals.saleTotal + totals.depositTotal + totals.shippingFee - totals.membershipDiscount - totals.freeFirstOrderDiscount,
    );
    expect(totals.amountDue).toBe(totals.total - totals.walletAmount);
  });

  test('with lines priced by priceLine (membership 10 %, extendDay 1)', () => {
    const product = { salePrice: 700_000, rentalPrice: 300_000, membershipRentalPrice: 0, depositPrice: 400_000 };
    const line = priceLine(product, { mode: 'rent', quantity: 1, dateFrom: '2031-03-01', dateTo: '2031-03-05' }, { percentDiscount: 10, extendDay: 1 });
    // 4 days: 2 extra → 300 000 × 1.2 = 360 000; member extra days 4 − 2 − 1 + 1 = 2 → 270 000 × 1.2 = 324 000.
    expect(line).toMatchObject({ price: 360_000, membershipPrice: 324_000, deposit: 400_000 });
    expect(orderTotals({ lines: [line], deliveryMethod: 'delivery', freeFirstOrder: false, walletRequested: 0, walletBalance: 0 })).toEqual({
      rentalTotal: 360_000,
      saleTotal: 0,
      depositTotal: 400_000,
      membershipDiscount: 36_000,
      freeFirstOrderDiscount: 0,
      shippingFee: 30_000,
      voucherCode: null,
      voucherDiscount: 0,
      total: 754_000,
      walletAmount: 0,
      amountDue: 754_000,
    });
  });
});
