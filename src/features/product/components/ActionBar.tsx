import { LoadingOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
import type { Then } from '../useAddToCart';
import * as styles from './Product.module.css';

export interface ActionBarProps {
  price: number;
  note: string;
  renting: boolean;
  outOfStock: boolean;
  /** Which button's add is under way. */
  adding: Then | null;
  /** Pressing either button opens the date picker first: start loading it on touch. */
  onPreload: (() => void) | undefined;
  onSubmit: (then: Then) => void;
}

/** The fixed bar at the bottom: the price now, what it is for, 'Thêm vào giỏ' and 'Thuê ngay' / 'Mua ngay'. */
export function ActionBar({ price, note, renting, outOfStock, adding, onPreload, onSubmit }: ActionBarProps) {
  const t = vi.product;
  return (
    <div className={styles.actionBar} role="region" aria-label={t.actionsLabel}>
      <div className={styles.actionInner}>
        <div className={styles.actionPrice}>
          <strong data-testid="action-price">{formatVnd(price)}</strong>
          <span className={styles.actionNote} id="action-note">
            {note}
          </span>
        </div>
        <div className={styles.actionButtons}>
          <button
            type="button"
            className={`${controls.button} ${controls.large} ${styles.actionButton} ${styles.cartButton}`}
            disabled={outOfStock}
            aria-busy={adding === 'stay'}
            aria-describedby="action-note"
            onPointerDown={onPreload}
            onClick={() => onSubmit('stay')}
          >
            {adding === 'stay' ? <LoadingOutlined aria-hidden spin /> : <ShoppingCartOutlined aria-hidden />}
            <span>{t.addToCart}</span>
          </button>
          <button
            type="button"
            className={`${controls.button} ${controls.primary} ${controls.large} ${styles.actionButton}`}
            disabled={outOfStock}
            aria-busy={adding === 'cart'}
            aria-describedby="action-note"
            onPointerDown={onPreload}
            onClick={() => onSubmit('cart')}
          >
            {adding === 'cart' ? <LoadingOutlined aria-hidden spin /> : null}
            <span>{renting ? t.rentNow : t.buyNow}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
