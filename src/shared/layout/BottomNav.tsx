import {
  AppstoreFilled,
  AppstoreOutlined,
  HomeFilled,
  HomeOutlined,
  ShoppingFilled,
  ShoppingOutlined,
  TagFilled,
  TagOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'gatsby';
import type { ComponentType } from 'react';
import { vi } from '../i18n/vi';
import { navItems, type NavKey } from './navItems';
import { useLayoutSlots } from './slots';
import * as styles from './BottomNav.module.css';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const icons: Record<NavKey, { idle: IconComponent; active: IconComponent }> = {
  home: { idle: HomeOutlined, active: HomeFilled },
  'f-menu': { idle: AppstoreOutlined, active: AppstoreFilled },
  cart: { idle: ShoppingOutlined, active: ShoppingFilled },
  'sale-page': { idle: TagOutlined, active: TagFilled },
  account: { idle: UserOutlined, active: UserOutlined },
};

export interface BottomNavProps {
  /** The highlighted item, or null when the page belongs to none. */
  active: NavKey | null;
}

/** The fixed bottom navigation: five items, current one highlighted. */
export function BottomNav({ active }: BottomNavProps) {
  const { cartBadge } = useLayoutSlots();
  return (
    <nav className={styles.nav} aria-label={vi.nav.bottomLabel}>
      <ul className={styles.list}>
        {navItems.map((item) => {
          const isActive = item.key === active;
          const Icon = isActive ? icons[item.key].active : icons[item.key].idle;
          return (
            <li key={item.key} className={styles.item}>
              <Link
                to={item.to}
                className={isActive ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={isActive ? 'page' : undefined}
                data-nav={item.key}
              >
                <Icon className={styles.icon} aria-hidden />
                <span className={styles.label}>{item.label}</span>
                {item.key === 'cart' ? cartBadge : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default BottomNav;
