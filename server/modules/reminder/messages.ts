/** What a reminder says: one text for every channel (the app's notification, the mail, the push, the SMS/Zalo). */
import type { NotificationInput } from '../notification/notify';
import { dayVi } from '../cart/messages';
import { DELIVERY_METHOD_LABELS, STANDING_TEXT } from '../../../core/format/order-standing';
import type { DeliveryMethod } from '../../../core/rules/order-totals';
import { LATE_FEE_PERCENT_PER_DAY } from '../../../core/rules/rental-lifecycle';
import { orderLink } from '../order/messages';
import { formatVnd } from '../../../core/format';
import type { PlannedReminder } from './plan';

export interface ReminderOrder {
  id: number;
  code: string;
  deliveryMethod: DeliveryMethod;
}

/** The SMS/Zalo template a provider maps to its own approved template id; params fill it. */
export interface ReminderText extends NotificationInput {
  template: string;
  params: Record<string, string | number>;
}

export function reminderText(order: ReminderOrder, reminder: Pick<PlannedReminder, 'kind' | 'aboutDay' | 'lateDays' | 'standing'>): ReminderText {
  const { code } = order;
  const link = orderLink(order.id);
  const day = dayVi(reminder.aboutDay);
  switch (reminder.kind) {
    case 'handover_tomorrow':
      return order.deliveryMethod === 'pickup'
        ? {
            title: `Ngày mai nhận đồ tại cửa hàng — đơn hàng ${code}`,
            body: `${DELIVERY_METHOD_LABELS.pickup}: đồ thuê của đơn hàng ${code} được chuẩn bị sẵn để bạn đến lấy ngày ${day}.`,
            link,
            template: 'handover_tomorrow_pickup',
            params: { code, day },
          }
        : {
            title: `Ngày mai giao đồ thuê — đơn hàng ${code}`,
            body: `Đồ thuê của đơn hàng ${code} sẽ được giao đến bạn ngày ${day}. Vui lòng để ý điện thoại để nhận hàng.`,
            link,
            template: 'handover_tomorrow_delivery',
            params: { code, day },
          };
    case 'return_tomorrow':
      return {
        title: `Ngày mai là hạn trả đồ — đơn hàng ${code}`,
        body: `Vui lòng trả đồ thuê của đơn hàng ${code} trong ngày ${day}; trả muộn tính ${LATE_FEE_PERCENT_PER_DAY}% tiền thuê mỗi ngày. Cần thêm ngày? Bạn có thể gia hạn thuê trên trang đơn hàng.`,
        link,
        template: 'return_tomorrow',
        params: { code, day, percent: LATE_FEE_PERCENT_PER_DAY },
      };
    case 'return_today':
      return {
        title: `Hôm nay là hạn trả đồ — đơn hàng ${code}`,
        body: `Vui lòng trả đồ thuê của đơn hàng ${code} trong hôm nay (${day}); từ ngày mai tính phí trễ ${LATE_FEE_PERCENT_PER_DAY}% tiền thuê mỗi ngày.`,
        link,
        template: 'return_today',
        params: { code, day, percent: LATE_FEE_PERCENT_PER_DAY },
      };
    case 'overdue': {
      const fee = reminder.standing?.lateFee ?? 0;
      return {
        title: `Đơn hàng ${code}: ${STANDING_TEXT.late(reminder.lateDays, fee)}`,
        body: `Đồ thuê của đơn hàng ${code} đã quá hạn trả (${day}) ${reminder.lateDays} ngày. Phí trễ đến nay ${formatVnd(fee)}, thêm ${LATE_FEE_PERCENT_PER_DAY}% tiền thuê mỗi ngày, trừ vào tiền cọc. Vui lòng trả đồ sớm hoặc liên hệ cửa hàng.`,
        link,
        template: 'overdue',
        params: { code, day, lateDays: reminder.lateDays, lateFee: formatVnd(fee) },
      };
    }
  }
}

/** Why a reminder did not go on a channel (staff read it on the order). */
export const REMINDER_NOTES = {
  channelOff: 'Khách đã tắt kênh này',
  noEmail: 'Tài khoản chưa có email',
  noPhone: 'Tài khoản chưa có số điện thoại',
  noSubscription: 'Khách chưa cho phép thông báo đẩy',
  pushOff: 'Máy chủ chưa cấu hình thông báo đẩy (VAPID)',
} as const;
