import { createAction } from '@reduxjs/toolkit';

/**
 * Cross-module events. `cart/clear` is what a cart slice named `cart` with a
 * `clear` reducer answers to: logging out dispatches it, the cart empties.
 */
export const clearCart = createAction('cart/clear');
