import { ROUTE_CHANGE_DELAY_MS, ROUTE_CHANGE_EVENT } from '../ui/constants';

export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** `window.dataLayer`, created when missing (Google Tag Manager reads it whenever it loads). */
export function dataLayer(win: Window = window): unknown[] {
  win.dataLayer = win.dataLayer ?? [];
  return win.dataLayer;
}

export function pushEvent(event: DataLayerEvent, win: Window = window): void {
  dataLayer(win).push(event);
}

/**
 * The route-change event, 50 ms after the route update so the new document title is in place.
 * When gatsby-plugin-google-tagmanager is configured it sends this same event itself; then
 * `pluginSends` is true and nothing is pushed twice.
 */
export function scheduleRouteChange(pluginSends: boolean, win: Window = window): ReturnType<typeof setTimeout> | null {
  if (pluginSends) return null;
  return setTimeout(() => pushEvent({ event: ROUTE_CHANGE_EVENT }, win), ROUTE_CHANGE_DELAY_MS);
}
