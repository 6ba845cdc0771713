import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { BottomNav } from './BottomNav';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Logo } from './Logo';
import { navKeyForPath, type NavKey } from './navItems';
import { useLayoutSlots } from './slots';
import * as styles from './Layout.module.css';

export interface LayoutProps {
  /** Current path (page props `location.pathname`): picks the bottom-nav item. */
  pathname: string;
  /** The page heading (rendered as the page's h1). */
  title?: ReactNode;
  /** Shown under the heading. */
  subtitle?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  /** Overrides the bottom-nav item derived from `pathname`. */
  activeNav?: NavKey | null;
  children?: ReactNode;
}

/** The app shell: header with brand, page heading slot, main, footer, bottom navigation. */
export function Layout({ pathname, title, subtitle, breadcrumbs, activeNav, children }: LayoutProps) {
  const active = activeNav === undefined ? navKeyForPath(pathname) : activeNav;
  const slots = useLayoutSlots();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {vi.common.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/home" className={styles.brand}>
            <Logo size={34} decorative />
            <span className={styles.brandText}>
              <span className={styles.brandName}>{vi.brand.name}</span>
              <span className={styles.brandTagline}>{vi.brand.tagline}</span>
            </span>
            <span className="sr-only">{vi.brand.homeLinkSuffix}</span>
          </Link>
          <span className={styles.headerActions}>
            {slots.headerActions}
            {slots.support?.(pathname)}
          </span>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {title ? (
          <div className={styles.pageHeading}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
        ) : null}
        {children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label={vi.footer.navLabel}>
          {slots.footerLinks}
          <div className={styles.footerLinks}>
            <Link to="/about-us">{vi.footer.aboutUs}</Link>
            <Link to="/member-ship">{vi.footer.membership}</Link>
          </div>
        </nav>
        {slots.contact}
        <p className={styles.copyright}>{vi.footer.copyright}</p>
      </footer>
      <BottomNav active={active} />
    </div>
  );
}

/** A short, truthful note for sections that later issues fill in. */
export function ComingSoon({ children = vi.common.contentComingSoon }: { children?: ReactNode }) {
  return <p className={styles.comingSoon}>{children}</p>;
}

export default Layout;
