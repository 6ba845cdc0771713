/**
 * Whether the shop can be reached. `navigator.onLine` alone is not enough: it stays true on a network with no way
 * out (a café's Wi-Fi before its log-in page), and Chromium 150 reports true in a page loaded while offline is
 * emulated. So a request that never completed counts as the offline event does, and the next one that completes,
 * or the online event, as the shop being back.
 */
type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** A request to the shop never completed (fetch rejected). */
export function reportUnreachable(): void {
  setUnreachable(true);
}

/** A request to the shop completed (any HTTP status). */
export function reportReachable(): void {
  setUnreachable(false);
}

export function isOffline(nav: Pick<Navigator, 'onLine'> | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return nav?.onLine === false || unreachable;
}

/** Calls `listener` whenever `isOffline()` may have changed; returns the unsubscribe. */
export function subscribeConnectivity(listener: Listener): () => void {
  const onOnline = () => {
    setUnreachable(false);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}
