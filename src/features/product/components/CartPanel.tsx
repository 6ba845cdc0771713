import { CalendarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
import type { RentalRange } from '../../cart/public';
import type { ProductLines } from '../price-lines';
import { RentalLine } from './RentalLine';
import * as styles from './Product.module.css';

export interface CartPanelProps {
  /** The size choice (a design with several sizes). */
  sizes: ReactNode;
  renting: boolean;
  range: RentalRange | null;
  lines: ProductLines;
  loggedIn: boolean;
  outOfStock: boolean;
  /** The quantity row. */
  stepper: ReactNode;
  onOpenPicker: () => void;
  onPreload: () => void;
}

/** The quantity, then the chosen rental (or the way to choose its dates), or the purchase's total. */
export function CartPanel({ sizes, renting, range, lines, loggedIn, outOfStock, stepper, onOpenPicker, onPreload }: CartPanelProps) {
  const t = vi.product;
  const { rentLine, member, saleLine } = lines;
  let line: ReactNode = null;
  if (renting && range && rentLine) {
    line = (
      <RentalLine range={range} rentLine={rentLine} member={member} loggedIn={loggedIn} outOfStock={outOfStock} onChangeDates={onOpenPicker} onPreload={onPreload} />
    );
  } else if (renting) {
    line = (
      <button
        type="button"
        className={`${controls.button} ${controls.large} ${controls.block}`}
        aria-haspopup="dialog"
        onPointerDown={onPreload}
        onClick={onOpenPicker}
        disabled={outOfStock}
      >
        <CalendarOutlined aria-hidden />
        <span>{t.chooseDates}</span>
      </button>
    );
  } else if (saleLine) {
    line = (
      <div className={styles.lineHead}>
        <span>{t.lineTotal}</span>
        <strong data-testid="line-sale-total">{formatVnd(saleLine.price)}</strong>
      </div>
    );
  }
  return (
    <section className={styles.panel} aria-label={renting ? t.lineTitle : t.quantity} data-testid="product-cart-panel">
      {sizes}
      {stepper}
      {line}
    </section>
  );
}
