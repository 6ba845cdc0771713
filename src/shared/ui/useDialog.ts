import { useCallback, useState } from 'react';

/**
 * A dialog whose code (antd's Modal and what it holds) is fetched on the first tap: `mounted` turns true then and
 * stays true, so closing keeps the dialog's own animation and focus return.
 */
export function useDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, mounted, show, hide };
}
