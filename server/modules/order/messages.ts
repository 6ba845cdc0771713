/** Placing and paying for an order: the Vietnamese messages, timeline notes and notification (the later moves' are in ../rental/messages.ts). */
import { METHOD_LABELS } from '../../../core/contracts/payment-vocab';
import type { PaymentMethodValue } from '../../db/schema';
import type { NotificationInput } from '../notification/notify';

export const vnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;

export const ORDER_MESSAGES = {
  notFound: 'Không tìm thấy đơn hàng',
  photoNotFound: 'Không tìm thấy ảnh',
  cartItemNotFound: 'Không tìm thấy sản phẩm trong giỏ hàng',
  addressRequired: 'Vui lòng chọn địa chỉ nhận hàng',
  addressNotFound: 'Không tìm thấy địa chỉ',
  cashNeedsPickup: 'Thanh toán tiền mặt chỉ áp dụng khi nhận tại cửa hàng',
  walletMustCoverTotal: (total: number) => `Thanh toán bằng ví cần dùng ví cho toàn bộ đơn hàng (${vnd(total)})`,
  payMethodNotAllowed: 'Vui lòng chọn một phương thức thanh toán trực tuyến hoặc chuyển khoản',
  notPayable: 'Đơn hàng không còn chờ thanh toán',
  alreadyCancelled: 'Đơn hàng đã bị hủy',
  alreadyDone: 'Đơn hàng đã hoàn thành, không thể hủy',
  alreadyPaid: 'Đơn hàng đã được thanh toán',
  paymentRecorded: 'Khoản tiền với mã giao dịch này đã được ghi nhận trước đó',
  notDelivering: 'Đơn hàng không ở trạng thái đang giao',
  staffUnauthorized: 'Mã truy cập nhân viên không hợp lệ',
  tooLarge: (max: number) => `Tổng đơn hàng vượt quá ${vnd(max)}. Vui lòng giảm số lượng, rút ngắn thời gian thuê hoặc chia thành nhiều đơn`,
} as const;

/** Texts of the order timeline (order_events.note) written when an order is placed and paid for. */
export const EVENT_NOTES = {
  placed: 'Đơn hàng đã được đặt',
  paidAtOnce: 'Đơn hàng đã được thanh toán đủ',
  paymentStarted: (method: PaymentMethodValue) => `Bắt đầu thanh toán qua ${METHOD_LABELS[method]}`,
} as const;

export const orderLink = (orderId: number) => `/account/order-history/${orderId}`;

export const ORDER_NOTIFICATIONS = {
  placed: (orderId: number, code: string, amountDue: number): NotificationInput => ({
    title: `Đặt hàng thành công ${code}`,
    body: amountDue > 0 ? `Đơn hàng ${code} đang chờ thanh toán ${vnd(amountDue)}.` : `Đơn hàng ${code} đã được thanh toán và đang được chuẩn bị.`,
    link: orderLink(orderId),
  }),
} as const;
