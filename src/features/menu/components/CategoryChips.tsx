import { Link } from 'gatsby';
import type { MenuNode } from '../types';
import { MenuIcon } from './MenuIcon';
import { categoryPath } from './MenuTree';
import * as styles from './Menu.module.css';

/** Child categories as a two-column list of chips (long names wrap freely). */
export function CategoryChips({ items }: { items: readonly MenuNode[] }) {
  return (
    <ul className={styles.childList}>
      {items.map((node, index) => (
        <li key={`${node.link}-${index}`}>
          <Link to={categoryPath(node)} className={styles.childLink}>
            <MenuIcon logoUrl={node.logoUrl} size="small" />
            <span>{node.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default CategoryChips;
