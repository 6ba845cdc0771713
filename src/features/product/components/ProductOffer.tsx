import { sizesText } from '../../../../core/rules/sizes';
import { CalendarOutlined } from '@ant-design/icons';
import { formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { Choice } from '../../../shared/ui/Choice';
import type { ProductMode } from './ProductActions';
import * as styles from './Product.module.css';
import type { ProductDetail } from '../../../../core/contracts/catalog';

/** The initial sale type option (single-item rental). */
export const SALE_TYPE_OPTIONS = [
  { key: 'single', title: vi.product.saleTypeSingle.title, content: vi.product.saleTypeSingle.content, disabled: false },
] as const;

export interface ProductOfferProps {
  product: ProductDetail;
  modes: readonly ProductMode[];
  mode: ProductMode;
  onModeChange: (mode: ProductMode) => void;
  /** A sale type was chosen: its dates come next. */
  onPickDates: () => void;
}

/** Rent or buy, the price (and a member's), the ways to rent, and the deposit, size, category and stock. */
export function ProductOffer({ product, modes, mode, onModeChange, onPickDates }: ProductOfferProps) {
  const t = vi.product;
  const renting = mode === 'rent';
  const price = renting ? product.rentalPrice : product.salePrice;
  const original = renting ? product.originalRentalPrice : product.originalPrice;
  return (
    <section className={styles.panel} aria-label={t.modeLabel}>
      {modes.length > 1 ? (
        <Choice<ProductMode>
          label={t.modeLabel}
          value={mode}
          onChange={onModeChange}
          options={modes.map((value) => ({ value, label: value === 'rent' ? t.modeRent : t.modeBuy }))}
        />
      ) : null}
      <div>
        <span className={styles.priceNote}>{renting ? t.rentalPrice : t.salePrice}</span>
        <div className={styles.priceRow} data-testid="product-price">
          <span className={styles.priceBig}>{formatVnd(price)}</span>
          {original > price ? (
            <s className={styles.priceOld} aria-label={vi.catalog.originalPrice(formatVnd(original))}>
              {formatVnd(original)}
            </s>
          ) : null}
        </div>
        {renting && product.membershipRentalPrice > 0 && product.membershipRentalPrice < product.rentalPrice ? (
          <span className={styles.priceNote}>{t.membershipPrice(formatVnd(product.membershipRentalPrice))}</span>
        ) : null}
      </div>
      {renting ? <SaleTypes disabled={product.stock <= 0} onPick={onPickDates} /> : null}
      <dl className={styles.facts}>
        {renting ? (
          <div>
            <dt>{t.deposit}</dt>
            <dd>{formatVnd(product.depositPrice)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{vi.catalog.attributeTitles.size}</dt>
          <dd>{sizesText(product.sizes, product.attributes.size)}</dd>
        </div>
        <div>
          <dt>{t.category}</dt>
          <dd>{product.category.name}</dd>
        </div>
        <div>
          <dt>{t.stockLabel}</dt>
          <dd data-testid="product-stock">{product.stock > 0 ? t.stock(product.stock) : vi.catalog.outOfStock}</dd>
        </div>
      </dl>
    </section>
  );
}

function SaleTypes({ disabled, onPick }: { disabled: boolean; onPick: () => void }) {
  return (
    <ul aria-label={vi.product.saleTypesLabel} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {SALE_TYPE_OPTIONS.map((option) => (
        <li key={option.key}>
          <button type="button" className={styles.option} disabled={option.disabled || disabled} onClick={onPick} aria-haspopup="dialog">
            <span>
              <span className={styles.optionTitle}>{option.title}</span>
              <span className={styles.optionContent}>{option.content}</span>
            </span>
            <CalendarOutlined aria-hidden style={{ color: '#b0264f', fontSize: 20 }} />
          </button>
        </li>
      ))}
    </ul>
  );
}
