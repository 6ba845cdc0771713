import { Tag } from 'antd';
import { vi } from '../../../shared/i18n/vi';
import type { OrderStatus, PaymentStatus } from '../types';
import { orderStrings } from '../strings';

const statusColors: Record<OrderStatus, string> = {
  not_paid: 'orange',
  delivering: 'blue',
  done: 'green',
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={statusColors[status]} data-testid="order-status">
      {orderStrings.statuses[status]}
    </Tag>
  );
}

const paymentColors: Record<PaymentStatus, string> = { pending: 'orange', paid: 'green', failed: 'red', cancelled: 'default', refunded: 'blue' };

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
