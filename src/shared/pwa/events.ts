/**
 * Gatsby's browser APIs (gatsby-browser.tsx) run outside React; they announce what happened with
 * window events, and bridges inside the app root (PwaBridge) turn them into UI.
 */
export const SW_UPDATE_READY = 'thuedo:sw-update-ready';
export const ROUTE_DELAYED = 'thuedo:route-delayed';
export const ROUTE_UPDATED = 'thuedo:route-updated';

export type PwaEventName = typeof SW_UPDATE_READY | typeof ROUTE_DELAYED | typeof ROUTE_UPDATED;

declare global {
  interface Window {
    /** Set by Gatsby when a new service worker is installed: the next navigation is a full page load. */
    ___swUpdated?: boolean;
  }
}

export function emitPwaEvent(name: PwaEventName): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(name));
}

export function onPwaEvent(name: PwaEventName, listener: () => void): () => void {
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
