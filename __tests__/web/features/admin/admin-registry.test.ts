import { STAFF_ROLES } from '../../../../core/contracts/admin-vocab';
import { LANDING, SCREENS, landingOf } from '../../../../src/features/admin/registry';
import { mayOpen, parseAdminPath, resolveScreen, screenPath, tabsFor, type AdminScreen } from '../../../../src/features/admin/routing';
import type { StandIn } from './support/stand-in-api';

// The registry loads every screen and so the data layer, whose fetch jsdom lacks.
jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('./support/stand-in-api').withStandIn());

const open = (pathname: string, role: 'owner' | 'staff' | 'marketing') => {
  const route = resolveScreen(SCREENS, landingOf(role), pathname, role);
  return route.forbidden ? { forbidden: route.forbidden.section } : { section: route.screen.section, id: route.id };
};

describe('the address of a back-office screen', () => {
  it.each([
    ['/admin', { section: '', id: null }],
    ['/admin/', { section: '', id: null }],
    ['/admin/orders', { section: 'orders', id: null }],
    ['/admin/orders/12', { section: 'orders', id: 12 }],
    ['/admin/orders/12/', { section: 'orders', id: 12 }],
    ['/admin/products/new', { section: 'products', id: 'new' }],
    ['/admin/orders/abc', { section: 'orders', id: null }],
    ['/admin/orders/1234567890', { section: 'orders', id: null }],
  ])('%s → %j', (pathname, parsed) => {
    expect(parseAdminPath(pathname)).toEqual(parsed);
  });

  it('is /admin/<section>, and /admin itself for the day’s board', () => {
    expect(SCREENS.map(screenPath)).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/counter',
      '/admin/calendar',
      '/admin/products',
      '/admin/stock',
      '/admin/units',
      '/admin/labels',
      '/admin/categories',
      '/admin/packages',
      '/admin/vouchers',
      '/admin/banners',
      '/admin/collections',
      '/admin/pages',
      '/admin/reviews',
      '/admin/refunds',
      '/admin/staff',
      '/admin/audit',
      '/admin/password',
    ]);
  });
});

describe('the registry', () => {
  it('names each section once, and every screen has a Vietnamese tab and someone who sees it', () => {
    expect(new Set(SCREENS.map((screen) => screen.section)).size).toBe(SCREENS.length);
    for (const screen of SCREENS) {
      expect(screen.title.trim()).not.toBe('');
      expect(screen.roles.length).toBeGreaterThan(0);
    }
  });

  it('lands every role on a screen it may open', () => {
    for (const role of STAFF_ROLES) expect(mayOpen(landingOf(role), role)).toBe(true);
    expect(LANDING).toEqual({ owner: '', staff: '', marketing: 'banners' });
  });
});

describe('the tab bar follows from the registry', () => {
  const tabs = (role: 'owner' | 'staff' | 'marketing') => tabsFor(SCREENS, role).map((screen) => screen.title);

  it('shows the owner every screen, in order', () => {
    expect(tabs('owner')).toEqual(['Hôm nay', 'Đơn hàng', 'Lịch đồ', 'Sản phẩm', 'Kho', 'Danh mục', 'Gói thành viên', 'Voucher', 'Banner', 'Bộ sưu tập', 'Trang nội dung', 'Đánh giá', 'Hoàn tiền', 'Nhân viên', 'Nhật ký', 'Đổi mật khẩu']);
  });

  it('shows shop staff the counter’s screens, reviews and their password', () => {
    expect(tabs('staff')).toEqual(['Hôm nay', 'Đơn hàng', 'Lịch đồ', 'Sản phẩm', 'Kho', 'Danh mục', 'Gói thành viên', 'Đánh giá', 'Đổi mật khẩu']);
  });

  it('shows marketing the shop window: vouchers, banners, collections, pages, reviews and their password', () => {
    expect(tabs('marketing')).toEqual(['Voucher', 'Banner', 'Bộ sưu tập', 'Trang nội dung', 'Đánh giá', 'Đổi mật khẩu']);
  });
});

describe('the role guard', () => {
  it('opens a screen the role may see, with the record its address names', () => {
    expect(open('/admin/orders/12', 'staff')).toEqual({ section: 'orders', id: 12 });
    expect(open('/admin/products/new', 'owner')).toEqual({ section: 'products', id: 'new' });
    expect(open('/admin/pages/3', 'marketing')).toEqual({ section: 'pages', id: 3 });
    expect(open('/admin/password', 'marketing')).toEqual({ section: 'password', id: null });
  });

  it('names a screen the role may not see instead of showing another', () => {
    expect(open('/admin/orders/12', 'marketing')).toEqual({ forbidden: 'orders' });
    expect(open('/admin/products', 'marketing')).toEqual({ forbidden: 'products' });
    expect(open('/admin/vouchers', 'staff')).toEqual({ forbidden: 'vouchers' });
    expect(open('/admin/staff', 'staff')).toEqual({ forbidden: 'staff' });
    expect(open('/admin/refunds', 'staff')).toEqual({ forbidden: 'refunds' });
    expect(open('/admin/audit', 'marketing')).toEqual({ forbidden: 'audit' });
    expect(open('/admin/stock/3', 'marketing')).toEqual({ forbidden: 'stock' });
    expect(open('/admin/units/9', 'marketing')).toEqual({ forbidden: 'units' });
    expect(open('/admin/labels/3', 'staff')).toEqual({ section: 'labels', id: 3 });
    expect(open('/admin/counter', 'marketing')).toEqual({ forbidden: 'counter' });
    expect(open('/admin/counter', 'staff')).toEqual({ section: 'counter', id: null });
  });

  it('opens the role’s landing at /admin and at an address no screen has', () => {
    expect(open('/admin', 'owner')).toEqual({ section: '', id: null });
    expect(open('/admin', 'staff')).toEqual({ section: '', id: null });
    expect(open('/admin', 'marketing')).toEqual({ section: 'banners', id: null });
    expect(open('/admin/no-such-screen/4', 'staff')).toEqual({ section: '', id: null });
    expect(open('/admin/no-such-screen', 'marketing')).toEqual({ section: 'banners', id: null });
  });

  it('needs nothing but an entry for a new screen: its address, its tab and its guard follow', () => {
    const rentals: AdminScreen = { section: 'rentals', title: 'Lịch thuê', roles: ['owner', 'staff'], screen: () => null };
    const screens = [...SCREENS, rentals];
    expect(resolveScreen(screens, landingOf('staff'), '/admin/rentals/7', 'staff')).toEqual({ screen: rentals, id: 7 });
    expect(resolveScreen(screens, landingOf('marketing'), '/admin/rentals', 'marketing')).toEqual({ forbidden: rentals });
    expect(tabsFor(screens, 'staff').at(-1)).toBe(rentals);
    expect(tabsFor(screens, 'marketing')).not.toContain(rentals);
  });
});
