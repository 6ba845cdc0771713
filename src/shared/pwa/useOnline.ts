import { useSyncExternalStore } from 'react';
import { isOffline, subscribeConnectivity } from './connectivity';

/**
 * Whether the shop can be reached (./connectivity): true on the server and at hydration (the pre-rendered HTML
 * never shows the offline notice), then the real value, kept current.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeConnectivity,
    () => !isOffline(),
    () => true,
  );
}
