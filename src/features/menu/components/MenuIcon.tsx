import { SkinOutlined } from '@ant-design/icons';
import * as styles from './Menu.module.css';

export interface MenuIconProps {
  logoUrl: string | null;
  size?: 'small' | 'large';
}

/**
 * A category's icon (`/icons/menu/<link>.svg`, which carries its own tile),
 * or a neutral garment glyph on a soft tile. Decorative: the name is next to it.
 */
export function MenuIcon({ logoUrl, size = 'large' }: MenuIconProps) {
  const sizeClass = size === 'large' ? styles.iconLarge : styles.iconSmall;
  if (logoUrl) {
    return (
      <span className={`${sizeClass} ${styles.iconImage}`} aria-hidden="true">
        <img src={logoUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span className={`${sizeClass} ${styles.iconFallback}`} aria-hidden="true">
      <SkinOutlined aria-hidden />
    </span>
  );
}

export default MenuIcon;
