import { Tag } from 'antd';
import { vi } from '../../../shared/i18n/vi';
import { orderStrings } from '../strings';
import type { OrderStatus } from '../../../../core/contracts/order-vocab';
import type { PaymentStatus } from '../../../../core/contracts/payment-vocab';

/** Solid tags in dark tones: white text on them passes WCAG AA (antd's light presets do not, 3–4:1). */
export const TAG_TONES = { warning: '#a84a00', info: '#0b57d0', success: '#237a3b', danger: '#b3261e' } as const;

const statusColors: Record<OrderStatus, string> = {
  not_paid: TAG_TONES.warning,
  delivering: TAG_TONES.info,
  done: TAG_TONES.success,
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={statusColors[status]} data-testid="order-status">
      {orderStrings.statuses[status]}
    </Tag>
  );
}

const paymentColors: Record<PaymentStatus, string> = { pending: TAG_TONES.warning, paid: TAG_TONES.success, failed: TAG_TONES.danger, cancelled: 'default', refunded: TAG_TONES.info };

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <Tag color={paymentColors[status]}>{orderStrings.paymentStatuses[status]}</Tag>;
}

/** The small 'Môi trường thử nghiệm' label of a sandboxed gateway. */
export function SandboxTag() {
  return (
    <Tag color="purple" variant="outlined">
      {vi.checkout.sandboxTag}
    </Tag>
  );
}
