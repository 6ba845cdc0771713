/**
 * A rental after the order is paid: handing it over, its return, the deposit coming back, extending it and
 * cancelling the order before delivery. Used by the server (to charge and refund) and the storefront (to show the
 * same numbers before the shopper or the staff confirm). The content pages state these rules in words:
 * 'Chính sách đặt cọc và hoàn trả' and 'Chính sách trả muộn và hư hỏng' (server/db/seed/content/pages.ts).
 * All amounts are integers of VND; days are Vietnam calendar days (YYYY-MM-DD).
 */
import type { LinePrice, MembershipTerms } from '../contracts/cart';
import { MAX_EXTENSION_DAYS, type RentalState } from '../contracts/order-vocab';
import { priceLine, type PricedProduct } from './pricing';
import { addDays, displayRentalWindow, rentalDays } from './rental-dates';
import { canRent, type Booking } from './availability';

/** A late return without asking first: this share of the line's rent for each day late, taken from the deposit. */
export const LATE_FEE_PERCENT_PER_DAY = 20;
/** Past this many days late without contact, the item counts as lost (the whole deposit). */
export const LOST_AFTER_LATE_DAYS = 7;

/**
 * Where a rental line is (RENTAL_STATES): reserved (paid, not yet handed over) → with_shopper → returned (back in the
 * shop, not yet inspected) → inspected (charges known, refund owed by bank transfer) → closed (deposit settled). A
 * refund to the wallet is made at inspection, so such a line goes from returned straight to closed.
 */
const NEXT_STATE: Record<RentalState, readonly RentalState[]> = {
  reserved: ['with_shopper'],
  with_shopper: ['returned'],
  returned: ['inspected', 'closed'],
  inspected: ['closed'],
  closed: [],
};

export function canMoveRental(from: RentalState, to: RentalState): boolean {
  return NEXT_STATE[from].includes(to);
}

/** The day the shopper should bring it back: the day after the last rental day. */
export function dueBackDay(dateTo: string): string {
  return displayRentalWindow(dateTo, dateTo).returnDay;
}

/** Days between the due-back day and the day it came back, never negative. */
export function lateDays(dateTo: string, returnedOn: string): number {
  return Math.max(0, rentalDays(dueBackDay(dateTo), returnedOn));
}

/** The late fee: LATE_FEE_PERCENT_PER_DAY of the line's rent (unit rent × quantity) per day late, rounded once. */
export function lateFee(unitRentalPrice: number, quantity: number, days: number): number {
  return Math.round((unitRentalPrice * quantity * LATE_FEE_PERCENT_PER_DAY * Math.max(0, days)) / 100);
}

export interface ReturnInput {
  /** The deposit paid for the line (quantity × deposit price). */
  deposit: number;
  /** The product's rental price for one unit (the price the late fee is a share of). */
  unitRentalPrice: number;
  quantity: number;
  dateTo: string;
  returnedOn: string;
  /** What the inspection found to repair or replace, before the cap. */
  damageCharge: number;
}

export interface ReturnSettlement {
  dueBack: string;
  lateDays: number;
  /** The late fee taken (after the cap). */
  lateFee: number;
  /** The damage charge taken (after the cap). */
  damageCharge: number;
  /** lateFee + damageCharge, never more than the deposit: the shop never charges beyond it. */
  deducted: number;
  /** deposit − deducted: what goes back to the shopper. */
  refund: number;
  /** Later than LOST_AFTER_LATE_DAYS: handled as lost. */
  overdueAsLost: boolean;
}

/** What a return costs and what comes back. The late fee is taken before the damage charge when the deposit runs short. */
export function settleReturn(input: ReturnInput): ReturnSettlement {
  const days = lateDays(input.dateTo, input.returnedOn);
  const deposit = Math.max(0, input.deposit);
  const late = Math.min(deposit, lateFee(input.unitRentalPrice, input.quantity, days));
  const damage = Math.min(deposit - late, Math.max(0, Math.round(input.damageCharge)));
  return {
    dueBack: dueBackDay(input.dateTo),
    lateDays: days,
    lateFee: late,
    damageCharge: damage,
    deducted: late + damage,
    refund: deposit - late - damage,
    overdueAsLost: days > LOST_AFTER_LATE_DAYS,
  };
}

export interface ExtensionInput {
  product: PricedProduct;
  quantity: number;
  dateFrom: string;
  dateTo: string;
  /** Days to add after dateTo (1 or more). */
  days: number;
  membership: MembershipTerms | null;
}

export interface ExtensionQuote {
  dateTo: string;
  /** The first day the extension needs free (the day after the old dateTo); the availability rule checks the new range. */
  firstNewDay: string;
  /** The line priced over the new range, by the shared pricing rule. */
  line: LinePrice;
  /** What the extension costs: the new range's price minus the old one's (the price the shopper pays). */
  price: number;
}

