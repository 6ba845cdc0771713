import {
  BellOutlined,
  EnvironmentOutlined,
  HeartOutlined,
  IdcardOutlined,
  LockOutlined,
  ProfileOutlined,
  RightOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'gatsby';
import type { ComponentType } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { ComingSoon, Layout } from '../../../shared/layout/Layout';
import { NotFound } from '../../../shared/layout/NotFound';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { accountSections, resolveAccountRoute, type AccountSlug } from '../routes';
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

/** The client-only account area (`/account/*`). */
export function AccountView({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const t = vi.pages.account;

  if (!hydrated) {
    // Same markup on the server and at hydration, whatever the real sub-path.
    return (
      <Layout pathname={pathname} activeNav="account" title={t.title}>
        <div aria-busy="true" aria-label={vi.common.loading} role="status" className={styles.card}>
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </div>
        <noscript>
          <ComingSoon>{vi.common.needsJavaScript}</ComingSoon>
        </noscript>
      </Layout>
    );
  }

  const route = resolveAccountRoute(pathname);
  switch (route.kind) {
    case 'index':
      return (
        <Layout pathname={pathname} activeNav="account" title={t.title}>
          <nav aria-label={t.sectionsLabel}>
            <ul className={styles.menu}>
              {accountSections.map((section) => {
                const Icon = sectionIcons[section.slug];
                return (
                  <li key={section.slug}>
                    <Link to={`/account/${section.slug}`} className={styles.menuLink}>
                      <span className={styles.menuIcon} aria-hidden="true">
                        <Icon />
                      </span>
                      <span className={styles.menuText}>{section.title}</span>
                      <RightOutlined className={styles.chevron} aria-hidden />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Layout>
      );
    case 'section':
      return (
        <Layout
          pathname={pathname}
          activeNav="account"
          title={route.section.title}
          breadcrumbs={[accountCrumb, { title: route.section.title }]}
        >
          <ComingSoon />
        </Layout>
      );
    case 'order':
      return (
        <Layout
          pathname={pathname}
          activeNav="account"
          title={t.orderDetail(route.orderId)}
          breadcrumbs={[
            accountCrumb,
            { title: t.orderHistory, to: '/account/order-history' },
            { title: t.orderDetail(route.orderId) },
          ]}
        >
          <ComingSoon />
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

/** The document title for an account path. */
export function accountTitle(pathname: string): string {
  const route = resolveAccountRoute(pathname);
  switch (route.kind) {
    case 'section':
      return route.section.title;
    case 'order':
      return vi.pages.account.orderDetail(route.orderId);
    case 'not-found':
      return vi.pages.notFound.title;
    default:
      return vi.pages.account.title;
  }
}

export default AccountView;
