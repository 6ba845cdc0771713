import { Skeleton } from 'antd';
import { vi } from '../../../shared/i18n/vi';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { ComingSoon, Layout } from '../../../shared/layout/Layout';
import { NotFound } from '../../../shared/layout/NotFound';
import { RequireAuth } from '../../user/components/RequireAuth';
import { resolveCheckoutRoute } from '../routes';

/** The client-only checkout area (`/checkout/*`: index, cart, payment, order-success). */
export function CheckoutView({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const t = vi.pages.checkout;

  if (!hydrated) {
    return (
      <Layout pathname={pathname} activeNav="cart" title={t.title}>
        <div aria-busy="true" aria-label={vi.common.loading} role="status">
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </div>
        <noscript>
          <ComingSoon>{vi.common.needsJavaScript}</ComingSoon>
        </noscript>
      </Layout>
    );
  }

  const route = resolveCheckoutRoute(pathname);
  if (route.kind === 'not-found') {
    return (
      <Layout pathname={pathname} activeNav="cart">
        <NotFound />
      </Layout>
    );
  }
  const title = route.kind === 'step' ? route.step.title : t.title;
  return (
    <Layout pathname={pathname} activeNav="cart" title={title}>
      <RequireAuth>
        <ComingSoon />
      </RequireAuth>
    </Layout>
  );
}

export function checkoutTitle(pathname: string): string {
  const route = resolveCheckoutRoute(pathname);
  if (route.kind === 'step') return route.step.title;
  if (route.kind === 'not-found') return vi.pages.notFound.title;
  return vi.pages.checkout.title;
}

export default CheckoutView;