/** Extending a rental: priced as the longer rental by the shared rule (10 % per extra day), less what was paid. */
export function quoteExtension(input: ExtensionInput): ExtensionQuote {
  const dateTo = addDays(input.dateTo, Math.max(1, Math.floor(input.days)));
  const before = priceLine(input.product, { mode: 'rent', quantity: input.quantity, dateFrom: input.dateFrom, dateTo: input.dateTo }, input.membership);
  const after = priceLine(input.product, { mode: 'rent', quantity: input.quantity, dateFrom: input.dateFrom, dateTo }, input.membership);
  return { dateTo, firstNewDay: addDays(input.dateTo, 1), line: after, price: Math.max(0, after.membershipPrice - before.membershipPrice) };
}


/** A rental can be extended while it is with the shopper and not yet late (up to its due-back day). */
export function isExtendable(state: RentalState | null, dateTo: string | null, today: string): boolean {
  return state === 'with_shopper' && dateTo !== null && today <= dueBackDay(dateTo);
}

export interface ExtensionRoomInput {
  /** The product's other bookings (this rental left out). */
  bookings: readonly Booking[];
  stock: number;
  quantity: number;
  dateFrom: string;
  dateTo: string;
}

/**
 * How many days (0 to MAX_EXTENSION_DAYS) the rental can grow by: the availability rule over the longer range, with
 * its return and cleaning days, against everyone else's bookings (their delivery days included).
 */
export function extensionRoom(input: ExtensionRoomInput): number {
  let days = 0;
  while (days < MAX_EXTENSION_DAYS && canRent(input.bookings, input.stock, input.quantity, input.dateFrom, addDays(input.dateTo, days + 1))) days += 1;
  return days;
}

/** The rent the shopper paid after the membership and free-first-order discounts. */
export function rentPaid(totals: { rentalTotal: number; membershipDiscount: number; freeFirstOrderDiscount: number }): number {
  return Math.max(0, totals.rentalTotal - totals.membershipDiscount - totals.freeFirstOrderDiscount);
}

/** Cancellation windows by whole days before the delivery day; the deposit always comes back in full. */
export const CANCELLATION_WINDOWS = [
  { fromDaysBefore: 3, rentRefundPercent: 100 },
  { fromDaysBefore: 1, rentRefundPercent: 50 },
  { fromDaysBefore: -Infinity, rentRefundPercent: 0 },
] as const;

export interface CancellationInput {
  today: string;
  /** The earliest rental dateFrom of the order; null for an order without rental lines. */
  firstDateFrom: string | null;
  /** Whether the order was paid (an unpaid order is simply released: nothing was taken). */
  paid: boolean;
  /** Everything the shopper paid for the order (wallet part and gateway payments). */
  amountPaid: number;
  /** The rent the shopper paid after discounts (rentalTotal − membershipDiscount − freeFirstOrderDiscount). */
  rentPaid: number;
}

export interface CancellationTerms {
  /** Whole days from today to the delivery day (the day before the first rental day); null without rentals. */
  daysBeforeDelivery: number | null;
  rentRefundPercent: number;
  /** Rent the shop keeps. */
  kept: number;
  /** What comes back to the shopper: amountPaid − kept. */
  refund: number;
}

/** What cancelling now returns: all of it for an unpaid or sale-only order; the rent by the window otherwise. */
export function cancellationTerms(input: CancellationInput): CancellationTerms {
  const amountPaid = Math.max(0, input.amountPaid);
  const days = input.firstDateFrom === null ? null : rentalDays(input.today, displayRentalWindow(input.firstDateFrom, input.firstDateFrom).deliveryDay);
  if (!input.paid || days === null) return { daysBeforeDelivery: days, rentRefundPercent: 100, kept: 0, refund: amountPaid };
  const window = CANCELLATION_WINDOWS.find((entry) => days >= entry.fromDaysBefore)!;
  const rent = Math.min(amountPaid, Math.max(0, input.rentPaid));
  const kept = rent - Math.round((rent * window.rentRefundPercent) / 100);
  return { daysBeforeDelivery: days, rentRefundPercent: window.rentRefundPercent, kept, refund: amountPaid - kept };
}

/**
 * A rental still with the shopper, as of `today`: days late (0 until the due-back day has passed) and the late fee
 * it has run up so far, capped by its deposit as settleReturn would take it if she brought it back today.
 */
export function lateSoFar(line: { unitRentalPrice: number; quantity: number; deposit: number; dateTo: string }, today: string): { dueBack: string; lateDays: number; lateFee: number } {
  const settlement = settleReturn({ ...line, returnedOn: today, damageCharge: 0 });
  return { dueBack: settlement.dueBack, lateDays: settlement.lateDays, lateFee: settlement.lateFee };
}
