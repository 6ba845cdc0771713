import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import AdminApp from '../../../../src/features/admin/AdminApp';
import { answeringBy, type StandIn } from './support/stand-in-api';

jest.mock('@reduxjs/toolkit/query/react', () => jest.requireActual<StandIn>('./support/stand-in-api').withStandIn());

const member = (role: 'owner' | 'staff' | 'marketing') => ({ staff: { id: 7, email: `${role}@thuedo.vn`, fullName: 'Lê Minh Anh', role, disabled: false, createdAt: '2026-01-01T00:00:00.000Z' } });
const NOTHING = { items: [], counts: {}, pagination: { page: 1, limit: 20, total: 0 } };

async function openAs(role: 'owner' | 'staff' | 'marketing', pathname: string) {
  const calls = answeringBy({
    'GET /auth/me': [200, member(role)],
    'GET /orders': [200, NOTHING],
    'GET /banners': [200, { items: [] }],
    'GET /membership-packages': [200, { items: [] }],
  });
  await act(async () => {
    render(
      <App>
        <AdminApp pathname={pathname} />
      </App>,
    );
  });
  return calls;
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Menu quản trị' })).getAllByRole('link');

describe('the back-office shell', () => {
  it('tells marketing an order is not theirs to see, instead of showing another screen', async () => {
    const calls = await openAs('marketing', '/admin/orders/5');
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền xem trang này' })).toBeInTheDocument();
    expect(screen.getByText('Mục «Đơn hàng» chỉ dành cho Chủ cửa hàng và Nhân viên cửa hàng. Nếu bạn cần dùng mục này, hãy hỏi chủ cửa hàng.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến mục Banner' })).toHaveAttribute('href', '/admin/banners');
    expect(screen.queryByRole('heading', { name: 'Banner trang chủ' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContainEqual(expect.stringMatching(/\/orders/));
    expect(tabs().map((link) => link.textContent)).toEqual(['Voucher', 'Banner', 'Bộ sưu tập', 'Trang nội dung', 'Đánh giá', 'Đổi mật khẩu']);
    expect(tabs().filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([]);
  });

  it('tells shop staff the staff list is the owner’s', async () => {
    await openAs('staff', '/admin/staff');
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền xem trang này' })).toBeInTheDocument();
    expect(screen.getByText(/Mục «Nhân viên» chỉ dành cho Chủ cửa hàng\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến mục Hôm nay' })).toHaveAttribute('href', '/admin');
  });

  it('opens marketing’s landing, the banners, at /admin, and marks its tab', async () => {
    await openAs('marketing', '/admin');
    expect(await screen.findByRole('heading', { name: 'Banner trang chủ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banner', current: 'page' })).toHaveAttribute('href', '/admin/banners');
  });

  it('opens the screen the address names, with its tab marked', async () => {
    await openAs('staff', '/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Đơn hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đơn hàng', current: 'page' })).toHaveAttribute('href', '/admin/orders');
    expect(tabs().map((link) => link.textContent)).toEqual(['Hôm nay', 'Đơn hàng', 'Lịch đồ', 'Sản phẩm', 'Kho', 'Danh mục', 'Gói thành viên', 'Đánh giá', 'Đổi mật khẩu']);
  });

  it('gives the screen the member: packages are the owner’s to add', async () => {
    await openAs('owner', '/admin/packages');
    expect(await screen.findByRole('button', { name: 'Thêm gói' })).toBeInTheDocument();
  });

  it('lets shop staff read the packages without adding one', async () => {
    await openAs('staff', '/admin/packages');
    expect(await screen.findByText('Chỉ chủ cửa hàng được thêm gói và đổi giá, ưu đãi hay thời hạn của gói.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm gói' })).not.toBeInTheDocument();
  });

  it('shows an arrow and a fade where more tabs lie beyond the edge of a narrow screen, and scrolls to them', async () => {
    // A 360 px row holding 800 px of tabs.
    const width = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    const visible = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
    try {
      await openAs('owner', '/admin/orders');
      await screen.findByRole('heading', { name: 'Đơn hàng' });
      const nav = screen.getByRole('navigation', { name: 'Menu quản trị' });
      const next = await screen.findByRole('button', { name: 'Xem các mục tiếp theo' });
      expect(screen.queryByRole('button', { name: 'Xem các mục phía trước' })).toBeNull();
      fireEvent.click(next);
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) }));
      expect(scrollBy.mock.calls[0][0].left).toBeGreaterThan(0);
      // Scrolled to the end: the cue moves to the other edge.
      nav.scrollLeft = 440;
      fireEvent.scroll(nav);
      expect(await screen.findByRole('button', { name: 'Xem các mục phía trước' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Xem các mục tiếp theo' })).toBeNull();
    } finally {
      width.mockRestore();
      visible.mockRestore();
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });
});
