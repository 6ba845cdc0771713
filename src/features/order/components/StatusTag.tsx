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

/** antd's neutral tag and its light presets, drawn the same way (plain HTML: the orders pages load no antd). */
const PRESETS: Record<string, CSSProperties> = {
  default: { background: '#fafafa', color: 'rgba(0, 0, 0, 0.88)', borderColor: '#d9d9d9' },
  magenta: { background: '#fff0f6', color: '#c41d7f', borderColor: '#ffadd2' },
  geekblue: { background: '#f0f5ff', color: '#1d39c4', borderColor: '#adc6ff' },
  purple: { background: '#f9f0ff', color: '#531dab', borderColor: '#d3adf7' },
};

/** A tag drawn like antd's: solid in `color` (a hex) with white text, or one of antd's light presets by name. */
export function Tag({ color, style, children, ...rest }: { color: string; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
  return (
    <span className={controls.tag} style={{ marginInlineEnd: 8, ...(PRESETS[color] ?? { background: color, borderColor: color }), ...style }} {...rest}>
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
    <Tag color="purple">{vi.checkout.sandboxTag}</Tag>
  );
}
