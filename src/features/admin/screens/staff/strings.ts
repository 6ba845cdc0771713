/** The staff screen's texts. */

export const text = {
  nav: 'Nhân viên',
  title: 'Nhân viên',
  invite: 'Thêm nhân viên',
  inviteTitle: 'Thêm nhân viên',
  fullName: 'Họ và tên',
  email: 'Email',
  role: 'Vai trò',
  password: 'Mật khẩu ban đầu (ít nhất 8 ký tự)',
  disabled: 'Đã khóa',
  active: 'Đang hoạt động',
  disable: 'Khóa',
  enable: 'Mở khóa',
  you: '(bạn)',
  save: 'Lưu',
  reset: 'Đặt lại mật khẩu',
  resetConfirm: (name: string) => `Đặt lại mật khẩu của ${name}? Mật khẩu cũ hết hiệu lực và ${name} bị đăng xuất khỏi mọi thiết bị.`,
  resetTitle: 'Liên kết đặt mật khẩu',
  resetIntro: (name: string) => `Trao liên kết này cho ${name} (trực tiếp hoặc qua kênh tin cậy). Liên kết chỉ dùng được một lần và hết hạn lúc`,
  resetOnce: 'Liên kết chỉ hiện một lần: hãy sao chép ngay.',
  close: 'Đóng',
} as const;
