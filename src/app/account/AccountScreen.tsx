import {
  BellOutlined,
  EnvironmentOutlined,
  HeartOutlined,
  IdcardOutlined,
  LockOutlined,
  ProfileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AccountHelpLinks } from '../../features/content/components/AccountHelpLinks';
import { AuthSkeleton, RequireAuth } from '../../features/user/components/RequireAuth';
import { vi } from '../../shared/i18n/vi';
import { ComingSoon, Layout } from '../../shared/layout/Layout';
import { Themed } from '../../shared/theme/Themed';
import { NotFound } from '../../shared/layout/NotFound';
import { resolveAccountRoute, type AccountSlug } from './routes';
import { AccountHome } from './AccountHome';

const sectionIcons: Record<AccountSlug, ComponentType> = {
  profile: IdcardOutlined,
  'order-history': ProfileOutlined,
  'favorite-product': HeartOutlined,
  address: EnvironmentOutlined,
  'my-wallet': WalletOutlined,
  notification: BellOutlined,
  'change-password': LockOutlined,
};

const accountCrumb = { title: vi.pages.account.title, to: '/account' };

/** The screen of each sub-page, its code fetched when the shopper opens it (the account's home needs none of them). */
const sectionViews: Partial<Record<AccountSlug, ComponentType>> = {
  profile: lazy(() => import('../../features/profile/components/ProfileForm')),
  address: lazy(() => import('../../features/address/components/AddressBook')),
  'change-password': lazy(() => import('../../features/user/components/PasswordForms').then((module) => ({ default: module.ChangePasswordForm }))),
  'favorite-product': lazy(() => import('../../features/favorite/components/FavoriteList')),
  'my-wallet': lazy(() => import('../../features/wallet/components/WalletView')),
  notification: lazy(() => import('../../features/notification/components/NotificationList')),
  'order-history': lazy(() => import('../../features/order/components/OrderHistory')),
};
const OrderDetail = lazy(() => import('../../features/order/components/OrderDetail'));

/** Only for a shopper; the same skeleton while the session or the screen's code is on its way. */
function Guarded({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Suspense fallback={<AuthSkeleton />}>{children}</Suspense>
    </RequireAuth>
  );
}

function renderSection(slug: AccountSlug): ReactNode {
  const View = sectionViews[slug];
  return View ? <View /> : <ComingSoon />;
}

/** The account area once hydrated (loaded by ./AccountView after the first paint). */
export default function AccountScreen({ pathname }: { pathname: string }) {
  const t = vi.pages.account;
  const route = resolveAccountRoute(pathname);
  switch (route.kind) {
    case 'index':
      return (
        <Themed>
          <Layout pathname={pathname} activeNav="account" title={t.title}>
            <Guarded>
              <AccountHome icons={sectionIcons} />
            </Guarded>
            <AccountHelpLinks />
          </Layout>
        </Themed>
      );
    case 'section':
      return (
        <Themed>
          <Layout
            pathname={pathname}
            activeNav="account"
            title={route.section.title}
            breadcrumbs={[accountCrumb, { title: route.section.title }]}
          >
            <Guarded>{renderSection(route.section.slug)}</Guarded>
          </Layout>
        </Themed>
      );
    case 'order':
      return (
        <Themed>
          <Layout
            pathname={pathname}
            activeNav="account"
            title={t.orderDetail}
            breadcrumbs={[
              accountCrumb,
              { title: t.orderHistory, to: '/account/order-history' },
              { title: t.orderDetail },
            ]}
          >
            <Guarded>
              <OrderDetail orderId={route.orderId} />
            </Guarded>
          </Layout>
        </Themed>
      );
    default:
      return (
        <Themed>
          <Layout pathname={pathname} activeNav="account">
            <NotFound />
          </Layout>
        </Themed>
      );
  }
}
