import { render, screen, within } from '@testing-library/react';
import { BottomNav } from '../../../../src/shared/layout/BottomNav';
import { Layout } from '../../../../src/shared/layout/Layout';
import { navKeyForPath } from '../../../../src/shared/layout/navItems';

describe('BottomNav', () => {
  it('shows the five Vietnamese items in spec order with their routes', () => {
    render(<BottomNav active={null} />);
    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Trang chủ', 'Danh mục', 'Giỏ hàng', 'Khuyến mãi', 'Tài khoản']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/f-menu',
      '/checkout/cart',
      '/onsale',
      '/account',
    ]);
    links.forEach((link) => expect(link).not.toHaveAttribute('aria-current'));
  });

  it('highlights exactly the current item', () => {
    render(<BottomNav active="sale-page" />);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Khuyến mãi');
    expect(current.className).toContain('active');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('hides the icons from assistive technology', () => {
    const { container } = render(<BottomNav active="home" />);
    container.querySelectorAll('.anticon').forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/f-menu', 'f-menu'],
    ['/checkout/cart', 'cart'],
    ['/checkout/payment', 'cart'],
    ['/onsale', 'sale-page'],
    ['/account', 'account'],
    ['/account/order-history/12', 'account'],
    ['/login', 'account'],
    ['/vay-dam', null],
    ['/accounting', null],
  ])('maps %s to %s', (path, key) => {
    expect(navKeyForPath(path)).toBe(key);
  });

  it('is highlighted by the Layout from the current path', () => {
    render(
      <Layout pathname="/checkout/cart" title="Giỏ hàng">
        <p>nội dung</p>
      </Layout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Giỏ hàng');
    expect(screen.getByRole('link', { name: 'Thuê Đồ Thuê và mua thời trang cho mọi dịp (về trang chủ)' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('main')).toHaveTextContent('nội dung');
  });
});
