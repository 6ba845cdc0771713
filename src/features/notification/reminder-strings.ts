/** The reminder settings' and the push offer's words (only these components load them). */
import { REMINDER_CHANNEL_LABELS } from '../../../core/contracts/reminder-vocab';

export const reminderStrings = {
  title: 'Nhắc lịch nhận và trả đồ',
  intro: 'Chúng tôi nhắc bạn trước ngày nhận đồ, trước ngày trả, vào ngày trả và mỗi ngày trễ hạn (kèm phí trễ đến nay). Chọn kênh bạn muốn nhận.',
  channels: REMINDER_CHANNEL_LABELS,
  hints: {
    app: 'Hiện trong mục Thông báo của tài khoản.',
    email: 'Gửi đến email của tài khoản.',
    push: 'Hiện trên điện thoại kể cả khi không mở trang, nếu bạn cho phép trình duyệt.',
    sms: 'Tin nhắn đến số điện thoại của tài khoản (SMS hoặc Zalo).',
  },
  loadError: 'Không tải được cài đặt nhắc lịch.',
  saved: 'Đã lưu cài đặt nhắc lịch',
  pushAsk: 'Nhận nhắc lịch trả đồ qua thông báo?',
  pushAskHint: 'Chúng tôi sẽ nhắc bạn trước ngày nhận và trả đồ, ngay trên điện thoại.',
  pushButton: 'Bật thông báo',
  pushDone: 'Đã bật thông báo nhắc lịch trên trình duyệt này.',
  pushDenied: 'Trình duyệt đang chặn thông báo. Bạn có thể bật lại trong cài đặt trình duyệt.',
  pushUnsupported: 'Trình duyệt này chưa hỗ trợ thông báo đẩy. Bạn vẫn nhận nhắc lịch qua ứng dụng, email và SMS/Zalo.',
  pushOff: 'Cửa hàng chưa bật thông báo đẩy. Bạn vẫn nhận nhắc lịch qua ứng dụng, email và SMS/Zalo.',
  pushFailed: 'Chưa bật được thông báo, vui lòng thử lại.',
} as const;
