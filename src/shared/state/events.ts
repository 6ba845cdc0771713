import { createAction } from '@reduxjs/toolkit';

/**
 * Cross-feature events: a feature reacts to one without importing the feature that dispatches it.
 *
 * `sessionEnded`: the shopper logged out. The user feature dispatches it; every slice that holds the shopper's own
 * data (cart, favourites, addresses, orders, wallet, notifications, profile, checkout's choices) resets on it.
 */
export const sessionEnded = createAction('session/ended');
