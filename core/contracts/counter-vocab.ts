/** Counter and phone orders' vocabulary (the shapes: ./counter.ts), one definition for both halves. */
import type { OrderChannel } from './order-vocab';

/** The channels staff take an order on. */
export const COUNTER_CHANNELS = ['counter', 'phone'] as const satisfies readonly OrderChannel[];
export type CounterChannel = (typeof COUNTER_CHANNELS)[number];

/** How the money is taken: cash or a transfer seen at the counter (paid at once), or a transfer still to come. */
export const COUNTER_PAYMENTS = ['cash', 'transfer', 'unpaid'] as const;
export type CounterPayment = (typeof COUNTER_PAYMENTS)[number];
export const COUNTER_PAYMENT_LABELS: Record<CounterPayment, string> = {
  cash: 'Tiền mặt',
  transfer: 'Chuyển khoản (đã nhận)',
  unpaid: 'Chờ chuyển khoản',
};
