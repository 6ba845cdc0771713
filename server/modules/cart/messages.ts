/** The cart's Vietnamese messages, in one place. */
import { BOOKING_HORIZON_DAYS } from '../../../core/rules/availability';
import { MAX_LINE_QUANTITY } from '../../../core/rules/cart';

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function dayVi(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export const CART_MESSAGES = {
  productNotFound: 'Không tìm thấy sản phẩm',
  itemNotFound: 'Không tìm thấy sản phẩm trong giỏ hàng',
  notForRent: 'Sản phẩm này không cho thuê',
  notForSale: 'Sản phẩm này không bán',
  datesRequired: 'Vui lòng chọn ngày bắt đầu và ngày kết thúc thuê',
  invalidDay: 'Ngày thuê không hợp lệ (định dạng YYYY-MM-DD)',
  saleHasDates: 'Sản phẩm mua không cần chọn ngày thuê',
  tooEarly: (first: string) => `Ngày bắt đầu thuê sớm nhất là ${dayVi(first)}`,
  toBeforeFrom: 'Ngày kết thúc thuê phải bằng hoặc sau ngày bắt đầu thuê',
  tooFar: (last: string) => `Chỉ có thể đặt thuê trong vòng ${BOOKING_HORIZON_DAYS} ngày tới (đến ${dayVi(last)})`,
  rangeInvalid: 'Khoảng ngày không hợp lệ',
  tooMany: `Số lượng tối đa cho một sản phẩm trong giỏ là ${MAX_LINE_QUANTITY}`,
  idMismatch: 'Mã sản phẩm trong giỏ không khớp với đường dẫn',
  booked: (name: string, dateFrom: string, dateTo: string) => `«${name}» đã hết lịch thuê từ ${dayVi(dateFrom)} đến ${dayVi(dateTo)}`,
  outOfStock: (name: string) => `«${name}» đã hết hàng`,
  withdrawn: (name: string) => `«${name}» hiện đã ngừng kinh doanh, vui lòng xóa khỏi giỏ hàng`,
  stockLeft: (name: string, left: number) => `«${name}» chỉ còn ${left} sản phẩm để bán`,
  pastDates: (name: string) => `Ngày thuê của «${name}» đã qua, vui lòng chọn lại ngày`,
  // The guest cart merged at log-in: one sentence per line, shown on the cart.
  mergeLabel: (name: string, dateFrom: string | null, dateTo: string | null) =>
    dateFrom && dateTo ? `«${name}» (thuê ${dayVi(dateFrom)} – ${dayVi(dateTo)})` : `«${name}» (mua)`,
  mergeAdded: (label: string, quantity: number) => `${label}: đã thêm ${quantity} sản phẩm vào giỏ hàng của bạn`,
  mergeKept: (label: string, quantity: number) => `${label}: đã có sẵn trong giỏ hàng của bạn, giữ số lượng ${quantity} (không cộng dồn)`,
  mergeRaised: (label: string, from: number, to: number) => `${label}: số lượng đổi từ ${from} thành ${to} theo giỏ hàng trước khi đăng nhập`,
  mergeBackupAdded: 'Đã thêm size dự phòng vào giỏ hàng của bạn',
  mergeBackupKept: 'Size dự phòng đã có sẵn trong giỏ hàng của bạn',
  mergeNotRaised: (label: string, quantity: number, wanted: number, renting: boolean) =>
    `${label}: giữ số lượng ${quantity} vì cửa hàng không còn đủ ${wanted} sản phẩm ${renting ? 'cho những ngày thuê này' : 'để bán'}`,
} as const;
