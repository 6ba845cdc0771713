/**
 * The back-office's own Vietnamese texts, kept out of src/shared/i18n so none of it ships with the storefront: the
 * shell's and the kit's here, each screen's in its folder (`screens/<name>/strings.ts`).
 */
export const ta = {
  title: 'Quản trị Thuê Đồ',
  networkError: 'Không kết nối được máy chủ, vui lòng thử lại.',
  loading: 'Đang tải…',
  retry: 'Thử lại',
  saved: 'Đã lưu.',
  /** After a save shoppers' pre-rendered pages show once the site is rebuilt (GET /v1/admin/site-build). */
  savedReaches: (when: string, atLeast: boolean) => `Đã lưu. Thay đổi sẽ hiển thị cho khách sau ${atLeast ? 'ít nhất' : 'khoảng'} ${when}.`,
  seconds: (n: number) => `${n} giây`,
  minutes: (n: number) => `${n} phút`,
  /** A dialog's cancel button. */
  no: 'Không',
  nav: { logout: 'Đăng xuất', menu: 'Menu quản trị', previous: 'Xem các mục phía trước', next: 'Xem các mục tiếp theo' },
  forbidden: {
    title: 'Bạn không có quyền xem trang này',
    forWhom: (screen: string, roles: string) => `Mục «${screen}» chỉ dành cho ${roles}. Nếu bạn cần dùng mục này, hãy hỏi chủ cửa hàng.`,
    and: ' và ',
    goTo: (screen: string) => `Đến mục ${screen}`,
  },
} as const;
