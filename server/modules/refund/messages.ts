/** What refunds say: refusals, the order's timeline, the shopper's notifications. */
import { formatVnd } from '../../../core/format';
import { BANKS, type BankCode } from '../../../core/contracts/refund-vocab';
import { orderLink } from '../order/messages';
import type { NotificationInput } from '../notification/notify';

export const GATEWAY_NAMES = { momo: 'MoMo', zalopay: 'ZaloPay', vnpay: 'VNPay' } as const;
export type RefundGateway = keyof typeof GATEWAY_NAMES;

export const REFUND_MESSAGES = {
  notFound: 'Không tìm thấy khoản hoàn tiền',
  alreadySettled: 'Khoản hoàn tiền này đã được xử lý',
  noGatewayPayment: 'Đơn này không thanh toán qua MoMo, ZaloPay hay VNPay: chọn hoàn vào ví hoặc chuyển khoản',
  referenceNeeded: 'Nhập mã giao dịch chuyển khoản',
  reasonNeeded: 'Nhập lý do hủy đơn',
  bankNeeded: 'Nhập tài khoản ngân hàng của khách (ngân hàng, số tài khoản, chủ tài khoản)',
} as const;

const where = (destination: 'bank' | 'gateway', gateway: RefundGateway | null, bank: BankCode | null) =>
  destination === 'gateway' ? `về ${gateway ? GATEWAY_NAMES[gateway] : 'cổng thanh toán'}` : `về tài khoản ${bank ? BANKS[bank] : 'ngân hàng'}`;

export const REFUND_NOTES = {
  pending: (amount: number, destination: 'bank' | 'gateway', gateway: RefundGateway | null, bank: BankCode | null) =>
    `Hoàn ${formatVnd(amount)} ${where(destination, gateway, bank)}: đang xử lý`,
  paid: (amount: number, destination: 'bank' | 'gateway', gateway: RefundGateway | null, bank: BankCode | null, reference: string) =>
    `Đã hoàn ${formatVnd(amount)} ${where(destination, gateway, bank)} (mã giao dịch ${reference})`,
  failed: (amount: number, gateway: RefundGateway | null, reason: string) => `${gateway ? GATEWAY_NAMES[gateway] : 'Cổng thanh toán'} không hoàn được ${formatVnd(amount)}: ${reason}`,
  toWallet: (amount: number) => `Hoàn ${formatVnd(amount)} vào ví của khách`,
} as const;

export const REFUND_NOTIFICATIONS = {
  paid: (orderId: number, code: string, note: string): NotificationInput => ({ title: `Đã hoàn tiền đơn ${code}`, body: `${note}.`, link: orderLink(orderId) }),
  toWallet: (orderId: number, code: string, amount: number): NotificationInput => ({
    title: `Đã hoàn tiền đơn ${code}`,
    body: `${formatVnd(amount)} đã được hoàn vào ví của bạn.`,
    link: orderLink(orderId),
  }),
} as const;
