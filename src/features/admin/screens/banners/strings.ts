/** The banners screen's texts. */
import type { BannerKind } from '../../../../../core/contracts/home-vocab';
import type { BannerState } from '../../../../../core/rules/banner-window';

export const text = {
  nav: 'Banner',
  title: 'Banner trang chủ',
  add: 'Thêm banner',
  edit: 'Sửa banner',
  empty: 'Chưa có banner nào.',
  kinds: { hot: 'Băng chuyền đầu trang', big: 'Banner lớn', small: 'Ô nhỏ', icon1: 'Ô theo dịp', icon2: 'Ô theo phong cách' } satisfies Record<BannerKind, string>,
  states: { scheduled: 'Đã lên lịch', running: 'Đang chạy', ended: 'Đã kết thúc' } satisfies Record<BannerState, string>,
  window: (from: string, to: string) => `${from} – ${to}`,
  kind: 'Vị trí trên trang chủ',
  bannerTitle: 'Tiêu đề',
  subtitle: 'Dòng phụ (không bắt buộc)',
  link: 'Liên kết trong cửa hàng',
  linkHint: 'vd. /vay-cuoi; để trống nếu không dẫn đi đâu',
  backgroundColor: 'Màu nền',
  position: 'Thứ tự (nhỏ đứng trước)',
  days: 'Thời gian chạy',
  daysRequired: 'Vui lòng chọn ngày bắt đầu và kết thúc',
  art: 'Hình minh họa theo danh mục (không bắt buộc)',
  artColour: 'Màu minh họa (không bắt buộc)',
  save: 'Lưu',
  remove: 'Xóa',
  removeTitle: 'Xóa banner này?',
  preview: (title: string) => `Ảnh banner ${title}`,
} as const;
