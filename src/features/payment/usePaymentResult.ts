import { useEffect, useRef, useState } from 'react';
import { fetchPayment } from './api';
import type { PaymentState } from '../../../core/contracts/payment';

export const POLL_INTERVAL_MS = 1500;
export const POLL_ATTEMPTS = 10;

export type PaymentResult = { phase: 'idle' } | { phase: 'checking' } | { phase: 'done'; payment: PaymentState } | { phase: 'error' };

/**
 * The true state of the payment named by `?payment=<reference>` after a gateway sends the shopper back:
 * the return URL proves nothing, so this asks the server and polls briefly while the callback is on its way.
 */
export function usePaymentResult(onPaid?: (payment: PaymentState) => void): PaymentResult {
  const [result, setResult] = useState<PaymentResult>({ phase: 'idle' });
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  useEffect(() => {
    const reference = new URLSearchParams(window.location.search).get('payment');
    if (!reference) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setResult({ phase: 'checking' });

    const check = async (attempt: number) => {
      try {
        const payment = await fetchPayment(reference);
        if (cancelled) return;
        if (payment.status === 'pending' && attempt + 1 < POLL_ATTEMPTS) {
          timer = setTimeout(() => void check(attempt + 1), POLL_INTERVAL_MS);
          return;
        }
        setResult({ phase: 'done', payment });
        if (payment.status === 'paid') onPaidRef.current?.(payment);
      } catch {
        if (!cancelled) setResult({ phase: 'error' });
      }
    };
    void check(0);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, []);

  return result;
}
