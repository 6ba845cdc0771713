import { vi } from '../i18n/vi';

/** Bottom navigation: home, f-menu, cart, sale-page, account — in this order. */
export type NavKey = 'home' | 'f-menu' | 'cart' | 'sale-page' | 'account';

export interface NavItem {
  key: NavKey;
  to: string;
  label: string;
}

export const navItems: readonly NavItem[] = [
  { key: 'home', to: '/home', label: vi.nav.home },
  { key: 'f-menu', to: '/f-menu', label: vi.nav.fMenu },
  { key: 'cart', to: '/checkout/cart', label: vi.nav.cart },
  { key: 'sale-page', to: '/onsale', label: vi.nav.salePage },
  { key: 'account', to: '/account', label: vi.nav.account },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Which bottom-navigation item a path belongs to, if any. */
export function navKeyForPath(pathname: string): NavKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/home') return 'home';
  if (path === '/f-menu') return 'f-menu';
  if (within(path, '/checkout')) return 'cart';
  if (path === '/onsale') return 'sale-page';
  if (within(path, '/account')) return 'account';
  if (['/login', '/register', '/forgot-password', '/reset-password'].includes(path)) return 'account';
  return null;
}
