import { vi } from '../../../shared/i18n/vi';
import { Tag, TAG_TONES } from '../../../shared/ui/Tag';
import { orderStrings } from '../strings';
import { orderStanding, type StandingInput, type StandingTone } from '../../../../core/format/order-standing';
import { todayInVietnam } from '../../../../core/rules/rental-dates';
import type { PaymentStatus } from '../../../../core/contracts/payment-vocab';

const toneColors: Record<StandingTone, string> = {
  waiting: TAG_TONES.warning,
  preparing: TAG_TONES.info,
  out: TAG_TONES.info,
  late: TAG_TONES.danger,
  done: TAG_TONES.success,
  cancelled: 'default',
};

/** Where the order stands in the shared wording: "Đang thuê — hạn trả 05/12", "Trễ 3 ngày — …", "Chờ nhận tại cửa hàng". */
export function OrderStatusTag({ order, today = todayInVietnam() }: { order: StandingInput; today?: string }) {
  const standing = orderStanding(order, today);
  return (
    <Tag color={toneColors[standing.tone]} data-testid="order-status" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {standing.label}
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
    <Tag color="purple">{vi.checkout.sandboxTag}</Tag>
  );
}
