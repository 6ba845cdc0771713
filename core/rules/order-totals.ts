/**
 * The money of a checkout, shared by the browser (summary) and the server (what the order records and
 * charges). Amounts are integer VND. Product decisions (not in the spec) are named constants here.
 *
 * In this order: each line at its price, a member's rent at the membership price; the free first order waives that
 * rent; delivery is free from FREE_SHIPPING_FROM of those goods; a voucher then takes its part of the goods it covers
 * (or the delivery fee); deposits are added, never discounted; wallet coins pay what is left, up to the total.
 */
import type { LinePrice } from '../contracts/cart';
import type { OrderTotals } from '../contracts/order';
import { applyVoucher, type VoucherTerms } from './voucher';

/** Delivery fee for a delivered order (round trip for rentals included); pick-up at the shop is free. */
export const SHIPPING_FEE = 30_000;
/** Rent + sale subtotal (after membership) from which delivery is free. */
export const FREE_SHIPPING_FROM = 1_000_000;

export type DeliveryMethod = 'delivery' | 'pickup';

/**
 * The most one order may come to (rent + sale + deposit + delivery): far above any outfit, far below what a payment
 * gateway or a bigint column would refuse. A bigger basket is split into several orders.
 */
export const MAX_ORDER_TOTAL = 1_000_000_000;

export const exceedsMaxOrderTotal = (totals: Pick<OrderTotals, 'total'>): boolean => totals.total > MAX_ORDER_TOTAL;

export interface OrderTotalsInput {
  lines: readonly LinePrice[];
  deliveryMethod: DeliveryMethod;
  /** Member with a package whose isFreeFirstOrder is true and who has not used it: the rent is free. */
  freeFirstOrder: boolean;
  /** Coins the shopper wants to spend; capped at the total and the balance by the caller's balance. */
  walletRequested: number;
  walletBalance: number;
  /** The voucher the shopper chose, with each line's category (in the order of `lines`). */
  voucher?: { terms: VoucherTerms; categoryIds: readonly number[]; now?: Date } | null;
}

export interface CheckoutMoney {
  totals: OrderTotals;
  /** Why the chosen voucher does not apply (then it takes nothing off); null without a voucher or when it applies. */
  voucherProblem: string | null;
}

export const orderTotals = (input: OrderTotalsInput): OrderTotals => checkoutMoney(input).totals;

export function checkoutMoney(input: OrderTotalsInput): CheckoutMoney {
  let rentalTotal = 0;
  let memberRent = 0;
  let saleTotal = 0;
  let depositTotal = 0;
  for (const line of input.lines) {
    if (line.mode === 'rent') {
      rentalTotal += line.price;
      memberRent += line.membershipPrice;
      depositTotal += line.deposit;
    } else {
      saleTotal += line.price;
    }
  }
  const membershipDiscount = rentalTotal - memberRent;
  const freeFirstOrderDiscount = input.freeFirstOrder ? memberRent : 0;
  const goods = memberRent - freeFirstOrderDiscount + saleTotal;
  const shippingFee = input.deliveryMethod === 'pickup' || input.lines.length === 0 || goods >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  const voucher = input.voucher ? voucherOutcome(input, input.voucher, shippingFee) : { discount: 0, problem: null };
  const total = goods - voucher.discount + depositTotal + shippingFee;
  const walletAmount = Math.max(0, Math.min(Math.floor(input.walletRequested), input.walletBalance, total));
  const totals: OrderTotals = {
    rentalTotal,
    saleTotal,
    depositTotal,
    membershipDiscount,
    freeFirstOrderDiscount,
    shippingFee,
    voucherCode: input.voucher && !voucher.problem ? input.voucher.terms.code : null,
    voucherDiscount: voucher.discount,
    total,
    walletAmount,
    amountDue: total - walletAmount,
  };
  return { totals, voucherProblem: voucher.problem };
}

function voucherOutcome(input: OrderTotalsInput, voucher: NonNullable<OrderTotalsInput['voucher']>, shippingFee: number) {
  const lines = input.lines.map((line, index) => ({
    mode: line.mode,
    goods: line.mode === 'rent' ? (input.freeFirstOrder ? 0 : line.membershipPrice) : line.price,
    categoryId: voucher.categoryIds[index] ?? 0,
  }));
  return applyVoucher(voucher.terms, lines, shippingFee, voucher.now);
}
