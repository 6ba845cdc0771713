/**
 * Money going back to the shopper and out of her wallet: where a refund goes, how it stands, the withdrawal's states,
 * and the banks a shopper may name. Plain values for both halves (the TypeBox contract, ./refund.ts, builds on them).
 */
export const REFUND_DESTINATIONS = ['wallet', 'bank', 'gateway'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const REFUND_DESTINATION_LABELS: Record<RefundDestination, string> = {
  wallet: 'Vào ví của khách',
  bank: 'Chuyển khoản ngân hàng',
  gateway: 'Về cổng thanh toán đã trả',
};

export const REFUND_STATUSES = ['pending', 'paid', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = { pending: 'Chờ hoàn', paid: 'Đã hoàn', failed: 'Không hoàn được' };

/** Why the money goes back: the order was cancelled, or a rental's deposit after its return. */
export const REFUND_CAUSES = ['cancellation', 'deposit'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = { requested: 'Đang xử lý', paid: 'Đã chuyển', rejected: 'Từ chối' };

/** The common Vietnamese banks (short code → name as shoppers know it). */
export const BANKS = {
  VCB: 'Vietcombank',
  CTG: 'VietinBank',
  BIDV: 'BIDV',
  AGRIBANK: 'Agribank',
  TCB: 'Techcombank',
  MB: 'MB Bank',
  ACB: 'ACB',
  VPB: 'VPBank',
  TPB: 'TPBank',
  STB: 'Sacombank',
  VIB: 'VIB',
  HDB: 'HDBank',
  SHB: 'SHB',
  OCB: 'OCB',
  MSB: 'MSB',
} as const satisfies Record<string, string>;
export type BankCode = keyof typeof BANKS;
export const BANK_CODES = Object.keys(BANKS) as BankCode[];

export const ACCOUNT_NUMBER_PATTERN = '^[0-9]{6,19}$';

/** A holder's name as banks print it: no diacritics (đ → D), upper case, single spaces. */
export function bankHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Vietcombank ••• 6789": what a shopper recognises her account by, without printing it whole. */
export function maskedAccount(bank: BankCode, accountNumber: string): string {
  return `${BANKS[bank]} ••• ${accountNumber.slice(-4)}`;
}

/** The smallest withdrawal (a transfer costs the shop a fee). */
export const MIN_WITHDRAWAL = 10_000;
