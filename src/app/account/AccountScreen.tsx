import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AuthSkeleton, RequireAuth } from '../../features/user/components/RequireAuth';
import { vi } from '../../shared/i18n/vi';
import { ComingSoon, Layout } from '../../shared/layout/Layout';
import { NotFound } from '../../shared/layout/NotFound';
import { resolveAccountRoute, type AccountSlug } from './routes';
import { loadOrderDetail, loadThemed, PLAIN_SECTIONS, sectionCode } from './section-code';

const accountCrumb = { title: vi.pages.account.title, to: '/account' };

const sectionViews = Object.fromEntries(Object.entries(sectionCode).map(([slug, load]) => [slug, lazy(load)])) as Partial<Record<AccountSlug, ComponentType>>;
const OrderDetail = lazy(loadOrderDetail);
const Themed = lazy(loadThemed);

/** Only for a shopper; the same skeleton while the session or the screen's code (and antd's theme, if used) is on its way. */
function Guarded({ children, themed = true }: { children: ReactNode; themed?: boolean }) {
  return (
    <RequireAuth>
      <Suspense fallback={<AuthSkeleton />}>{themed ? <Themed>{children}</Themed> : children}</Suspense>
    </RequireAuth>
  );
}

function renderSection(slug: AccountSlug): ReactNode {
  const View = sectionViews[slug];
  return View ? <View /> : <ComingSoon />;
}

/**
 * The account's sub-pages, an order's page and unknown paths once hydrated (loaded by ./AccountView after the first
 * paint; the account's home is ./AccountHomeScreen, without antd).
 */
export default function AccountScreen({ pathname }: { pathname: string }) {
  const t = vi.pages.account;
  const route = resolveAccountRoute(pathname);
  switch (route.kind) {
    case 'section':
      return (
        <Layout pathname={pathname} activeNav="account" title={route.section.title} breadcrumbs={[accountCrumb, { title: route.section.title }]}>
          <Guarded themed={!PLAIN_SECTIONS.has(route.section.slug)}>{renderSection(route.section.slug)}</Guarded>
        </Layout>
      );
    case 'order':
      return (
        <Layout
          pathname={pathname}
          activeNav="account"
          title={t.orderDetail}
          breadcrumbs={[accountCrumb, { title: t.orderHistory, to: '/account/order-history' }, { title: t.orderDetail }]}
        >
          <Guarded themed={false}>
            <OrderDetail orderId={route.orderId} />
          </Guarded>
        </Layout>
      );
    default:
      return (
        <Layout pathname={pathname} activeNav="account">
          <NotFound />
        </Layout>
      );
  }
}
