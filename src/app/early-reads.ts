/**
 * What a logged-in shopper's account and checkout pages draw first, asked for with the HTML (src/shared/api/early-reads.ts).
 * Each path is the one the page's own first `get()` asks for — `e2e/early-reads.spec.ts` holds it: every early answer
 * taken, none asked twice.
 */
import { ORDER_STATUSES } from '../../core/contracts/order-vocab';
import { FAVOURITE_PAGE_SIZE } from '../features/favorite/api';
import { NOTIFICATION_PAGE_SIZE } from '../features/notification/api';
import { ORDER_PAGE_SIZE } from '../features/order/api';
import { WALLET_PAGE_SIZE } from '../features/wallet/api';
import { apiHeaders, getApiBaseUrl } from '../shared/api/http';
import { earlyReadsScript, type EarlyReadPlan } from '../shared/api/early-reads';

export const EARLY_READ_PLAN: EarlyReadPlan = {
  // The header's favourites and notification badges, and the cart (its badge; the cart page's lines).
  always: ['/v1/product/favorite-product/ids', '/v1/notification/unread-count', '/v1/cart/cart-item/list'],
  byPath: {
    '/account': ['/v1/customer/customer-profile', '/v1/notification/preferences'],
    '/account/order-history': [`/v1/order/list?status={tab}&page=1&limit=${ORDER_PAGE_SIZE}`],
    '/account/favorite-product': [`/v1/product/favorite-product/list?pagination.page=1&pagination.limit=${FAVOURITE_PAGE_SIZE}`],
    '/account/notification': [`/v1/notification/list?pagination.page=1&pagination.limit=${NOTIFICATION_PAGE_SIZE}`],
    '/account/my-wallet': ['/v1/wallet', `/v1/wallet/transactions?pagination.page=1&pagination.limit=${WALLET_PAGE_SIZE}`],
  },
  tabs: ORDER_STATUSES,
};

/** The built pages (by their pre-rendered path) whose head carries the script: the logged-in areas. */
export const EARLY_READ_PAGES: readonly string[] = ['/account/', '/checkout/'];

export const earlyReadsHeadScript = (): string => earlyReadsScript(EARLY_READ_PLAN, getApiBaseUrl(), apiHeaders());
