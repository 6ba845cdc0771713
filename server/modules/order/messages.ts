/** The orders' Vietnamese messages and notifications, in one place. */
import { METHOD_LABELS } from '../../../core/contracts/payment-vocab';
import type { PaymentMethodValue } from '../../db/schema';
import type { NotificationInput } from '../notification/notify';
import { dueBackDay } from '../../../core/rules/rental-lifecycle';
import { dayVi } from '../cart/messages';

const vnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;

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

/** Extending a rental ("Gia hạn thuê"). */
export const EXTENSION_MESSAGES = {
  itemNotFound: 'Không tìm thấy món đồ này trong đơn hàng',
  notRental: 'Chỉ gia hạn được đồ thuê',
  notYetHandedOver: 'Đồ chưa được giao cho bạn. Bạn có thể gia hạn sau khi nhận đồ',
  alreadyBack: 'Đồ đã được trả lại cửa hàng nên không cần gia hạn',
  late: (dueBack: string) => `Đã quá ngày trả đồ (${dayVi(dueBack)}) nên không thể gia hạn. Vui lòng trả đồ sớm hoặc liên hệ cửa hàng`,
  pending: (code: string) => `Bạn đã có yêu cầu gia hạn ${code} đang chờ thanh toán`,
  noRoom: (name: string) => `Những ngày ngay sau lịch thuê của «${name}» đã có khách khác đặt, nên chưa thể gia hạn. Vui lòng trả đồ đúng hẹn`,
  onlyRoom: (name: string, days: number) => `«${name}» đã có khách khác đặt sau đó; bạn chỉ có thể gia hạn thêm tối đa ${days} ngày`,
  noCash: 'Gia hạn thuê được thanh toán trực tuyến, chuyển khoản hoặc bằng ví',
} as const;

/** Texts of the order timeline (order_events.note). */
export const EVENT_NOTES = {
  placed: 'Đơn hàng đã được đặt',
  paidAtOnce: 'Đơn hàng đã được thanh toán đủ',
  paid: 'Đã nhận thanh toán',
  paymentStarted: (method: PaymentMethodValue) => `Bắt đầu thanh toán qua ${METHOD_LABELS[method]}`,
  cancelledByShopper: (reason: string | null, kept: number, rentRefundPercent: number) =>
    [
      reason ? `Khách hàng đã hủy đơn: ${reason}` : 'Khách hàng đã hủy đơn',
      kept > 0 ? `theo chính sách hủy, hoàn ${rentRefundPercent}% tiền thuê và giữ lại ${vnd(kept)}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  expired: 'Đơn hàng quá hạn thanh toán nên đã bị hủy',
  delivered: 'Đơn hàng đã giao xong',
  extensionPlaced: (orderCode: string, days: number) => `Yêu cầu gia hạn thêm ${days} ngày cho đơn hàng ${orderCode}`,
  extended: (name: string, days: number, dateTo: string, extensionCode: string) =>
    `Đã gia hạn «${name}» thêm ${days} ngày (đơn ${extensionCode}); hạn trả mới là ngày ${dayVi(dueBackDay(dateTo))}`,
  extensionVoid: 'Đồ đã được trả trước khi nhận thanh toán gia hạn nên yêu cầu gia hạn được hủy và hoàn tiền vào ví',
} as const;

const link = (orderId: number) => `/account/order-history/${orderId}`;

export const ORDER_NOTIFICATIONS = {
  placed: (orderId: number, code: string, amountDue: number): NotificationInput => ({
    title: `Đặt hàng thành công ${code}`,
    body: amountDue > 0 ? `Đơn hàng ${code} đang chờ thanh toán ${vnd(amountDue)}.` : `Đơn hàng ${code} đã được thanh toán và đang được chuẩn bị.`,
    link: link(orderId),
  }),
  paid: (orderId: number, code: string): NotificationInput => ({
    title: `Đã thanh toán đơn hàng ${code}`,
    body: `Chúng tôi đã nhận thanh toán cho đơn hàng ${code} và sẽ giao hàng sớm.`,
    link: link(orderId),
  }),
  cancelled: (orderId: number, code: string, refund: number): NotificationInput => ({
    title: `Đơn hàng ${code} đã bị hủy`,
    body: refund > 0 ? `Đơn hàng ${code} đã bị hủy. ${vnd(refund)} đã được hoàn vào ví của bạn.` : `Đơn hàng ${code} đã bị hủy.`,
    link: link(orderId),
  }),
  expired: (orderId: number, code: string, refund: number): NotificationInput => ({
    title: `Đơn hàng ${code} đã hết hạn thanh toán`,
    body:
      refund > 0
        ? `Đơn hàng ${code} không được thanh toán đúng hạn nên đã bị hủy. ${vnd(refund)} đã được hoàn vào ví của bạn.`
        : `Đơn hàng ${code} không được thanh toán đúng hạn nên đã bị hủy.`,
    link: link(orderId),
  }),
  surplusRefunded: (orderId: number, code: string, amount: number): NotificationInput => ({
    title: `Đã hoàn tiền thanh toán thừa cho đơn hàng ${code}`,
    body: `Đơn hàng ${code} đã được thanh toán trước đó, nên khoản thanh toán thêm ${vnd(amount)} đã được hoàn vào ví của bạn.`,
    link: link(orderId),
  }),
  latePaymentRefunded: (orderId: number, code: string, amount: number): NotificationInput => ({
    title: `Đã hoàn tiền cho đơn hàng ${code}`,
    body: `Khoản thanh toán ${vnd(amount)} đến sau khi đơn hàng ${code} đã bị hủy nên đã được hoàn vào ví của bạn.`,
    link: link(orderId),
  }),
  extensionPlaced: (orderId: number, code: string, name: string, amountDue: number): NotificationInput => ({
    title: `Yêu cầu gia hạn ${code} chờ thanh toán`,
    body: `Thanh toán ${vnd(amountDue)} để gia hạn thuê «${name}». Những ngày gia hạn được giữ cho bạn đến khi hết hạn thanh toán.`,
    link: link(orderId),
  }),
  extended: (orderId: number, name: string, dateTo: string): NotificationInput => ({
    title: `Đã gia hạn thuê «${name}»`,
    body: `Bạn có thể trả «${name}» trong ngày ${dayVi(dueBackDay(dateTo))}.`,
    link: link(orderId),
  }),
  done: (orderId: number, code: string): NotificationInput => ({
    title: `Đơn hàng ${code} đã hoàn thành`,
    body: `Đơn hàng ${code} đã được giao. Cảm ơn bạn đã mua sắm tại Thuê Đồ!`,
    link: link(orderId),
  }),
} as const;
