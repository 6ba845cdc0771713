import { Button, Layout, Result, Spin } from 'antd';
import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { adminErrorMessage, isUnauthorized, useLogoutMutation, useMeQuery } from '../api';
import { makeAdminStore } from '../store';
import { ta } from '../strings';
import { AuditPage } from './AuditPage';
import { BannersPage } from './BannersPage';
import { CategoriesPage } from './CategoriesPage';
import { CollectionsPage } from './CollectionsPage';
import { PackagesPage } from './PackagesPage';
import { ContentPageEditor, ContentPagesList } from './ContentPages';
import { LoginForm } from './LoginForm';
import { ChangePasswordPage, SetPasswordForm } from './PasswordForms';
import { OrderPanel } from './OrderPanel';
import { OrdersBoard } from './OrdersBoard';
import { ProductEditor } from './ProductEditor';
import { ProductsPage } from './ProductsPage';
import { StaffPage } from './StaffPage';
import { TodayPage } from './TodayPage';
import { VouchersPage } from './VouchersPage';
import { ReviewsPage } from './ReviewsPage';
import { s } from './styles';

type Section = 'password' | 'today' | 'orders' | 'products' | 'categories' | 'packages' | 'vouchers' | 'reviews' | 'banners' | 'collections' | 'pages' | 'staff' | 'audit';

interface AdminRoute {
  section: Section;
  /** An order's or a product's id; 'new' for the new product form. */
  id: number | 'new' | null;
}

/** `/admin/…` → the section and, for an order or a product, its id. */
export function adminRoute(pathname: string): AdminRoute {
  const [, , section = '', id = ''] = pathname.replace(/\/+$/, '').split('/');
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (section === 'orders') return { section, id: numeric };
  if (section === 'products') return { section, id: id === 'new' ? 'new' : numeric };
  if (section === 'pages') return { section, id: numeric };
  if (section === 'password' || section === 'staff' || section === 'audit' || section === 'banners' || section === 'collections' || section === 'categories' || section === 'packages' || section === 'vouchers' || section === 'reviews') return { section, id: null };
  return { section: 'today', id: null };
}

function Shell({ pathname }: { pathname: string }) {
  // The owner's one-time link: no session needed (and none asked for).
  if (/^\/admin\/set-password\/?$/.test(pathname)) return <SetPasswordForm hash={typeof window === 'undefined' ? '' : window.location.hash} />;
  return <StaffShell pathname={pathname} />;
}

function StaffShell({ pathname }: { pathname: string }) {
  const me = useMeQuery();
  const [logout] = useLogoutMutation();
  if (!me.data && me.error && isUnauthorized(me.error)) return <LoginForm />;
  if (!me.data && (me.isLoading || me.isFetching)) {
    return (
      <div style={s.center}>
        <Spin aria-label={ta.loading} />
      </div>
    );
  }
  if (!me.data) {
    return <Result status="error" title={adminErrorMessage(me.error)} extra={<Button onClick={() => void me.refetch()}>{ta.retry}</Button>} />;
  }
  const { staff } = me.data;
  const runsOrders = staff.role !== 'marketing';
  const owner = staff.role === 'owner';
  const route = adminRoute(pathname);
  const links: Array<{ key: Section; to: string; label: string }> = [
    ...(runsOrders
      ? [
          { key: 'today' as const, to: '/admin', label: ta.nav.today },
          { key: 'orders' as const, to: '/admin/orders', label: ta.nav.orders },
          { key: 'products' as const, to: '/admin/products', label: ta.nav.products },
          { key: 'categories' as const, to: '/admin/categories', label: ta.nav.categories },
          { key: 'packages' as const, to: '/admin/packages', label: ta.nav.packages },
        ]
      : []),
    ...(staff.role !== 'staff'
      ? [
          { key: 'vouchers' as const, to: '/admin/vouchers', label: ta.nav.vouchers },
          { key: 'banners' as const, to: '/admin/banners', label: ta.nav.banners },
          { key: 'collections' as const, to: '/admin/collections', label: ta.nav.collections },
          { key: 'pages' as const, to: '/admin/pages', label: ta.nav.pages },
        ]
      : []),
    { key: 'reviews' as const, to: '/admin/reviews', label: ta.nav.reviews },
    ...(owner ? [{ key: 'staff' as const, to: '/admin/staff', label: ta.nav.staff }, { key: 'audit' as const, to: '/admin/audit', label: ta.nav.audit }] : []),
    { key: 'password' as const, to: '/admin/password', label: ta.nav.password },
  ];
  let page;
  if (route.section === 'password') page = <ChangePasswordPage />;
  else if (route.section === 'orders' && typeof route.id === 'number' && runsOrders) page = <OrderPanel orderId={route.id} />;
  else if (route.section === 'orders' && runsOrders) page = <OrdersBoard />;
  else if (route.section === 'products' && route.id !== null && runsOrders) page = <ProductEditor key={route.id} productId={route.id === 'new' ? null : route.id} />;
  else if (route.section === 'products' && runsOrders) page = <ProductsPage />;
  else if (route.section === 'categories' && runsOrders) page = <CategoriesPage />;
  else if (route.section === 'packages' && runsOrders) page = <PackagesPage canEdit={owner} />;
  else if (route.section === 'vouchers' && staff.role !== 'staff') page = <VouchersPage />;
  else if (route.section === 'reviews') page = <ReviewsPage />;
  else if (route.section === 'banners' && staff.role !== 'staff') page = <BannersPage />;
  else if (route.section === 'collections' && staff.role !== 'staff') page = <CollectionsPage />;
  else if (route.section === 'pages' && typeof route.id === 'number' && staff.role !== 'staff') page = <ContentPageEditor key={route.id} pageId={route.id} />;
  else if (route.section === 'pages' && staff.role !== 'staff') page = <ContentPagesList />;
  else if (route.section === 'staff' && owner) page = <StaffPage selfId={staff.id} />;
  else if (route.section === 'audit' && owner) page = <AuditPage />;
  else if (runsOrders) page = <TodayPage />;
  else page = <BannersPage />;
  return (
    <Layout style={s.layout}>
      <Layout.Header style={s.header}>
        <Link to="/admin" style={s.brand}>
          {ta.title}
        </Link>
        <nav aria-label={ta.nav.menu} style={s.nav}>
          {links.map((link) => (
            <Link key={link.key} to={link.to} style={link.key === route.section ? s.navActive : s.navLink} aria-current={link.key === route.section ? 'page' : undefined}>
              {link.label}
            </Link>
          ))}
        </nav>
        <Button
          type="text"
          style={s.logout}
          onClick={() => {
            void logout()
              .unwrap()
              .finally(() => navigate('/admin'));
          }}
        >
          {ta.nav.logout}
        </Button>
      </Layout.Header>
      <Layout.Content style={s.content}>
        <main>{page}</main>
      </Layout.Content>
    </Layout>
  );
}

/** The back-office, mounted by the /admin page in the browser only, with its own store. */
export default function AdminApp({ pathname }: { pathname: string }) {
  const [store] = useState(makeAdminStore);
  return (
    <Provider store={store}>
      <Shell pathname={pathname} />
    </Provider>
  );
}
