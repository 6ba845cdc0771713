/** Where the cart lives (the checkout area mounts it): a module of its own so a page linking there loads no cart screen. */
export const CART_PATH = '/checkout/cart';
