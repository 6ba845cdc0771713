/** Counter and phone orders' Vietnamese messages. */
export const COUNTER_MESSAGES = {
  customerNotFound: 'Không tìm thấy khách hàng',
  badPhone: 'Số điện thoại không hợp lệ (10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09)',
  phoneTaken: (name: string) => `Số điện thoại này đã có tài khoản khách hàng «${name}»: hãy tìm và chọn khách này`,
  referenceRequired: 'Vui lòng nhập mã giao dịch chuyển khoản',
  addressRequired: 'Vui lòng nhập địa chỉ giao hàng',
  receiverPhoneRequired: 'Vui lòng nhập số điện thoại người nhận',
  received: (staffName: string, how: string) => `Nhân viên ${staffName} nhận ${how} tại quầy`,
} as const;
