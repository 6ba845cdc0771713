import { vi } from '../../shared/i18n/vi';
import { subSegments } from '../../shared/routing/subSegments';

/** Checkout sub-pages (cart, index, payment, order-success), client-only under `/checkout/*`. */
export const checkoutSteps = [
  { slug: 'cart', title: vi.pages.checkout.cart },
  { slug: 'payment', title: vi.pages.checkout.payment },
  { slug: 'order-success', title: vi.pages.checkout.orderSuccess },
] as const;

export type CheckoutStep = (typeof checkoutSteps)[number];

export type CheckoutRoute = { kind: 'index' } | { kind: 'step'; step: CheckoutStep } | { kind: 'not-found' };

export function resolveCheckoutRoute(pathname: string): CheckoutRoute {
  const segments = subSegments(pathname, '/checkout');
  if (!segments) return { kind: 'not-found' };
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'index' };
  const step = checkoutSteps.find((candidate) => candidate.slug === first);
  if (!step || rest.length > 0) return { kind: 'not-found' };
  return { kind: 'step', step };
}
