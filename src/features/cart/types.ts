/** Cart shapes: the API contract's (core/contracts/cart.ts), under the names the storefront uses. */
import type {
  AddLine,
  Cart,
  CartItem,
  CartProduct,
  InvalidDates,
  InvalidDatesQuery as InvalidDatesQueryContract,
  MergeChange,
  MergeResult,
  UpdateLine,
} from '../../../core/contracts/cart';
import type { LinePrice, MembershipTerms } from '../../../core/contracts/cart';

export type { CartMode } from '../../../core/contracts/cart';
export type MembershipTermsDto = MembershipTerms;
export type LinePriceDto = LinePrice;
export type CartProductDto = CartProduct;
export type CartItemDto = CartItem;
export type CartDto = Cart;
/** POST /v1/cart and each line of POST /v1/cart/merge. */
export type AddCartPayload = AddLine;
/** PUT /v1/cart/cart-item/:id. */
export type UpdateCartPayload = UpdateLine;
export type MergeChangeDto = MergeChange;
export type MergeResultDto = MergeResult;
/** POST /v1/cart/invalid-rent-date/list. */
export type InvalidDatesQuery = InvalidDatesQueryContract;
export type InvalidDatesDto = InvalidDates;

/** The product's unit prices now (spec §3): the browser recalculates the line from these with priceLine(). */
export type CartUnitPrices = Pick<CartItemDto, 'originalPrice' | 'salePrice' | 'originalRentalPrice' | 'rentalPrice' | 'depositPrice' | 'membershipRentalPrice'>;

/** What the browser knows of a product when adding it: enough to price a guest's line client-side. */
export type CartProductSnapshot = CartUnitPrices & { product: CartProductDto };
