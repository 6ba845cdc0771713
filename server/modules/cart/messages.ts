/** The cart's Vietnamese messages, in one place. */
import { BOOKING_HORIZON_DAYS } from '../../../src/shared/rules/availability';

/** `YYYY-MM-DD` → `DD/MM/YYYY` (spec §9). */
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
  tooMany: 'Số lượng tối đa cho một sản phẩm trong giỏ là 99',
  idMismatch: 'Mã sản phẩm trong giỏ không khớp với đường dẫn',
  booked: (name: string, dateFrom: string, dateTo: string) => `«${name}» đã hết lịch thuê từ ${dayVi(dateFrom)} đến ${dayVi(dateTo)}`,
  outOfStock: (name: string) => `«${name}» đã hết hàng`,
  stockLeft: (name: string, left: number) => `«${name}» chỉ còn ${left} sản phẩm để bán`,
  pastDates: (name: string) => `Ngày thuê của «${name}» đã qua, vui lòng chọn lại ngày`,
} as const;
