/**
 * The voucher picked in the cart, kept in sessionStorage for the checkout (and a reload) apart from the checkout's
 * choices: the store every page loads does not carry it. Listeners hear changes made in this tab.
 */
const KEY = 'thuedo.voucher';
const CODE = /^[A-Z0-9]{3,20}$/;
const listeners = new Set<() => void>();

export function readVoucherCode(): string | null {
  try {
    const code = typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEY);
    return code && CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function writeVoucherCode(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(KEY, code);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Private mode or full storage: the voucher is kept for this screen only.
  }
  listeners.forEach((listener) => listener());
}

export function onVoucherCodeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
