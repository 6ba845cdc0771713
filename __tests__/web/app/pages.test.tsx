import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resolveAccountRoute } from '../../../src/app/account/routes';
import { resolveCheckoutRoute } from '../../../src/features/checkout/routes';
import NotFoundPage from '../../../src/pages/404';
import AccountPage from '../../../src/pages/account';
import CheckoutPage from '../../../src/pages/checkout';
import HomePage, { Head as HomeHead } from '../../../src/pages/home';
import IndexPage from '../../../src/pages/index';
import CategoryPage, { Head as CategoryHead } from '../../../src/templates/category';
import { formatTitle } from '../../../src/shared/layout/PageHead';
import { AppRoot } from '../test-root';
import { pendingFetch, storeFor } from '../fixtures/accounts';

const inApp = (ui: ReactElement) => render(<AppRoot>{ui}</AppRoot>);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const props = (pathname: string, pageContext: object = {}): any => ({ location: { pathname }, pageContext, params: {} });

describe('route resolution', () => {
  it.each([
    ['/account', { kind: 'index' }],
    ['/account/', { kind: 'index' }],
    ['/account/profile', { kind: 'section' }],
    ['/account/order-history', { kind: 'section' }],
    ['/account/order-history/DH123', { kind: 'order', orderId: 'DH123' }],
    ['/account/profile/x', { kind: 'not-found' }],
    ['/account/unknown', { kind: 'not-found' }],
    ['/accounting', { kind: 'not-found' }],
  ])('account %s', (path, expected) => {
    expect(resolveAccountRoute(path)).toMatchObject(expected);
  });

  it.each([
    ['/checkout', 'index'],
    ['/checkout/cart', 'step'],
    ['/checkout/payment', 'step'],
    ['/checkout/order-success', 'step'],
    ['/checkout/cart/x', 'not-found'],
    ['/checkout/other', 'not-found'],
  ])('checkout %s', (path, kind) => {
    expect(resolveCheckoutRoute(path).kind).toBe(kind);
  });
});

describe('pages', () => {
  it('home shows the hero, the catalogue categories and links', () => {
    inApp(
      <HomePage
        {...props('/home', { categories: [{ title: 'Váy đầm', link: 'vay-dam', logoUrl: null, children: [] }] })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thuê đồ đẹp cho mọi dịp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Váy đầm' })).toHaveAttribute('href', '/vay-dam');
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Trang chủ');
  });

  it('/ renders the home page', () => {
    inApp(<IndexPage {...props('/')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thuê đồ đẹp cho mọi dịp' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Danh mục' })).not.toBeInTheDocument();
  });

  it('home head has the title, canonical /home and theme colour', () => {
    render(<HomeHead {...props('/')} />);
    // React 19 hoists <title>, <meta> and <link> into document.head.
    const head = document.head;
    expect(head.querySelector('title')).toHaveTextContent('Trang chủ | Thuê Đồ');
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://thuedo.test/home');
    expect(head.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#B0264F');
    expect(formatTitle('Thuê Đồ')).toBe('Thuê Đồ');
  });

  it('404 is friendly and links home', () => {
    inApp(<NotFoundPage {...props('/khong-co')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Về trang chủ/ })).toHaveAttribute('href', '/home');
  });

  it('category page shows heading, breadcrumbs and child links', () => {
    const context = {
      title: 'Đầm dạ hội',
      link: 'dam-da-hoi',
      logoUrl: null,
      children: [{ title: 'Đầm dài', link: 'dam-dai', logoUrl: null, children: [] }],
      ancestors: [{ title: 'Váy đầm', link: 'vay-dam' }],
      firstPage: { items: [], pagination: { page: 1, limit: 30, total: 0 } },
    };
    inApp(<CategoryPage {...props('/dam-da-hoi', context)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Đầm dạ hội' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(Array.from(crumbs.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '/home',
      '/f-menu',
      '/vay-dam',
    ]);
    expect(screen.getByRole('link', { name: 'Đầm dài' })).toHaveAttribute('href', '/dam-dai');
    render(<CategoryHead {...props('/dam-da-hoi', context)} />);
    expect(document.head.querySelector('title')).toHaveTextContent('Đầm dạ hội | Thuê Đồ');
  });

  it('account renders the sub-page for the client-only path', async () => {
    await act(async () => {
      inApp(<AccountPage {...props('/account/order-history/DH42')} />);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Chi tiết đơn hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lịch sử đơn hàng' })).toHaveAttribute('href', '/account/order-history');
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Tài khoản');
  });

  it('account index lists the sections for a logged-in shopper', async () => {
    pendingFetch();
    await act(async () => {
      render(
        <AppRoot store={storeFor('shopper')}>
          <AccountPage {...props('/account')} />
        </AppRoot>,
      );
    });
    const nav = screen.getByRole('navigation', { name: 'Mục tài khoản' });
    expect(nav.querySelectorAll('a')).toHaveLength(7);
  });

  it('checkout shows the step, or a 404 block for unknown steps', async () => {
    await act(async () => {
      inApp(<CheckoutPage {...props('/checkout/cart')} />);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeInTheDocument();
    await act(async () => {
      inApp(<CheckoutPage {...props('/checkout/nope')} />);
    });
    expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  });
});
