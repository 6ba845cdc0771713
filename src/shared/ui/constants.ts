/**
 * Shared UI behaviour, one place for every timing and size the app root, the shared
 * modal and the notices use.
 */

/** antd notification: 4.5 s, 24 px from the top, top right. */
export const NOTIFICATION_CONFIG = { placement: 'topRight', top: 24, duration: 4.5 } as const;

/** antd message (toasts): 3 s. */
export const MESSAGE_CONFIG = { duration: 3 } as const;

/** Short notices (e.g. "back online") close by themselves after 1.5 s. */
export const NOTICE_AUTO_CLOSE_MS = 1500;

/** Modal widths: a regular modal 520 px, a confirm-style modal (success/error/warning/info) 416 px. */
export const MODAL_WIDTH = 520;
export const CONFIRM_MODAL_WIDTH = 416;

/** Text colour contrast: (R×299 + G×587 + B×114) / 1000 at or above this is a light background. */
export const CONTRAST_THRESHOLD = 125;

/** Web-vitals events (CLS, LCP) go to the tag manager at most once per 3000 ms per metric. */
export const WEB_VITALS_DEBOUNCE_MS = 3000;

/** The route-change event reaches the tag manager 50 ms after the route update (title settled). */
export const ROUTE_CHANGE_DELAY_MS = 50;
export const ROUTE_CHANGE_EVENT = 'gatsby-route-change';

/** Gatsby calls onRouteUpdateDelayed after this long; the loading indicator then shows. */
export const ROUTE_DELAY_MS = 1000;
