/** What the browser keeps of a product to price a guest's line itself (the API's shapes: core/contracts/cart.ts). */
import type { CartItem, CartProduct } from '../../../core/contracts/cart';

/** The product's unit prices now: the browser recalculates the line from these with priceLine(). */
export type CartUnitPrices = Pick<CartItem, 'originalPrice' | 'salePrice' | 'originalRentalPrice' | 'rentalPrice' | 'depositPrice' | 'membershipRentalPrice'>;

/** What the browser knows of a product when adding it: enough to price a guest's line client-side. */
export type CartProductSnapshot = CartUnitPrices & { product: CartProduct; sizeName?: string };
