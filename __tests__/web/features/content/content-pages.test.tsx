import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigate, useStaticQuery } from 'gatsby';
import { contentLinks, planContentPages, snapshotPages } from '../../../../src/build/content';
import { parseCatalog } from '../../../../src/build/catalog';
import { ContentView } from '../../../../src/features/content/components/ContentView';
import { SupportWidget } from '../../../../src/features/support/components/SupportWidget';
import { ShopContact } from '../../../../src/features/support/components/ShopContact';
import { DEFAULT_CONTACT, shopContact, supportChannels } from '../../../../src/features/support/config';
import { Layout } from '../../../../src/shared/layout/Layout';
import { AppRoot } from '../../test-root';
import { makeStore } from '../../../../src/app/store';
import type { ContentPage } from '../../../../core/contracts/content';

const page = (group: ContentPage['group'], link: string, title: string, bodyHtml = '<p>x</p>'): ContentPage => ({
  id: 1,
  group,
  link,
  title,
  path: group === 'about-us' ? '/about-us' : `/${group}/${link}`,
  summary: `Tóm tắt ${title}`,
  bodyHtml,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const PAGES = [
  page('about-us', 'about-us', 'Về chúng tôi'),
  page('about', 'huong-dan-thue-do', 'Hướng dẫn thuê đồ'),
  page('customer-care', 'giao-hang', 'Chính sách giao hàng'),
  page('customer-care', 'huong-dan-chon-size', 'Hướng dẫn chọn size'),
  page('info', 'chinh-sach-bao-mat', 'Chính sách bảo mật'),
  page('seft', 'dieu-khoan-thanh-vien', 'Điều khoản thành viên'),
];

describe('build-time content pages', () => {
  it('keeps the snapshot pages and plans one page per route with its section as related links', () => {
    const catalog = parseCatalog(JSON.stringify({ fingerprint: 'f', menu: [], pages: PAGES }), 'test');
    const planned = planContentPages(snapshotPages(catalog));
    expect(planned.pages.map((p) => p.path)).toEqual([
      '/about-us',
      '/about/huong-dan-thue-do',
      '/customer-care/giao-hang',
      '/customer-care/huong-dan-chon-size',
      '/info/chinh-sach-bao-mat',
      '/seft/dieu-khoan-thanh-vien',
    ]);
    const care = planned.pages.find((p) => p.path === '/customer-care/giao-hang')!;
    expect(care.context.related.map((l) => l.path)).toEqual(['/customer-care/giao-hang', '/customer-care/huong-dan-chon-size']);
  });

  it('skips bad links, unknown groups and duplicates; an older snapshot has no pages', () => {
    const planned = planContentPages([
      page('about', 'Bad Link', 'x'),
      { ...page('about', 'ok', 'x'), group: 'blog' as ContentPage['group'] },
      page('info', 'a', 'A'),
      page('info', 'a', 'A again'),
    ]);
    expect(planned.pages).toHaveLength(1);
    expect(planned.skipped.map((s) => s.reason)).toEqual(['not a lowercase ASCII slug', 'unknown group "blog"', 'duplicate path']);
    expect(snapshotPages(parseCatalog('{"fingerprint":"f","menu":[]}', 'old'))).toEqual([]);
  });
});

describe('ContentView', () => {
  it('renders the sanitised body, a video embed, the update date and related links', () => {
    const body =
      '<h2>Bước 1</h2><p>Đọc <a href="/customer-care/huong-dan-chon-size">Hướng dẫn chọn size</a>.</p>' +
      '<p><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" rel="noopener noreferrer" target="_blank">Video hướng dẫn</a></p>';
    render(
      <AppRoot store={makeStore()}>
        <ContentView
          pathname="/about/huong-dan-thue-do"
          page={page('about', 'huong-dan-thue-do', 'Hướng dẫn thuê đồ', body)}
          related={contentLinks(PAGES.slice(0, 2))}
        />
      </AppRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hướng dẫn thuê đồ' })).toBeInTheDocument();
    const frame = screen.getByTitle('Video hướng dẫn');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Cập nhật ngày 01/11/2026')).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Xem thêm' });
    expect(within(related).getByRole('link', { name: 'Về chúng tôi' })).toHaveAttribute('href', '/about-us');
    expect(within(related).queryByRole('link', { name: 'Hướng dẫn thuê đồ' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Hướng dẫn chọn size' }));
    expect(navigate).toHaveBeenCalledWith('/customer-care/huong-dan-chon-size');
  });
});

describe('footer links', () => {
  it('groups the content pages under three headings', () => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allContentLink: { nodes: contentLinks(PAGES) } });
    try {
      render(
        <AppRoot store={makeStore()}>
          <Layout pathname="/home">
            <p>trang</p>
          </Layout>
        </AppRoot>,
      );
      const footer = screen.getByRole('contentinfo');
      const care = within(footer).getByRole('region', { name: 'Chăm sóc khách hàng' });
      expect(within(care).getAllByRole('link').map((a) => a.textContent)).toEqual(['Chính sách giao hàng', 'Hướng dẫn chọn size']);
      const info = within(footer).getByRole('region', { name: 'Thông tin' });
      expect(within(info).getByRole('link', { name: 'Điều khoản thành viên' })).toHaveAttribute('href', '/seft/dieu-khoan-thanh-vien');
    } finally {
      (useStaticQuery as jest.Mock).mockReset();
    }
  });
});

describe('support widget', () => {
  it('builds the channels from the env; the hotline and the email are always there (defaults when unset or invalid)', () => {
    const defaults = [
      { kind: 'hotline', href: 'tel:02439268686', value: DEFAULT_CONTACT.hotline },
      { kind: 'email', href: `mailto:${DEFAULT_CONTACT.email}`, value: DEFAULT_CONTACT.email },
    ];
    expect(supportChannels({})).toEqual(defaults);
    expect(
      supportChannels({ GATSBY_FACEBOOK_PAGE_ID: 'thuedo.vn', GATSBY_ZALO_ID: '0901234567', GATSBY_HOTLINE: '1900 6868', GATSBY_SHOP_EMAIL: 'cskh@shop.vn' }),
    ).toEqual([
      { kind: 'messenger', href: 'https://m.me/thuedo.vn', value: 'thuedo.vn' },
      { kind: 'zalo', href: 'https://zalo.me/0901234567', value: '0901234567' },
      { kind: 'hotline', href: 'tel:19006868', value: '1900 6868' },
      { kind: 'email', href: 'mailto:cskh@shop.vn', value: 'cskh@shop.vn' },
    ]);
    expect(supportChannels({ GATSBY_FACEBOOK_PAGE_ID: 'x"><script>', GATSBY_HOTLINE: 'call me', GATSBY_SHOP_EMAIL: 'a@b"><x' })).toEqual(defaults);
    expect(shopContact({ GATSBY_SHOP_NAME: ' Thuê Đồ Quận 1 ', GATSBY_SHOP_ADDRESS: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh' })).toMatchObject({
      name: 'Thuê Đồ Quận 1',
      address: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
      hours: DEFAULT_CONTACT.hours,
    });
  });

  it('shows the contact block with the hotline and email as links', () => {
    render(<ShopContact headingId="c" contact={shopContact({ GATSBY_HOTLINE: '0901 234 567' })} />);
    expect(screen.getByRole('heading', { name: 'Liên hệ Thuê Đồ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0901 234 567' })).toHaveAttribute('href', 'tel:0901234567');
    expect(screen.getByText('Hotline').tagName).toBe('DT');
    expect(screen.getByRole('link', { name: DEFAULT_CONTACT.email })).toHaveAttribute('href', `mailto:${DEFAULT_CONTACT.email}`);
    expect(screen.getByText(DEFAULT_CONTACT.hours)).toBeInTheDocument();
  });

  it('renders nothing without channels', () => {
    const { container } = render(<SupportWidget channels={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a sheet with Messenger, Zalo and the hotline', async () => {
    render(
      <AppRoot store={makeStore()}>
        <SupportWidget channels={supportChannels({ GATSBY_FACEBOOK_PAGE_ID: 'thuedo', GATSBY_ZALO_ID: 'thuedo', GATSBY_HOTLINE: '0901234567' })} />
      </AppRoot>,
    );
    const button = screen.getByRole('button', { name: /Mở hỗ trợ/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByRole('link', { name: /Nhắn tin qua Messenger/ })).toHaveAttribute('href', 'https://m.me/thuedo');
    expect(screen.getByRole('link', { name: /Nhắn tin qua Zalo/ })).toHaveAttribute('href', 'https://zalo.me/thuedo');
    expect(screen.getByRole('link', { name: 'Gọi hotline 0901234567' })).toHaveAttribute('href', 'tel:0901234567');
    expect(screen.getByRole('link', { name: `Gửi email tới ${DEFAULT_CONTACT.email}` })).toHaveAttribute('href', `mailto:${DEFAULT_CONTACT.email}`);
  });
});
