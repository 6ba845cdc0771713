/** Reminders of a rental's days: their kinds, channels and states, with the Vietnamese labels staff and shoppers read. */
export const REMINDER_KINDS = ['handover_tomorrow', 'return_tomorrow', 'return_today', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  handover_tomorrow: 'Trước ngày nhận đồ',
  return_tomorrow: 'Trước ngày trả đồ',
  return_today: 'Ngày trả đồ',
  overdue: 'Trễ hạn trả',
};

/** `sms` is the text channel: SMS or Zalo ZNS, whichever sender the shop configured. */
export const REMINDER_CHANNELS = ['app', 'email', 'push', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = {
  app: 'Thông báo trong ứng dụng',
  email: 'Email',
  push: 'Thông báo đẩy',
  sms: 'SMS/Zalo',
};

export const REMINDER_STATUSES = ['scheduled', 'sent', 'skipped', 'failed'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_STATUS_LABELS: Record<ReminderStatus, string> = { scheduled: 'Đã lên lịch', sent: 'Đã gửi', skipped: 'Bỏ qua', failed: 'Gửi lỗi' };

/** Reminders go out at this hour, Vietnam time, on their day. */
export const REMINDER_HOUR_VN = 9;
