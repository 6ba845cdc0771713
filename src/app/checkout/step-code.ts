/**
 * The code of the checkout's steps after the cart (antd's forms). Kept apart from ./CheckoutScreen so the page's own
 * code (./CheckoutView) starts its fetch beside the screen's, not after it has arrived (issue #34).
 */
export const loadStep = () => import('./CheckoutStepScreen');

/** The cart is plain HTML and CSS; on any other step its code is fetched at once. */
export function preloadStep(pathname: string): void {
  if (!pathname.startsWith('/checkout/cart')) void loadStep();
}
