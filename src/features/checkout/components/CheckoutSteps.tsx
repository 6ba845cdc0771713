import { vi } from '../../../shared/i18n/vi';
import { StepsBar } from '../../../shared/ui/StepsBar';
import * as styles from './Checkout.module.css';

/** Giỏ hàng → Thông tin nhận hàng → Thanh toán. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  const t = vi.checkout.steps;
  return (
    <nav aria-label={vi.checkout.stepsLabel} className={styles.steps}>
      <StepsBar names={[t.cart, t.delivery, t.payment]} current={current} />
    </nav>
  );
}

export default CheckoutSteps;
