import { vi } from '../../../shared/i18n/vi';
import { buildTimeSupportEnv, shopContact, type ShopContact as Contact } from '../config';
import * as styles from './Support.module.css';

/**
 * The shop's contact block (footer, account page): hotline and email as links, the pick-up shop and its hours.
 * Plain text labels, no icons: it is on every page's first load.
 */
export function ShopContact({ contact = shopContact(buildTimeSupportEnv()), headingId }: { contact?: Contact; headingId: string }) {
  const t = vi.support.contact;
  return (
    <section className={styles.contact} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.contactTitle}>
        {t.title}
      </h2>
      <dl className={styles.contactList}>
        <dt>{t.hotline}</dt>
        <dd>
          <a href={contact.hotline.href}>{contact.hotline.value}</a>
        </dd>
        <dt>{t.email}</dt>
        <dd>
          <a href={contact.email.href}>{contact.email.value}</a>
        </dd>
        <dt>{t.address}</dt>
        <dd>
          {contact.name}, {contact.address}
        </dd>
        <dt>{t.hours}</dt>
        <dd>{contact.hours}</dd>
      </dl>
    </section>
  );
}

export default ShopContact;
