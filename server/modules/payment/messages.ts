/** The payment module's Vietnamese texts. */
import { METHOD_LABELS } from '../../../core/contracts/payment-vocab';
import type { PaymentMethodValue } from './types';

export const PAYMENT_MESSAGES = {
  notFound: 'Không tìm thấy giao dịch thanh toán',
  badAmount: 'Số tiền thanh toán không hợp lệ',
  walletNeedsNoGateway: 'Thanh toán bằng ví Thuê Đồ không cần qua cổng thanh toán',
  unavailable: (method: PaymentMethodValue) => `Phương thức thanh toán ${METHOD_LABELS[method]} hiện chưa được hỗ trợ, vui lòng chọn phương thức khác`,
  gatewayFailed: (method: PaymentMethodValue) =>
    `Không kết nối được cổng thanh toán ${METHOD_LABELS[method]}, vui lòng thử lại hoặc chọn phương thức khác`,
  packageNotFound: 'Không tìm thấy gói thành viên',
  packageFree: 'Gói thành viên này miễn phí, không cần thanh toán',
};

export const PAYMENT_NOTIFICATIONS = {
  topUp: (amount: string, method: PaymentMethodValue) => ({
    title: 'Nạp tiền vào ví thành công',
    body: `Ví của bạn đã được cộng ${amount} qua ${METHOD_LABELS[method]}.`,
    link: '/account/my-wallet',
  }),
};
