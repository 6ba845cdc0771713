import { vi } from '../../../shared/i18n/vi';
import { buildTimeSupportEnv, shopContact } from '../../support/public';
import * as styles from './Checkout.module.css';

/** The shop where a pick-up order is collected (and rentals returned). */
export function ShopAddress() {
  const t = vi.checkout.shop;
  const shop = shopContact(buildTimeSupportEnv());
  return (
    <address className={styles.shop} style={{ fontStyle: 'normal' }} aria-label={t.label}>
      <span className={styles.shopLabel}>{t.label}</span>
      <strong>{shop.name}</strong>
      <br />
      {shop.address}
      <br />
      <span className={styles.muted}>{t.opens(shop.hours)}</span>
    </address>
  );
}

export default ShopAddress;
