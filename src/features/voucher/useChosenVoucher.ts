import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { VoucherTerms } from '../../../core/rules/voucher';
import { checkVoucher } from './api';
import { onVoucherCodeChange, readVoucherCode, writeVoucherCode } from './storage';

/** The picked code, as kept for the checkout (null on the server's render). */
export const useVoucherCode = (): string | null => useSyncExternalStore(onVoucherCodeChange, readVoucherCode, () => null);

/**
 * The voucher the shopper picked and its terms, asked for again after a reload; a code that no longer exists is
 * dropped. Logged-in shoppers only.
 */
export function useChosenVoucher(loggedIn: boolean): { terms: VoucherTerms | null; choose: (terms: VoucherTerms | null) => void } {
  const code = useVoucherCode();
  const [terms, setTerms] = useState<VoucherTerms | null>(null);

  useEffect(() => {
    if (!loggedIn || !code || terms?.code === code) return;
    let live = true;
    checkVoucher(code)
      .then((fresh) => live && setTerms(fresh))
      .catch(() => live && writeVoucherCode(null));
    return () => {
      live = false;
    };
  }, [loggedIn, code, terms]);

  const choose = useCallback((next: VoucherTerms | null) => {
    setTerms(next);
    writeVoucherCode(next?.code ?? null);
  }, []);
  return { terms: loggedIn && code && terms?.code === code ? terms : null, choose };
}
