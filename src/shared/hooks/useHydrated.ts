import { useEffect, useState } from 'react';

let hydratedOnce = false;

/**
 * False during server rendering and the very first (hydrating) browser
 * render, true afterwards. Client-only routes render a neutral shell until
 * then, so the markup hydrates cleanly whatever the real URL is; pages
 * mounted by later client-side navigation start at true (no flash).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}

export default useHydrated;
