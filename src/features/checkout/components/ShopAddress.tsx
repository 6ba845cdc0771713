import { vi } from '../../../shared/i18n/vi';
import * as styles from './Checkout.module.css';

/** The shop where a pick-up order is collected (and rentals returned). */
export function ShopAddress() {
  const t = vi.checkout.shop;
  return (
    <address className={styles.shop} style={{ fontStyle: 'normal' }} aria-label={t.label}>
      <span className={styles.shopLabel}>{t.label}</span>
      <strong>{t.name}</strong>
      <br />
      {t.address}
      <br />
      <span className={styles.muted}>{t.hours}</span>
    </address>
  );
}

export default ShopAddress;
