import { Steps } from 'antd';
import { vi } from '../../../shared/i18n/vi';
import * as styles from './Checkout.module.css';

/** Giỏ hàng → Thông tin nhận hàng → Thanh toán. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  const t = vi.checkout.steps;
  return (
    <nav aria-label={vi.checkout.stepsLabel} className={styles.steps}>
      <Steps
        size="small"
        current={current}
        responsive={false}
        titlePlacement="vertical"
        items={[{ title: t.cart }, { title: t.delivery }, { title: t.payment }]}
      />
    </nav>
  );
}

export default CheckoutSteps;
