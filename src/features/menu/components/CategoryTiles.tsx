import { Link } from 'gatsby';
import type { MenuNode } from '../types';
import { MenuIcon } from './MenuIcon';
import { categoryPath } from './MenuTree';
import * as styles from './Menu.module.css';

/** A compact grid of category shortcuts (home page, category pages). */
export function CategoryTiles({ items, label }: { items: readonly MenuNode[]; label?: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {items.map((node, index) => (
        <li key={`${node.link}-${index}`}>
          <Link to={categoryPath(node)} className={styles.tile}>
            <MenuIcon logoUrl={node.logoUrl} />
            <span className={styles.tileName}>{node.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default CategoryTiles;
