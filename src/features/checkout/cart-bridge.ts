/**
 * The cart module's public surface that checkout uses, in one place: the selection to order, the
 * cart's reload (no components: this is imported by the saga, which is in every page's bundle).
 */
export { cartActions, selectCart, selectCartItems, selectCartMembership, selectSelectedCartItems } from '../cart/slice';
