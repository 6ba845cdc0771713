import { FREE_SIZE } from '../../../../core/rules/sizes';
import { Link } from 'gatsby';
import { formatDate, formatShortDate, formatVnd } from '../../../../core/format';
import { MAX_LINE_QUANTITY } from '../../../../core/rules/cart';
import { displayRentalWindow } from '../../../../core/rules/rental-dates';
import { vi } from '../../../shared/i18n/vi';
import { imageUrl, srcSet } from '../../../shared/image';
import { PlainCheckbox } from '../../../shared/ui/PlainCheckbox';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import * as styles from './Cart.module.css';
import type { CartItem } from '../../../../core/contracts/cart';

/** 'Ngày giao DD/MM – Ngày trả DD/MM/YYYY': the delivery day (dateFrom − 1) and return day (dateTo + 1). */
export function rentalWindowLabel(dateFrom: string, dateTo: string): string {
  const { deliveryDay, returnDay } = displayRentalWindow(dateFrom, dateTo);
  return vi.cart.rentalWindow(formatShortDate(deliveryDay), formatDate(returnDay));
}

export interface CartLineProps {
  item: CartItem;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
  onQuantity: (quantity: number) => void;
  onChangeDates: () => void;
  onRemove: () => void;
}

/** One line of the cart: its checkbox, picture, what it is and costs, and its controls. */
export function CartLine({ item, checked, onToggle, ...controls }: CartLineProps) {
  const nameId = `cart-line-${item.id}`;
  return (
    <li className={item.problem ? `${styles.line} ${styles.lineProblem}` : styles.line} data-testid="cart-line" aria-labelledby={nameId}>
      <span className={styles.check}>
        <PlainCheckbox checked={checked} disabled={item.problem !== null || item.backupOf !== undefined} onChange={onToggle} aria-label={vi.cart.selectLine(item.product.name)} />
      </span>
      <Link to={`/product/${item.product.link}`} tabIndex={-1} aria-hidden>
        <img
          className={styles.thumb}
          src={imageUrl(item.product.imageKey, '300x400')}
          srcSet={srcSet(item.product.imageKey, ['300x400', '450x600'])}
          sizes="76px"
          width={76}
          height={101}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className={styles.lineBody}>
        <LineSummary item={item} nameId={nameId} />
        <LineControls item={item} {...controls} />
      </div>
    </li>
  );
}

/** Name and kind, the rental's days, the price (the member's when lower) and what stops the line from being ordered. */
function LineSummary({ item, nameId }: { item: CartItem; nameId: string }) {
  const t = vi.cart;
  const renting = item.mode === 'rent';
  const member = item.line.membershipPrice < item.line.price;
  return (
    <>
      <div className={styles.lineHead}>
        <Link id={nameId} to={`/product/${item.product.link}`} className={styles.name}>
          {item.product.name}
        </Link>
        <span className={renting ? styles.modeBadge : `${styles.modeBadge} ${styles.modeSale}`}>{renting ? t.modeRent : t.modeSale}</span>
      </div>
      {item.backupOf !== undefined ? (
        <>
          <span className={styles.meta} data-testid="cart-line-backup">
            <strong>{t.backupSize(item.sizeName)}</strong>
          </span>
          <span className={styles.meta}>{t.backupNote}</span>
        </>
      ) : item.sizeName && item.sizeName !== FREE_SIZE ? (
        <span className={styles.meta} data-testid="cart-line-size">
          {t.size(item.sizeName)}
        </span>
      ) : null}
      {renting && item.dateFrom && item.dateTo ? (
        <>
          <span className={styles.dates} data-testid="cart-line-dates">
            {rentalWindowLabel(item.dateFrom, item.dateTo)}
          </span>
          <span className={styles.meta}>
            {t.rentalDays(item.line.days)}
            {item.line.deposit > 0 ? ` · ${t.deposit(formatVnd(item.line.deposit))}` : ''}
          </span>
        </>
      ) : null}
      <span className={styles.prices}>
        <span className={styles.price} data-testid="cart-line-price">
          {formatVnd(member ? item.line.membershipPrice : item.line.price)}
        </span>
        {member ? (
          <s className={styles.priceOld} aria-label={vi.catalog.originalPrice(formatVnd(item.line.price))}>
            {formatVnd(item.line.price)}
          </s>
        ) : null}
      </span>
      {item.problem ? (
        <span className={styles.problem} role="note">
          {item.problem}
        </span>
      ) : null}
    </>
  );
}

function LineControls({ item, busy, onQuantity, onChangeDates, onRemove }: Omit<CartLineProps, 'checked' | 'onToggle'>) {
  const t = vi.cart;
  const name = item.product.name;
  // A back-up size line: one unit on its line's days; only its removal is its own.
  if (item.backupOf !== undefined) {
    return (
      <div className={styles.controls}>
        <button type="button" className={`${styles.linkButton} ${styles.danger}`} onClick={onRemove} aria-label={t.removeOf(t.backupSize(item.sizeName))}>
          {t.remove}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.controls}>
      <QuantityStepper
        value={item.quantities}
        max={Math.min(MAX_LINE_QUANTITY, Math.max(item.product.stock, item.quantities))}
        onChange={onQuantity}
        label={t.quantityOf(name)}
        disabled={busy}
      />
      {item.mode === 'rent' ? (
        <button type="button" className={styles.linkButton} onClick={onChangeDates} aria-label={t.changeDatesOf(name)}>
          {t.changeDates}
        </button>
      ) : null}
      <button type="button" className={`${styles.linkButton} ${styles.danger}`} onClick={onRemove} aria-label={t.removeOf(name)}>
        {t.remove}
      </button>
    </div>
  );
}
