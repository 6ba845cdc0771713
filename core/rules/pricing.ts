/**
 * Prices of a cart line, shared by the browser (to show) and the server (to charge).
 * All amounts are integers of VND. Multiplying by (10 + extra days) / 10 instead of (1 + 0.1 × extra)
 * keeps the arithmetic exact before the single rounding.
 */
import type { CartMode, LinePrice, MembershipTerms } from '../contracts/cart';
import { extraDays, INCLUDED_RENTAL_DAYS, rentalDays } from './rental-dates';


export interface PricedProduct {
  salePrice: number;
  rentalPrice: number;
  membershipRentalPrice: number;
  depositPrice: number;
}

function withExtraDays(unitPrice: number, quantity: number, extra: number): number {
  return Math.round((unitPrice * quantity * (10 + extra)) / 10);
}

/** Rental price = unit price × quantity × (1 + 0.1 × extra days), rounded. */
export function rentalPrice(unitPrice: number, quantity: number, days: number): number {
  return withExtraDays(unitPrice, quantity, extraDays(days));
}

/**
 * Membership days beyond the included ones: rental days − 2 − the package's extendDay + 1, at least 0
 * (the spec's reading of the combined rule).
 */
export function membershipExtraDays(days: number, extendDay: number): number {
  return Math.max(0, days - INCLUDED_RENTAL_DAYS - extendDay + 1);
}

/**
 * Days a package adds to the included ones under that rule: extendDay − 1 (a member's price covers 1 + extendDay
 * days). What a package's text may promise: "Thêm 2 ngày" only for extendDay 3.
 */
export function membershipFreeDays(extendDay: number): number {
  return Math.max(0, extendDay - 1);
}

/**
 * Membership rental price: the product's own membership price when it is above 0, otherwise the rental
 * price less the package's percentage; either way charged for the membership extra days.
 */
export function membershipRentalPrice(product: PricedProduct, quantity: number, days: number, membership: MembershipTerms): number {
  const unit = product.membershipRentalPrice > 0 ? product.membershipRentalPrice : (product.rentalPrice * (100 - membership.percentDiscount)) / 100;
  return withExtraDays(unit, quantity, membershipExtraDays(days, membership.extendDay));
}

/** Deposit = quantity × depositPrice for a rental; nothing for a sale. */
export function deposit(mode: CartMode, quantity: number, depositPrice: number): number {
  return mode === 'sale' ? 0 : quantity * depositPrice;
}

export interface LineInput {
  mode: CartMode;
  quantity: number;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** Every amount of one cart line; `membership` is null for a shopper without a running package. */
export function priceLine(product: PricedProduct, line: LineInput, membership: MembershipTerms | null): LinePrice {
  if (line.mode === 'sale') {
    const price = product.salePrice * line.quantity;
    return { mode: 'sale', days: 0, extraDays: 0, price, membershipPrice: price, deposit: 0 };
  }
  if (!line.dateFrom || !line.dateTo) throw new RangeError('a rental needs dateFrom and dateTo');
  const span = rentalDays(line.dateFrom, line.dateTo);
  if (span < 0) throw new RangeError('dateTo is before dateFrom');
  // A same-day rental (start = end) is one day, never "0 ngày"; the price is the same either way (2 days included).
  const days = Math.max(1, span);
  const price = rentalPrice(product.rentalPrice, line.quantity, days);
  return {
    mode: 'rent',
    days,
    extraDays: extraDays(days),
    price,
    // The spec's membership extra-day rule (+1) can exceed the normal price for a small discount: a member never pays more.
    membershipPrice: membership ? Math.min(price, membershipRentalPrice(product, line.quantity, days, membership)) : price,
    deposit: deposit('rent', line.quantity, product.depositPrice),
  };
}
