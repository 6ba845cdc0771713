/**
 * Whether the shop can be reached. `navigator.onLine` alone is not enough: it stays true on a network with no way
 * out (a café's Wi-Fi before its log-in page), and Chromium 150 reports true in a page loaded while offline is
 * emulated. So a request that never completed, or a catalogue read the service worker answered from its copy
 * because the network failed, counts as the offline event does; the next request the shop itself answers, or the
 * online event, as the shop being back.
 */

/** Set by the service worker on a copy it answered with because the network failed (src/shared/pwa/sw-routes.js). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
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

/** The shop answered a request (any HTTP status). */
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

/**
 * Whether the server answers a HEAD of the page itself (the service worker routes only GETs, so this goes to the
 * network); records the answer.
 */
export async function probe(win: Window = window): Promise<boolean> {
  try {
    await win.fetch(win.location.pathname, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    reportReachable();
    return true;
  } catch {
    reportUnreachable();
    return false;
  }
}

const PROBE_MS = 3_000;

/**
 * While the shop cannot be reached, asks every 3 s whether it can again: an offline page makes no request that could
 * say so, and a network with no way out sends no online event when it gets one.
 */
export function installConnectivityProbe(win: Window = window): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer !== null || !unreachable) return;
    timer = setTimeout(() => {
      timer = null;
      void probe(win).then(schedule);
    }, PROBE_MS);
  };
  listeners.add(schedule);
  schedule();
}
