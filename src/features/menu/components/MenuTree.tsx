import { DownOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import { useId, useState } from 'react';
import { vi } from '../../../shared/i18n/vi';
import type { MenuNode } from '../types';
import { MenuIcon } from './MenuIcon';
import * as styles from './Menu.module.css';

export const categoryPath = (node: Pick<MenuNode, 'link'>): string => `/${node.link}`;

function SubTree({ nodes, nested = false }: { nodes: readonly MenuNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.grandChildren : styles.childList}>
      {nodes.map((child, index) => (
        <li key={`${child.link}-${index}`}>
          <Link to={categoryPath(child)} className={nested ? styles.grandChildLink : styles.childLink}>
            {nested ? null : <MenuIcon logoUrl={child.logoUrl} size="small" />}
            <span>{child.title}</span>
          </Link>
          {child.children.length > 0 ? <SubTree nodes={child.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

function MenuTreeItem({ node, defaultOpen }: { node: MenuNode; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const hasChildren = node.children.length > 0;
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <Link to={categoryPath(node)} className={styles.rowLink}>
          <MenuIcon logoUrl={node.logoUrl} />
          <span className={styles.rowText}>
            <span className={styles.name}>{node.title}</span>
            {hasChildren ? <span className={styles.count}>{vi.pages.fMenu.childCount(node.children.length)}</span> : null}
          </span>
        </Link>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? vi.pages.fMenu.collapse(node.title) : vi.pages.fMenu.expand(node.title)}
            onClick={() => setOpen((value) => !value)}
          >
            <DownOutlined aria-hidden className={open ? styles.chevronOpen : styles.chevron} />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <div id={panelId} className={styles.panel} hidden={!open}>
          <SubTree nodes={node.children} />
        </div>
      ) : null}
    </li>
  );
}

export interface MenuTreeProps {
  items: readonly MenuNode[];
  /** Open every group initially (default: closed). */
  defaultOpen?: boolean;
}

/** Categories as a card list; each group expands to show its children. */
export function MenuTree({ items, defaultOpen = false }: MenuTreeProps) {
  return (
    <ul className={styles.tree}>
      {items.map((node, index) => (
        <MenuTreeItem key={`${node.link}-${index}`} node={node} defaultOpen={defaultOpen} />
      ))}
    </ul>
  );
}

export default MenuTree;
