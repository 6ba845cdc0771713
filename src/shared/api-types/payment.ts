/**
 * Payment shapes of docs/orders-api.md, the one definition the server (server/modules/payment/types.ts) and the
 * storefront (src/features/payment/types.ts) both use.
 */
import { vi } from '../i18n/vi';

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'momo', 'zalopay', 'vnpay_atm', 'vnpay_card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How shoppers read each method, on the storefront and in the server's messages and order timeline. */
export const METHOD_LABELS: Record<PaymentMethod, string> = vi.payment.methods;
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
