/** The stock domain's Vietnamese messages. */
import { formatDate } from '../../../core/format';

const days = (list: readonly string[]) => {
  const shown = list.slice(0, 5).map(formatDate).join(', ');
  return list.length > 5 ? `${shown} và ${list.length - 5} ngày khác` : shown;
};

export const STOCK_MESSAGES = {
  sizeNotFound: 'Không tìm thấy size này của sản phẩm',
  sizeRequired: 'Vui lòng chọn size',
  noSizes: 'Sản phẩm chưa có size nào để thuê hoặc mua',
  productNotFound: 'Không tìm thấy sản phẩm',
  lineNotFound: 'Không tìm thấy dòng đơn này',
  notRentalLine: 'Dòng đơn này không phải đồ thuê',
  unitNotFound: 'Không tìm thấy bộ đồ này',
  blockNotFound: 'Không tìm thấy lịch ngưng phục vụ này',
  unitNotActive: 'Bộ đồ này đã bán hoặc đã ngừng sử dụng',
  blockDates: 'Ngày kết thúc phải từ ngày bắt đầu trở đi',
  blockInPast: 'Không thể ngưng phục vụ cho những ngày đã qua',
  blockTooLong: 'Mỗi lần ngưng phục vụ tối đa 365 ngày; bộ đồ không dùng nữa thì chọn Ngừng sử dụng',
  blockOverlaps: 'Bộ đồ đã có lịch ngưng phục vụ trùng những ngày này',
  blockDoubleBooks: (list: readonly string[]) => `Không thể ngưng phục vụ: size này đã kín lịch thuê vào ngày ${days(list)}`,
  retireWithShopper: 'Bộ đồ đang ở chỗ khách; hãy nhận lại trước khi ngừng sử dụng',
  retireDoubleBooks: (list: readonly string[]) => `Không thể ngừng sử dụng: size này cần đủ bộ đồ cho các đơn thuê vào ngày ${days(list)}`,
  alreadyRetired: 'Bộ đồ đã ngừng sử dụng',
  scanOrPick: 'Vui lòng quét hoặc chọn bộ đồ giao cho khách',
  unknownCode: (code: string) => `Không tìm thấy bộ đồ mã ${code}`,
  duplicateUnit: (code: string) => `Bộ đồ ${code} được quét hai lần`,
  wrongProduct: (code: string, product: string, size: string) => `Bộ đồ ${code} là ${product} size ${size}, không có trong đơn này`,
  tooMany: (product: string, size: string, quantity: number) => `Đơn này chỉ cần ${quantity} bộ ${product} size ${size}`,
  missing: (product: string, size: string, count: number) => `Còn thiếu ${count} bộ ${product} size ${size}: vui lòng quét hoặc chọn`,
  unitGone: (code: string) => `Bộ đồ ${code} đã bán hoặc đã ngừng sử dụng`,
  unitWithShopper: (code: string, order: string) => `Bộ đồ ${code} đang ở chỗ khách (đơn ${order})`,
  unitBlocked: (code: string, from: string, to: string) => `Bộ đồ ${code} ngưng phục vụ từ ${formatDate(from)} đến ${formatDate(to)}`,
  unitBooked: (code: string, order: string) => `Bộ đồ ${code} đã giao cho đơn ${order} trùng ngày thuê`,
} as const;
