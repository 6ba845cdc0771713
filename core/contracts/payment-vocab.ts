/** The payments' vocabulary, one definition for both halves (the shapes: core/contracts/payment.ts). */

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'momo', 'zalopay', 'vnpay_atm', 'vnpay_card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How shoppers read each method, on the storefront and in the server's messages and order timeline. */
export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Tiền mặt tại cửa hàng',
  bank_transfer: 'Chuyển khoản ngân hàng (VietQR)',
  momo: 'Ví MoMo',
  zalopay: 'Ví ZaloPay',
  vnpay_atm: 'Thẻ ATM / Internet Banking (VNPay)',
  vnpay_card: 'Thẻ quốc tế Visa/Master/JCB (VNPay)',
  wallet: 'Ví của tôi',
};
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PURPOSES = ['order', 'membership', 'topup'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
