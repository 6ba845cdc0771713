/** The stock calendar's texts. */
import type { CalendarBooking } from '../../../../../core/contracts/stock-calendar';
import { dayMonth } from './dates';

const when = (from: string, to: string) => (from === to ? `ngày ${dayMonth(from)}` : `từ ${dayMonth(from)} đến ${dayMonth(to)}`);
const tentative = (booking: CalendarBooking) => (booking.tentative ? ' (dự kiến, chiếc đồ được chọn khi giao)' : '');
const late = (booking: CalendarBooking) => (booking.late ? `, trễ hạn (hẹn trả ${dayMonth(booking.dateTo)})` : '');

export const BLOCK_REASONS = { cleaning: 'Vệ sinh', repair: 'Sửa chữa', lost: 'Thất lạc', other: 'Khác' } as const;

export const text = {
  nav: 'Lịch đồ',
  title: 'Lịch đồ',
  product: 'Sản phẩm',
  productPlaceholder: 'Tìm sản phẩm theo tên…',
  noProducts: 'Không tìm thấy sản phẩm nào',
  pickProduct: 'Chọn một sản phẩm để xem lịch từng chiếc đồ theo ngày.',
  size: 'Size',
  sizeOption: (name: string, units: number) => `${name} · ${units}`,
  sizeLabel: (name: string, units: number) => `Size ${name}, ${units} chiếc`,
  view: 'Xem theo',
  week: 'Tuần',
  month: 'Tháng',
  today: 'Hôm nay',
  previousWeek: 'Tuần trước',
  nextWeek: 'Tuần sau',
  previousMonth: 'Tháng trước',
  nextMonth: 'Tháng sau',
  range: (from: string, to: string) => `${from} – ${to}`,
  caption: (product: string, size: string, from: string, to: string) => `Lịch size ${size} của ${product}, từ ${from} đến ${to}`,
  unitColumn: 'Chiếc',
  freeRow: 'Trống',
  free: (free: number, units: number) => `${free}/${units}`,
  freeLabel: (free: number, units: number, day: string) => `Ngày ${dayMonth(day)}: trống ${free}/${units} chiếc`,
  todayMark: 'Hôm nay',
  noUnits: 'Size này chưa có chiếc đồ nào.',
  scrollHint: 'Vuốt ngang để xem các ngày khác',
  legend: 'Chú thích',
  sold: 'đã bán',
  retired: 'ngừng dùng',
  unplacedTitle: 'Đặt quá số chiếc đang có',
  unplaced: (code: string, missing: number, from: string, to: string) => `Đơn ${code} thiếu ${missing} chiếc ${when(from, to)}`,
  // Each is a word of its segment's label (what a screen reader says matches what is seen).
  short: { delivery: 'Giao', return: 'Trả', cleaning: 'Giặt', block: 'Ngưng' },
  kinds: { delivery: 'Giao hàng', rental: 'Đang thuê', return: 'Trả đồ', cleaning: 'Vệ sinh', block: 'Ngưng phục vụ', tentative: 'Dự kiến' },
  freeCell: (code: string, day: string) => `${code} trống ngày ${dayMonth(day)}`,
  segment: {
    delivery: (code: string, b: CalendarBooking, from: string) => `${code} giao hàng cho đơn ${b.orderCode} của ${b.shopperName} ngày ${dayMonth(from)}${tentative(b)}`,
    rental: (code: string, b: CalendarBooking, from: string, to: string) => `${code} đang thuê bởi đơn ${b.orderCode} của ${b.shopperName} ${when(from, to)}${late(b)}${tentative(b)}`,
    return: (code: string, b: CalendarBooking, from: string) => `${code} trả đồ của đơn ${b.orderCode} ngày ${dayMonth(from)}${tentative(b)}`,
    cleaning: (code: string, b: CalendarBooking, from: string) => `${code} giặt, vệ sinh sau đơn ${b.orderCode} ngày ${dayMonth(from)}${tentative(b)}`,
  },
  block: (code: string, reason: string, note: string, from: string, to: string) => `${code} ngưng phục vụ (${reason}${note ? `: ${note}` : ''}) ${when(from, to)}`,
} as const;
