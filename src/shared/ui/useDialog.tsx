import { Suspense, useCallback, useState, type ReactNode } from 'react';

/**
 * A dialog whose code (antd's Modal and what it holds) is fetched on the first tap: `lazy(node)` draws nothing until
 * then, and keeps the dialog mounted afterwards, so closing keeps its own animation and focus return.
 */
export function useDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  const lazy = (dialog: ReactNode) => (mounted ? <Suspense fallback={null}>{dialog}</Suspense> : null);
  return { open, show, hide, lazy };
}
