import type { CartItem, MembershipTerms } from '../../../core/contracts/cart';
import { priceLine } from '../../../core/rules/pricing';

export interface CartRentWithPackage {
  /** The rent of the cart's orderable rental lines without membership… */
  price: number;
  /** …and with the package's terms, for the same dates and quantities. */
  membershipPrice: number;
}

/** What the rental lines in the cart would cost with a package: the shopper sees it before buying. null without any. */
export function cartRentWithPackage(items: readonly CartItem[], terms: MembershipTerms): CartRentWithPackage | null {
  let price = 0;
  let membershipPrice = 0;
  let lines = 0;
  for (const item of items) {
    if (item.mode !== 'rent' || !item.dateFrom || !item.dateTo || item.problem !== null) continue;
    const line = priceLine(item, { mode: 'rent', quantity: item.quantities, dateFrom: item.dateFrom, dateTo: item.dateTo }, terms);
    price += line.price;
    membershipPrice += line.membershipPrice;
    lines += 1;
  }
  return lines > 0 ? { price, membershipPrice } : null;
}
