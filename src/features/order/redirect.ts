import { navigate } from 'gatsby';

/** Leaving the storefront for a payment gateway's page (a function of its own so tests can replace it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** A storefront path (Gatsby client navigation). */
export function goTo(path: string): void {
  void navigate(path);
}
