/** What a withdrawal says: its ledger lines, its notifications and its refusals. */
import { formatVnd } from '../../../core/format';
import { maskedAccount, type BankCode } from '../../../core/contracts/refund-vocab';
import type { NotificationInput } from '../notification/notify';

export const WALLET_LINK = '/account/my-wallet';

export const WITHDRAWAL_MESSAGES = {
  overBalance: (available: number) => `Số tiền rút vượt quá số dư khả dụng (${formatVnd(available)})`,
  notFound: 'Không tìm thấy yêu cầu rút tiền',
  alreadySettled: 'Yêu cầu rút tiền này đã được xử lý',
  holderName: 'Tên chủ tài khoản chỉ gồm chữ cái (không dấu), ví dụ NGUYEN THI HUONG',
} as const;

/** The ledger's lines, one per step: the hold (available → held), the payout (held → bank), the release (held → available). */
export const WITHDRAWAL_LEDGER = {
  hold: (id: number, bank: BankCode, account: string) => ({ reason: 'withdrawal_hold', description: `Yêu cầu rút tiền #${id} về ${maskedAccount(bank, account)}` }),
  held: (id: number) => ({ reason: 'withdrawal_hold', description: `Đang chờ chuyển: yêu cầu rút tiền #${id}` }),
  paid: (id: number, reference: string) => ({ reason: 'withdrawal_paid', description: `Đã chuyển về ngân hàng: yêu cầu rút tiền #${id} (mã giao dịch ${reference})` }),
  returnedFromHold: (id: number) => ({ reason: 'withdrawal_rejected', description: `Hoàn lại do từ chối: yêu cầu rút tiền #${id}` }),
  returned: (id: number, reason: string) => ({ reason: 'withdrawal_rejected', description: `Hoàn lại do từ chối: yêu cầu rút tiền #${id} (${reason})` }),
} as const;

export const WITHDRAWAL_NOTIFICATIONS = {
  paid: (amount: number, bank: BankCode, account: string, reference: string): NotificationInput => ({
    title: 'Đã chuyển tiền rút về ngân hàng',
    body: `Cửa hàng đã chuyển ${formatVnd(amount)} về ${maskedAccount(bank, account)} (mã giao dịch ${reference}).`,
    link: WALLET_LINK,
  }),
  rejected: (amount: number, reason: string): NotificationInput => ({
    title: 'Yêu cầu rút tiền bị từ chối',
    body: `Yêu cầu rút ${formatVnd(amount)} không được thực hiện: ${reason}. Số tiền đã được hoàn lại vào ví của bạn.`,
    link: WALLET_LINK,
  }),
} as const;
