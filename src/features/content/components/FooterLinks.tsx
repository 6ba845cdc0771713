import { Link } from 'gatsby';
import { vi } from '../../../shared/i18n/vi';
import { groupLinks } from '../types';
import { useContentLinks } from '../useContentLinks';
import * as styles from './FooterLinks.module.css';

/** The footer's content-page links, in three titled groups (about, customer care, information). */
export function FooterLinks() {
  const sections = groupLinks(useContentLinks());
  if (sections.length === 0) return null;
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`footer-${section.key}`}>
          <h2 id={`footer-${section.key}`} className={styles.heading}>
            {vi.footer.sections[section.key]}
          </h2>
          <ul className={styles.list}>
            {section.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default FooterLinks;
