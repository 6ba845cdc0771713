import { RightOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { Fragment } from 'react';
import { vi } from '../i18n/vi';
import * as styles from './Layout.module.css';

export interface Crumb {
  title: string;
  /** Omit for the current page (the last crumb). */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={vi.nav.breadcrumbLabel} className={styles.breadcrumbs}>
      <ol>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${crumb.title}-${index}`}>
              <li>
                {crumb.to && !last ? (
                  <Link to={crumb.to}>{crumb.title}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className={styles.crumbSeparator}>
                  <RightOutlined aria-hidden />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

export default Breadcrumbs;
