import { CalendarOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { discountPercent, formatVnd } from '../../../core/format';
import { vi } from '../../shared/i18n/vi';
import { Later } from '../../shared/layout/Later';
import { track } from '../../shared/tracking/track';
import { Choice } from '../../shared/ui/Choice';
import { ProductScroller } from '../../features/catalog/components/ProductGrid';
import { Stars } from '../../features/catalog/components/Stars';
import { ATTRIBUTE_NAMES } from '../../../core/contracts/catalog-vocab';
import { FavoriteHeart } from '../../features/favorite/components/FavoriteHeart';
import { Gallery } from '../../features/product/components/Gallery';
import { ProductActions, type ProductMode } from '../../features/product/components/ProductActions';
import { Reviews } from '../../features/product/components/Reviews';
import * as styles from '../../features/product/components/Product.module.css';
import { isRentable, isSalable } from '../../features/catalog/product-type';
import type { ProductDetail } from '../../../core/contracts/catalog';


/** The modes a product type offers: rentable → rent, salable → buy, both → both (rent first). */
export function modesFor(product: Pick<ProductDetail, 'type'>): ProductMode[] {
  const modes: ProductMode[] = [];
  if (isRentable(product.type)) modes.push('rent');
  if (isSalable(product.type)) modes.push('buy');
  return modes;
}

/** Spec §1: the initial sale type option (single-item rental). */
export const SALE_TYPE_OPTIONS = [
  { key: 'single', title: vi.product.saleTypeSingle.title, content: vi.product.saleTypeSingle.content, disabled: false },
] as const;

/** Product detail body: gallery, prices, rent/buy choice, facts, attributes, description, reviews, related, action bar. */
export function ProductView({ product }: { product: ProductDetail }) {
  const t = vi.product;
  const modes = modesFor(product);
  const [mode, setMode] = useState<ProductMode>(modes[0] ?? 'rent');
  const [pickerOpen, setPickerOpen] = useState(false);
  const outOfStock = product.stock <= 0;
  const renting = mode === 'rent';
  const price = renting ? product.rentalPrice : product.salePrice;
  const original = renting ? product.originalRentalPrice : product.originalPrice;
  const off = discountPercent(original, price);
  const images = product.images.length > 0 ? product.images : [product.imageKey];

  useEffect(() => {
    track((analytics) => analytics.viewItem(product));
    // Once per product shown (a live price refresh is not another view).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);

  return (
    <article className={styles.product}>
      <Gallery name={product.name} images={images} />

      <div>
        <div className={styles.badges}>
          <span className={styles.badge}>{vi.catalog.typeBadge[product.type]}</span>
          {off > 0 ? <span className={styles.badge}>{vi.catalog.discount(off)}</span> : null}
        </div>
        <div className={styles.nameRow}>
          <h1 className={styles.name}>{product.name}</h1>
          <FavoriteHeart productId={product.id} productName={product.name} />
        </div>
        {product.rating.count > 0 ? <Stars rating={product.rating} /> : <span className={styles.priceNote}>{vi.catalog.noRating}</span>}
      </div>

      <section className={styles.panel} aria-label={t.modeLabel}>
        {modes.length > 1 ? (
          <Choice<ProductMode>
            label={t.modeLabel}
            value={mode}
            onChange={setMode}
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
        {renting ? (
          <ul aria-label={t.saleTypesLabel} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {SALE_TYPE_OPTIONS.map((option) => (
              <li key={option.key}>
                <button
                  type="button"
                  className={styles.option}
                  disabled={option.disabled || outOfStock}
                  onClick={() => setPickerOpen(true)}
                  aria-haspopup="dialog"
                >
                  <span>
                    <span className={styles.optionTitle}>{option.title}</span>
                    <span className={styles.optionContent}>{option.content}</span>
                  </span>
                  <CalendarOutlined aria-hidden style={{ color: '#b0264f', fontSize: 20 }} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className={styles.facts}>
          {renting ? (
            <div>
              <dt>{t.deposit}</dt>
              <dd>{formatVnd(product.depositPrice)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{vi.catalog.attributeTitles.size}</dt>
            <dd>{product.attributes.size || '—'}</dd>
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

      <ProductActions product={product} mode={renting ? 'rent' : 'buy'} pickerOpen={pickerOpen} onPickerOpenChange={setPickerOpen} />

      <section className={styles.panel} aria-labelledby="attrs-title">
        <h2 id="attrs-title" className={styles.sectionTitle}>
          {t.attributesTitle}
        </h2>
        <table className={styles.attrs}>
          <tbody>
            {ATTRIBUTE_NAMES.filter((key) => product.attributes[key]).map((key) => (
              <tr key={key}>
                <th scope="row">{vi.catalog.attributeTitles[key]}</th>
                <td>{product.attributes[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {product.description ? (
          <>
            <h3 className={styles.sectionTitle} style={{ fontSize: 15 }}>
              {t.descriptionTitle}
            </h3>
            <p className={styles.description}>{product.description}</p>
          </>
        ) : null}
      </section>

      <Reviews link={product.link} rating={product.rating} />

      {product.related.length > 0 ? (
        <Later>
          <section aria-labelledby="related-title" className={styles.related}>
            <h2 id="related-title" className={styles.sectionTitle}>
              {t.relatedTitle}
            </h2>
            <ProductScroller products={product.related} label={t.relatedTitle} />
          </section>
        </Later>
      ) : null}

    </article>
  );
}

export default ProductView;
