/**
 * Orders' entry point for other features (checkout places one and shows its result): the payment methods a shopper
 * may choose, leaving for a gateway, the order slice's actions. No component, words (./strings) or calls (./api).
 */
export { availableMethods, CHOOSABLE_METHODS, clampWallet, keepMethod, orderPaymentMethod, type ChoosableMethod } from './payment-methods';
export { goTo, redirectTo } from './redirect';
export { fetchOrder, orderLoaded, selectOrder } from './slice';
