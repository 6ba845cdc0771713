/** Payment shapes of docs/orders-api.md: one definition, shared with the server. */
export type {
  PaymentActionDto,
  PaymentDto,
  PaymentMethod,
  PaymentStateDto,
  PaymentStatus,
  VietQrDto,
} from '../../shared/api-types/payment';
export type GatewayMethod = 'momo' | 'zalopay' | 'vnpay_atm' | 'vnpay_card';
