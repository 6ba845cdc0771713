import { vi } from '../../../shared/i18n/vi';
import { buildTimeSupportEnv, shopContact, type ShopContact as Contact } from '../config';
import * as styles from './Support.module.css';

/**
 * The shop's contact block (footer, account page): hotline and email as links, the pick-up shop and its hours.
 * Plain text labels, no icons: it is on every page's first load.
 */
export function ShopContact({ contact = shopContact(buildTimeSupportEnv()), headingId, region = true }: { contact?: Contact; headingId: string; region?: boolean }) {
  const t = vi.support.contact;
  // Once per page as a landmark: the account's copy is not a second region of the same name as the footer's (axe).
  const Box = region ? 'section' : 'div';
  return (
    <Box className={styles.contact} aria-labelledby={region ? headingId : undefined}>
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
    </Box>
  );
}

export default ShopContact;
