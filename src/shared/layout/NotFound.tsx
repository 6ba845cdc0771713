import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { vi } from '../i18n/vi';
import * as styles from './NotFound.module.css';

/** The friendly "page not found" block (404 page, unknown client-only sub-routes). */
export function NotFound({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.wrap} aria-labelledby="not-found-title">
      <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <circle cx="80" cy="62" r="52" fill="#FBEAF0" />
        <path
          d="M72 34a8 8 0 1 1 11.8 7c-2.4 1.3-3.8 2.9-3.8 5.6v2.6M80 49.2 46 73.1c-3 2.2-1.5 7 2.2 7h63.6c3.7 0 5.2-4.8 2.2-7L80 49.2Z"
          fill="none"
          stroke="#B0264F"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="80" y="104" textAnchor="middle" fontSize="18" fontWeight="600" fill="#8E1B3E">
          404
        </text>
      </svg>
      <Heading id="not-found-title" className={styles.title}>
        {vi.pages.notFound.title}
      </Heading>
      <p className={styles.text}>{vi.pages.notFound.text}</p>
      <p className={styles.hint}>{vi.pages.notFound.hint}</p>
      <div className={styles.actions}>
        <Link to="/home" className={styles.primary}>
          <HomeOutlined aria-hidden /> {vi.common.backHome}
        </Link>
        <Link to="/f-menu" className={styles.secondary}>
          <AppstoreOutlined aria-hidden /> {vi.pages.notFound.browseCategories}
        </Link>
      </div>
    </section>
  );
}

export default NotFound;
