import { lazy, Suspense } from 'react';
import { vi } from '../../shared/i18n/vi';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { PendingPage } from '../../shared/layout/PendingPage';
import { preloadStep } from './step-code';

export { checkoutTitle } from './title';

// The checkout's screens (antd, the cart, each step) are drawn once the page has hydrated: the first paint and the
// first load are the plain pending page's (issue #34). Their code is fetched as soon as this page's own code runs,
// while the page hydrates, not after — the step's beside the screen's.
// Named: the build preloads it with the page (src/build/page-code.ts).
const loadScreen = () => import(/* webpackChunkName: "checkout-screen" */ './CheckoutScreen');
if (typeof window !== 'undefined') {
  void loadScreen();
  preloadStep(window.location.pathname);
}
const CheckoutScreen = lazy(loadScreen);

/** The client-only checkout area (`/checkout/*`: index, cart, payment, order-success). */
export function CheckoutView({ pathname, search }: { pathname: string; search?: string }) {
  const hydrated = useHydrated();
  const pending = <PendingPage pathname={pathname} activeNav="cart" title={vi.pages.checkout.title} />;
  if (!hydrated) return pending;
  return (
    <Suspense fallback={pending}>
      <CheckoutScreen pathname={pathname} search={search} />
    </Suspense>
  );
}

export default CheckoutView;
