/** Staff changing a rental line before hand-over: messages, the timeline note and the shopper's notification. */
import type { NotificationInput } from '../notification/notify';
import { dayVi } from '../cart/messages';
import { orderLink, vnd } from '../order/messages';

export interface LineChangeSummary {
  orderId: number;
  code: string;
  productName: string;
  sizeName: string;
  dateFrom: string;
  dateTo: string;
  /** > 0 charged, < 0 refunded, 0 the same price. */
  difference: number;
  orderPaid: boolean;
}

const what = (change: LineChangeSummary) => `«${change.productName}» sang size ${change.sizeName}, ${dayVi(change.dateFrom)} – ${dayVi(change.dateTo)}`;

function moneyNote(change: LineChangeSummary): string {
  if (change.difference === 0) return 'giá thuê không đổi';
  if (!change.orderPaid) return change.difference > 0 ? `số tiền cần thanh toán tăng ${vnd(change.difference)}` : `số tiền cần thanh toán giảm ${vnd(-change.difference)}`;
  return change.difference > 0 ? `đã trừ ${vnd(change.difference)} từ ví` : `đã hoàn ${vnd(-change.difference)} vào ví`;
}

export const LINE_CHANGE_MESSAGES = {
  itemNotFound: 'Không tìm thấy món đồ này trong đơn hàng',
  notRental: 'Chỉ đổi size hoặc ngày thuê được cho đồ thuê',
  backupDates: 'Đồ thuê này đi cùng size dự phòng nên không đổi ngày thuê riêng được',
  handedOver: 'Đồ đã được giao cho khách nên không thể đổi size hoặc ngày thuê nữa',
  cancelled: 'Đơn hàng đã bị hủy nên không thể đổi size hoặc ngày thuê',
  expired: 'Đơn hàng đã quá hạn thanh toán nên không thể đổi size hoặc ngày thuê',
  nothingChanges: 'Size và ngày thuê giống hệt hiện tại, không có gì để đổi',
  walletShort: (balance: number, difference: number) =>
    `Ví của khách không đủ (còn ${vnd(balance)}) để trả phần chênh lệch; cần thu thêm ${vnd(difference)}`,
  paymentUnderway: (amount: number) =>
    `Khách đang thanh toán đơn này với số tiền cũ (${vnd(amount)}). Hãy xác nhận thanh toán hoặc đợi lượt thanh toán kết thúc rồi mới đổi giá`,
  wouldBeNegative: 'Không thể đổi: tổng đơn hàng sau khi đổi sẽ nhỏ hơn 0 ₫',
  walletDebit: (code: string) => `Trả thêm khi cửa hàng đổi size/ngày thuê đơn hàng ${code}`,
  walletRefund: (code: string) => `Hoàn tiền chênh lệch khi cửa hàng đổi size/ngày thuê đơn hàng ${code}`,
  event: (change: LineChangeSummary) => `Cửa hàng đã đổi ${what(change)}; ${moneyNote(change)}`,
  notification: (change: LineChangeSummary): NotificationInput => ({
    title: 'Cửa hàng đã đổi đồ thuê trong đơn của bạn',
    body: `Đơn hàng ${change.code}: cửa hàng đã đổi ${what(change)}; ${moneyNote(change)}.`,
    link: orderLink(change.orderId),
  }),
};
