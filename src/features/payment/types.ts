/** Payment shapes of docs/orders-api.md (server: server/modules/payment/types.ts). */
export type PaymentMethod = 'cash' | 'bank_transfer' | 'momo' | 'zalopay' | 'vnpay_atm' | 'vnpay_card' | 'wallet';
export type GatewayMethod = 'momo' | 'zalopay' | 'vnpay_atm' | 'vnpay_card';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface VietQrDto {
  content: string;
  svg: string;
  bankName: string;
  bankBin: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  memo: string;
}

export type PaymentActionDto = { kind: 'redirect'; url: string } | { kind: 'qr'; qr: VietQrDto } | { kind: 'none' };

export interface PaymentDto {
  reference: string;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  sandbox: boolean;
  action: PaymentActionDto;
}

export interface PaymentStateDto extends PaymentDto {
  purpose: 'order' | 'membership' | 'topup';
  orderId: number | null;
}
