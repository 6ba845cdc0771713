import { startTransition, useEffect, useState } from 'react';

let navigated = false;

/** Gatsby's first client-side navigation (gatsby-browser's onPreRouteUpdate): pages mounted from now on start hydrated. */
export function markNavigated(): void {
  navigated = true;
}

/**
 * False during server rendering and while the pre-rendered page hydrates, true afterwards. Client-only routes render
 * a neutral shell until then, so the markup hydrates cleanly whatever the real URL is; pages mounted by later
 * client-side navigation start at true (no flash). The first page hydrates as a transition, in slices
 * (gatsby-browser's replaceHydrateFunction), so the switch is per component, after its own hydration, and is a
 * transition too: a page full of cards re-renders in small slices rather than one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(navigated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

export default useHydrated;
