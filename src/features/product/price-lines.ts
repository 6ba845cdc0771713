import { priceLine } from '../../../core/rules/pricing';
import type { LinePrice, MembershipTerms } from '../../../core/contracts/cart';
import type { ProductDetail, ProductSize } from '../../../core/contracts/catalog';
import type { CartProductSnapshot, RentalRange } from '../cart/public';

/** The product's unit prices and summary, carried by the add action (prices a guest's line). */
export function snapshotOf(product: ProductDetail, size?: ProductSize): CartProductSnapshot {
  return {
    ...(size ? { sizeName: size.name } : {}),
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    originalRentalPrice: product.originalRentalPrice,
    rentalPrice: product.rentalPrice,
    depositPrice: product.depositPrice,
    membershipRentalPrice: product.membershipRentalPrice,
    product: { id: product.id, name: product.name, link: product.link, imageKey: product.imageKey, type: product.type, stock: size ? size.units : product.stock, categoryLink: product.categoryLink },
  };
}

/** What a member would pay: the logged-in shopper's own terms, or for a guest the product's own member price. */
function memberLine(product: ProductDetail, quantity: number, range: RentalRange, terms: MembershipTerms | null, loggedIn: boolean): LinePrice | null {
  if (loggedIn) return terms ? priceLine(product, { mode: 'rent', quantity, ...range }, terms) : null;
  if (product.membershipRentalPrice > 0) return priceLine(product, { mode: 'rent', quantity, ...range }, { percentDiscount: 0, extendDay: 0 });
  return null;
}

export interface ProductLines {
  /** The rental for the chosen dates (none before they are chosen). */
  rentLine: LinePrice | null;
  /** The same rental at a member's price, when there is one to show. */
  member: LinePrice | null;
  /** The purchase. */
  saleLine: LinePrice | null;
  /** The action bar's price: what this shopper pays now. */
  barPrice: number;
}

/** The product page's live prices for the quantity, mode and dates chosen (the same rule the server charges with). */
export function productLines(
  product: ProductDetail,
  { renting, quantity, range, terms, loggedIn }: { renting: boolean; quantity: number; range: RentalRange | null; terms: MembershipTerms | null; loggedIn: boolean },
): ProductLines {
  const rentLine = renting && range ? priceLine(product, { mode: 'rent', quantity, ...range }, null) : null;
  const member = renting && range ? memberLine(product, quantity, range, terms, loggedIn) : null;
  const saleLine = renting ? null : priceLine(product, { mode: 'sale', quantity }, null);
  const barPrice = renting
    ? member && rentLine && member.membershipPrice < rentLine.price && loggedIn
      ? member.membershipPrice
      : (rentLine?.price ?? product.rentalPrice)
    : (saleLine?.price ?? product.salePrice);
  return { rentLine, member, saleLine, barPrice };
}
