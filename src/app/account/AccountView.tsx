import {
  BellOutlined,
  EnvironmentOutlined,
  HeartOutlined,
  IdcardOutlined,
  LockOutlined,
  ProfileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import { AddressBook } from '../../features/address/components/AddressBook';
import { AccountHelpLinks } from '../../features/content/components/AccountHelpLinks';
import { FavoriteList } from '../../features/favorite/components/FavoriteList';
import { NotificationList } from '../../features/notification/components/NotificationList';
import { OrderDetail } from '../../features/order/components/OrderDetail';
import { OrderHistory } from '../../features/order/components/OrderHistory';
import { ProfileForm } from '../../features/profile/components/ProfileForm';
import { ChangePasswordForm } from '../../features/user/components/PasswordForms';
import { RequireAuth } from '../../features/user/components/RequireAuth';
import { WalletView } from '../../features/wallet/components/WalletView';
import { vi } from '../../shared/i18n/vi';
import { ComingSoon, Layout } from '../../shared/layout/Layout';
import { Themed } from '../../shared/theme/Themed';
import { PendingPage } from '../../shared/layout/PendingPage';
import { NotFound } from '../../shared/layout/NotFound';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { resolveAccountRoute, type AccountSlug } from './routes';
import { AccountHome } from './AccountHome';
import * as styles from './Account.module.css';

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

/** The screen of each sub-page. */
const sectionViews: Partial<Record<AccountSlug, () => ReactNode>> = {
  profile: () => <ProfileForm />,
  address: () => <AddressBook />,
  'change-password': () => <ChangePasswordForm />,
  'favorite-product': () => <FavoriteList />,
  'my-wallet': () => <WalletView />,
  notification: () => <NotificationList />,
  'order-history': () => <OrderHistory />,
};

function Guarded({ children }: { children: ReactNode }) {
  return <RequireAuth>{children}</RequireAuth>;
}

/** The client-only account area (`/account/*`). */
export function AccountView({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const t = vi.pages.account;

  if (!hydrated) return <PendingPage pathname={pathname} activeNav="account" title={t.title} className={styles.card} />;

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
            <Guarded>{sectionViews[route.section.slug]?.() ?? <ComingSoon />}</Guarded>
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

/** The document title for an account path. */
export function accountTitle(pathname: string): string {
  const route = resolveAccountRoute(pathname);
  switch (route.kind) {
    case 'section':
      return route.section.title;
    case 'order':
      return vi.pages.account.orderDetail;
    case 'not-found':
      return vi.pages.notFound.title;
    default:
      return vi.pages.account.title;
  }
}

export default AccountView;
