import { vi } from '../../shared/i18n/vi';
import { resolveCheckoutRoute } from '../../features/checkout/routes';

/** The document title of a checkout path. */
export function checkoutTitle(pathname: string): string {
  const route = resolveCheckoutRoute(pathname);
  if (route.kind === 'not-found') return vi.pages.notFound.title;
  if (route.kind === 'index') return vi.checkout.deliveryTitle;
  if (route.step.slug === 'payment') return vi.checkout.paymentTitle;
  if (route.step.slug === 'order-success') return vi.checkout.resultTitle;
  return route.step.title;
}
