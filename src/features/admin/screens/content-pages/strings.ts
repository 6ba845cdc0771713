/** The content pages screens' texts. */
import type { ContentGroup } from '../../../../../core/contracts/content-vocab';

export const text = {
  nav: 'Trang nội dung',
  title: 'Trang nội dung',
  groups: { 'about-us': 'Giới thiệu', about: 'Về Thuê Đồ', 'customer-care': 'Chăm sóc khách hàng', info: 'Thông tin', seft: 'Hướng dẫn' } satisfies Record<ContentGroup, string>,
  back: 'Về danh sách trang',
  pageTitle: 'Tiêu đề',
  summary: 'Tóm tắt (để trống: lấy từ đầu nội dung)',
  position: 'Thứ tự trong nhóm',
  body: 'Nội dung (HTML)',
  bodyHint: 'Được giữ: p, h2, h3, ul, ol, li, strong, em, a, table, blockquote, br. Mã khác (script, style, thuộc tính on…) bị lọc bỏ khi lưu.',
  save: 'Lưu trang',
  preview: 'Bản đang hiển thị cho khách',
  view: 'Xem trên cửa hàng',
  updated: (at: string) => `Sửa lần cuối ${at}`,
} as const;
