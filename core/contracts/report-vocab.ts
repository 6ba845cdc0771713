/** The back-office's papers: the hand-over and return slips of an order, and the accountant's export (plain values). */

/** `handover`: what left the shop, to sign at hand-over; `return`: what came back and how each deposit was settled. */
export const SLIP_KINDS = ['handover', 'return'] as const;
export type SlipKind = (typeof SLIP_KINDS)[number];

export const SLIP_FORMATS = ['pdf', 'html'] as const;
export type SlipFormat = (typeof SLIP_FORMATS)[number];

export const SLIP_TITLES: Record<SlipKind, string> = {
  handover: 'Phiếu giao nhận',
  return: 'Phiếu trả đồ và quyết toán tiền cọc',
};

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The longest range one export covers (a year, leap day included). */
export const EXPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  badDay: 'Ngày không hợp lệ',
  rangeReversed: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  rangeTooLong: `Mỗi lần xuất tối đa ${EXPORT_MAX_DAYS} ngày`,
  noHandOver: 'Đơn hàng chưa được thanh toán nên chưa có phiếu giao nhận',
  nothingReturned: 'Đơn hàng chưa có món nào được trả nên chưa có phiếu trả đồ',
} as const;
