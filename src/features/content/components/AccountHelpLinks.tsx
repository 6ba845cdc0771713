import { RightOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { vi } from '../../../shared/i18n/vi';
import { useContentLinks } from '../useContentLinks';
import * as styles from './AccountHelpLinks.module.css';

/** The account menu's "Hỗ trợ và chính sách" list: every content page (guides, policies, about us). */
export function AccountHelpLinks() {
  const links = useContentLinks();
  if (links.length === 0) return null;
  return (
    <nav className={styles.wrap} aria-labelledby="account-help-links" data-after-content="">
      <h2 id="account-help-links" className={styles.heading}>
        {vi.content.accountSectionLabel}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={styles.link}>
              <span>{link.title}</span>
              <RightOutlined aria-hidden className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default AccountHelpLinks;
