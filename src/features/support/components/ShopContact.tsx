import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { vi } from '../../../shared/i18n/vi';
import { buildTimeSupportEnv, shopContact, type ShopContact as Contact } from '../config';
import * as styles from './Support.module.css';

/** The shop's contact block (footer, account page): hotline and email as links, the pick-up shop and its hours. */
export function ShopContact({ contact = shopContact(buildTimeSupportEnv()), headingId }: { contact?: Contact; headingId: string }) {
  const t = vi.support.contact;
  return (
    <section className={styles.contact} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.contactTitle}>
        {t.title}
      </h2>
      <address className={styles.contactList}>
        <a href={contact.hotline.href} className={styles.contactLine}>
          <PhoneOutlined aria-hidden /> <span>{t.hotline(contact.hotline.value)}</span>
        </a>
        <a href={contact.email.href} className={styles.contactLine}>
          <MailOutlined aria-hidden /> <span>{contact.email.value}</span>
        </a>
        <span className={styles.contactLine}>
          <EnvironmentOutlined aria-hidden />
          <span>
            {contact.name}, {contact.address}
          </span>
        </span>
        <span className={styles.contactLine}>
          <ClockCircleOutlined aria-hidden /> <span>{contact.hours}</span>
        </span>
      </address>
    </section>
  );
}

export default ShopContact;
