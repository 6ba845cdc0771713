import { discountPercent, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import * as styles from './Catalog.module.css';
import { isRentable, isSalable } from '../product-type';
import type { ProductCard } from '../../../../core/contracts/catalog';

export type PriceFields = Pick<ProductCard, 'type' | 'rentalPrice' | 'originalRentalPrice' | 'salePrice' | 'originalPrice'>;

/** Rent price "Thuê từ 350.000 ₫" and/or sale price, with the struck-through original when discounted. */
export function PriceTag({ product }: { product: PriceFields }) {
  const t = vi.catalog;
  const rent = isRentable(product.type) && product.rentalPrice > 0;
  const sale = isSalable(product.type) && product.salePrice > 0;
  return (
    <div className={styles.price}>
      {rent ? (
        <span className={styles.priceMain}>
          {t.rentFrom(formatVnd(product.rentalPrice))}
          {product.originalRentalPrice > product.rentalPrice ? (
            <s className={styles.strike} aria-label={t.originalPrice(formatVnd(product.originalRentalPrice))}>
              {formatVnd(product.originalRentalPrice)}
            </s>
          ) : null}
        </span>
      ) : null}
      {sale ? (
        <span className={rent ? styles.priceSale : styles.priceMain}>
          {rent ? `${t.buyLabel} ` : null}
          {formatVnd(product.salePrice)}
          {product.originalPrice > product.salePrice ? (
            <s className={styles.strike} aria-label={t.originalPrice(formatVnd(product.originalPrice))}>
              {formatVnd(product.originalPrice)}
            </s>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/** The biggest discount of the card's prices (rent or sale), 0 if none. */
export function bestDiscount(product: PriceFields): number {
  return Math.max(
    isRentable(product.type) ? discountPercent(product.originalRentalPrice, product.rentalPrice) : 0,
    isSalable(product.type) ? discountPercent(product.originalPrice, product.salePrice) : 0,
  );
}

export default PriceTag;
