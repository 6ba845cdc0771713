/**
 * The cart module's public surface that checkout uses, in one place: the selection to order, the
 * cart's reload, and the cart screen shown as the checkout's first step.
 */
export { cartActions, selectCart, selectCartItems, selectCartMembership, selectSelectedCartItems } from '../cart/slice';
export { CartView } from '../cart/components/CartView';
