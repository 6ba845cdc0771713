/**
 * The cart's entry point for other features (checkout orders its checked lines, the product page adds to it, the
 * membership page prices it): actions, selectors and the cart's path. No component, so a saga may import it.
 */
export { CART_PATH } from './paths';
export { add, cartActions, selectCart, selectCartItems, selectCartMembership, selectSelectedCartItems } from './slice';
export type { CartProductSnapshot } from './types';
export type { BackupRequest } from './slice';
export type { RentalRange } from './components/RentalDatePicker';
