/** Cart shapes (docs/orders-api.md § Shapes, § Cart). */
import type { ProductType } from '../catalog/types';
import type { CartMode, LinePrice, MembershipTerms } from '../../shared/rules/pricing';

export type { CartMode } from '../../shared/rules/pricing';
export type MembershipTermsDto = MembershipTerms;
export type LinePriceDto = LinePrice;

/** The product summary carried by a cart line. */
export interface CartProductDto {
  id: number;
  name: string;
  link: string;
  imageKey: string;
  type: ProductType;
  stock: number;
}

/** The product's unit prices now (spec §3): the browser recalculates the line from these with priceLine(). */
export interface CartUnitPrices {
  originalPrice: number;
  salePrice: number;
  originalRentalPrice: number;
  rentalPrice: number;
  depositPrice: number;
  membershipRentalPrice: number;
}

export interface CartItemDto extends CartUnitPrices {
  id: number;
  productId: number;
  mode: CartMode;
  quantities: number;
  /** null for a sale. */
  dateFrom: string | null;
  dateTo: string | null;
  product: CartProductDto;
  line: LinePriceDto;
  /** null when orderable; otherwise why not, in Vietnamese. */
  problem: string | null;
}

export interface CartDto {
  /** The item count. */
  total: number;
  items: CartItemDto[];
  membership: MembershipTermsDto | null;
}

/** POST /v1/cart and each line of POST /v1/cart/merge. */
export interface AddCartPayload {
  productId: number;
  mode: CartMode;
  quantities: number;
  dateFrom?: string;
  dateTo?: string;
}

/** PUT /v1/cart/cart-item/:id. */
export interface UpdateCartPayload {
  id: number;
  quantities: number;
  dateFrom?: string;
  dateTo?: string;
}

/** What merging one guest line did (server: mergeLineTx); `quantity` is the line's quantity now, 0 when skipped. */
export interface MergeChangeDto {
  productId: number;
  kind: 'added' | 'raised' | 'kept' | 'skipped';
  quantity: number;
  message: string;
}

export interface MergeResultDto {
  cart: CartDto;
  changes: MergeChangeDto[];
}

/** POST /v1/cart/invalid-rent-date/list. */
export interface InvalidDatesQuery {
  productId: number;
  quantities: number;
  dateFrom?: string;
  dateTo?: string;
  excludeCartItemId?: number;
}

export interface InvalidDatesDto {
  invalidDates: string[];
  firstDay: string;
  lastDay: string;
}

/** What the browser knows of a product when adding it: enough to price a guest's line client-side. */
export type CartProductSnapshot = CartUnitPrices & { product: CartProductDto };
