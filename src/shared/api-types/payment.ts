/**
 * Payment shapes of docs/orders-api.md, the one definition the server (server/modules/payment/types.ts) and the
 * storefront (src/features/payment/types.ts) both use.
 */
export type PaymentMethod = 'cash' | 'bank_transfer' | 'momo' | 'zalopay' | 'vnpay_atm' | 'vnpay_card' | 'wallet';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
export type PaymentPurpose = 'order' | 'membership' | 'topup';

export interface VietQrDto {
  /** EMVCo payload. */
  content: string;
  /** `data:image/svg+xml;base64,…` */
  svg: string;
  bankName: string;
  bankBin: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  /** The order code (or the payment reference when there is no order). */
  memo: string;
}

export type PaymentActionDto = { kind: 'redirect'; url: string } | { kind: 'qr'; qr: VietQrDto } | { kind: 'none' };

export interface PaymentDto {
  reference: string;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  /** Played by the local sandbox gateway. */
  sandbox: boolean;
  action: PaymentActionDto;
}

export interface PaymentStateDto extends PaymentDto {
  purpose: PaymentPurpose;
  orderId: number | null;
}
