import { useEffect, useState } from 'react';
import { fetchMethods } from './api';
import type { PaymentMethod } from '../../../core/contracts/payment-vocab';

/** The methods the local sandbox gateway plays, so the UI can label them (empty until known). */
export function useSandboxMethods(): ReadonlySet<PaymentMethod> {
  const [sandboxed, setSandboxed] = useState<ReadonlySet<PaymentMethod>>(new Set());
  useEffect(() => {
    let live = true;
    fetchMethods()
      .then((items) => {
        if (live) setSandboxed(new Set(items.filter((item) => item.sandbox).map((item) => item.method)));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return sandboxed;
}
