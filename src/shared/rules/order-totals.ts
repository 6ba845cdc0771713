/**
 * The money of a checkout, shared by the browser (summary) and the server (what the order records and
 * charges). Amounts are integer VND. Product decisions (not in the spec) are named constants here.
 */
import type { LinePrice } from '../contracts/cart';
import type { OrderTotals } from '../contracts/order';

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
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
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
  const total = goods + depositTotal + shippingFee;
  const walletAmount = Math.max(0, Math.min(Math.floor(input.walletRequested), input.walletBalance, total));
  return {
    rentalTotal,
    saleTotal,
    depositTotal,
    membershipDiscount,
    freeFirstOrderDiscount,
    shippingFee,
    total,
    walletAmount,
    amountDue: total - walletAmount,
  };
}
