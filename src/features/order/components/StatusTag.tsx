import type { CSSProperties, ReactNode } from 'react';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
import { orderStrings } from '../strings';
import { orderStanding, type StandingInput, type StandingTone } from '../../../../core/format/order-standing';
import { todayInVietnam } from '../../../../core/rules/rental-dates';
import type { PaymentStatus } from '../../../../core/contracts/payment-vocab';

/** Solid tags in dark tones: white text on them passes WCAG AA (antd's light presets do not, 3–4:1). */
export const TAG_TONES = { warning: '#a84a00', info: '#0b57d0', success: '#237a3b', danger: '#b3261e' } as const;

const toneColors: Record<StandingTone, string> = {
  waiting: TAG_TONES.warning,
  preparing: TAG_TONES.info,
  out: TAG_TONES.info,
  late: TAG_TONES.danger,
  done: TAG_TONES.success,
  cancelled: 'default',
};

/** antd's neutral tag and its outlined purple one, drawn the same way (plain HTML: the orders list loads no antd). */
const NEUTRAL: CSSProperties = { background: '#fafafa', color: 'rgba(0, 0, 0, 0.88)', borderColor: '#d9d9d9' };
const PURPLE_OUTLINED: CSSProperties = { background: '#f9f0ff', color: '#531dab', borderColor: '#d3adf7', marginInlineEnd: 8 };

/** A tag drawn like antd's: solid in `color` with white text, or the neutral one for 'default'. */
function Tag({ color, style, children, ...rest }: { color: string; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
  return (
    <span className={controls.tag} style={{ marginInlineEnd: 8, ...(color === 'default' ? NEUTRAL : { background: color, borderColor: color }), ...style }} {...rest}>
      {children}
    </span>
  );
}

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
    <span className={controls.tag} style={PURPLE_OUTLINED}>
      {vi.checkout.sandboxTag}
    </span>
  );
}
