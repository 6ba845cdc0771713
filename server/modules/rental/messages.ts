/** The rental's life after checkout: its Vietnamese messages, timeline notes and notifications. */
import type { NotificationInput } from '../notification/notify';
import { dueBackDay } from '../../../core/rules/rental-lifecycle';
import { dayVi } from '../cart/messages';
import { DELIVERY_METHOD_LABELS, type OrderStanding } from '../../../core/format/order-standing';
import type { DeliveryMethod } from '../../../core/rules/order-totals';
import { LATE_FEE_PERCENT_PER_DAY } from '../../../core/rules/rental-lifecycle';
import { orderLink as link, vnd } from '../order/messages';

/** Staff moving a rental (hand-over, return, deposit, photos). */
export const RENTAL_MESSAGES = {
  itemNotFound: 'Không tìm thấy sản phẩm trong đơn hàng',
  notRental: 'Đây không phải sản phẩm thuê',
  notWithShopper: 'Đồ thuê này chưa được giao cho khách hoặc đã được nhận lại',
  notAwaitingTransfer: 'Tiền cọc của dòng này không chờ hoàn bằng chuyển khoản',
  notPaidYet: 'Đơn hàng chưa được thanh toán',
  notDelivering: 'Đơn hàng không ở trạng thái chờ giao',
  returnBeforeHandOver: 'Ngày nhận lại không thể trước ngày giao đồ',
  returnInFuture: 'Ngày nhận lại không thể sau hôm nay',
  notADay: 'Ngày nhận lại không hợp lệ (DD/MM/YYYY)',
  damageNeedsNote: 'Vui lòng ghi rõ tình trạng hư hỏng khi có phí sửa chữa',
  photoBeforeHandOver: 'Chỉ chụp ảnh tình trạng cho đồ thuê đã giao cho khách',
  tooManyReturnPhotos: (max: number) => `Mỗi món đồ thuê có tối đa ${max} ảnh tình trạng`,
} as const;

/** Extending a rental ("Gia hạn thuê"). */
export const EXTENSION_MESSAGES = {
  itemNotFound: 'Không tìm thấy món đồ này trong đơn hàng',
  notRental: 'Chỉ gia hạn được đồ thuê',
  backup: 'Size dự phòng được gia hạn cùng size chính: hãy gia hạn món chính của bạn',
  notYetHandedOver: 'Đồ chưa được giao cho bạn. Bạn có thể gia hạn sau khi nhận đồ',
  alreadyBack: 'Đồ đã được trả lại cửa hàng nên không cần gia hạn',
  late: (dueBack: string) => `Đã quá ngày trả đồ (${dayVi(dueBack)}) nên không thể gia hạn. Vui lòng trả đồ sớm hoặc liên hệ cửa hàng`,
  pending: (code: string) => `Bạn đã có yêu cầu gia hạn ${code} đang chờ thanh toán`,
  noRoom: (name: string) => `Những ngày ngay sau lịch thuê của «${name}» đã có khách khác đặt, nên chưa thể gia hạn. Vui lòng trả đồ đúng hẹn`,
  onlyRoom: (name: string, days: number) => `«${name}» đã có khách khác đặt sau đó; bạn chỉ có thể gia hạn thêm tối đa ${days} ngày`,
  noCash: 'Gia hạn thuê được thanh toán trực tuyến, chuyển khoản hoặc bằng ví',
} as const;

/** Texts of the order timeline (order_events.note) written by the moves after checkout. */
export const RENTAL_EVENT_NOTES = {
  paid: 'Đã nhận thanh toán',
  cancelledByShop: (reason: string | null) => (reason ? `Cửa hàng đã hủy đơn: ${reason}` : 'Cửa hàng đã hủy đơn'),
  cancelledByShopper: (reason: string | null, kept: number, rentRefundPercent: number) =>
    [
      reason ? `Khách hàng đã hủy đơn: ${reason}` : 'Khách hàng đã hủy đơn',
      kept > 0 ? `theo chính sách hủy, hoàn ${rentRefundPercent}% tiền thuê và giữ lại ${vnd(kept)}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  expired: 'Đơn hàng quá hạn thanh toán nên đã bị hủy',
  delivered: 'Đơn hàng đã giao xong',
  pickedUp: 'Khách đã nhận đồ tại cửa hàng',
  extensionPlaced: (orderCode: string, days: number) => `Yêu cầu gia hạn thêm ${days} ngày cho đơn hàng ${orderCode}`,
  extended: (name: string, days: number, dateTo: string, extensionCode: string) =>
    `Đã gia hạn «${name}» thêm ${days} ngày (đơn ${extensionCode}); hạn trả mới là ngày ${dayVi(dueBackDay(dateTo))}`,
  extensionVoid: 'Đồ đã được trả trước khi nhận thanh toán gia hạn nên yêu cầu gia hạn được hủy và hoàn tiền vào ví',
} as const;

export const RENTAL_NOTIFICATIONS = {
  paid: (orderId: number, code: string, deliveryMethod: DeliveryMethod): NotificationInput => ({
    title: `Đã thanh toán đơn hàng ${code}`,
    body:
      deliveryMethod === 'pickup'
        ? `Chúng tôi đã nhận thanh toán cho đơn hàng ${code}. ${DELIVERY_METHOD_LABELS.pickup}: đồ sẽ được chuẩn bị sẵn để bạn đến lấy.`
        : `Chúng tôi đã nhận thanh toán cho đơn hàng ${code} và sẽ giao hàng sớm.`,
    link: link(orderId),
  }),
  cancelled: (orderId: number, code: string, refund: number, outside = 0): NotificationInput => ({
    title: `Đơn hàng ${code} đã bị hủy`,
    body: [
      `Đơn hàng ${code} đã bị hủy.`,
      refund > 0 ? `${vnd(refund)} đã được hoàn vào ví của bạn.` : null,
      outside > 0 ? `${vnd(outside)} sẽ được hoàn về tài khoản bạn đã thanh toán.` : null,
    ]
      .filter(Boolean)
      .join(' '),
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
  /** Handed over: a rental is out until its due-back day (never "hoàn thành"); a purchase was delivered or collected. */
  done: (orderId: number, code: string, standing: OrderStanding, deliveryMethod: DeliveryMethod): NotificationInput =>
    standing.dueBack
      ? {
          title: `Đơn hàng ${code}: ${standing.label}`,
          body: `Bạn đã nhận đồ thuê của đơn hàng ${code}. Vui lòng trả đồ trong ngày ${dayVi(standing.dueBack)}; trả muộn tính ${LATE_FEE_PERCENT_PER_DAY}% tiền thuê mỗi ngày.`,
          link: link(orderId),
        }
      : {
          title: deliveryMethod === 'pickup' ? `Đơn hàng ${code} đã được nhận tại cửa hàng` : `Đơn hàng ${code} đã giao`,
          body: `Đơn hàng ${code} đã ${deliveryMethod === 'pickup' ? 'được nhận tại cửa hàng' : 'được giao'}. Cảm ơn bạn đã mua sắm tại Thuê Đồ!`,
          link: link(orderId),
        },
} as const;
