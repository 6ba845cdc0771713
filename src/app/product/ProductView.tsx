import { useEffect, useState } from 'react';
import { discountPercent } from '../../../core/format';
import { vi } from '../../shared/i18n/vi';
import { Later } from '../../shared/layout/Later';
import { track } from '../../shared/tracking/track';
import { ProductScroller } from '../../features/catalog/components/ProductGrid';
import { Stars } from '../../features/catalog/components/Stars';
import { isRentable, isSalable } from '../../features/catalog/public';
import { FavoriteHeart } from '../../features/favorite/components/FavoriteHeart';
import { Gallery } from '../../features/product/components/Gallery';
import { ProductActions, type ProductMode } from '../../features/product/components/ProductActions';
import { ProductAttributes } from '../../features/product/components/ProductAttributes';
import { ProductOffer } from '../../features/product/components/ProductOffer';
import { Reviews } from '../../features/product/components/Reviews';
import { SizeHelp } from '../../features/product/components/SizeHelp';
import * as styles from '../../features/product/components/Product.module.css';
import type { ProductDetail } from '../../../core/contracts/catalog';

/** The modes a product type offers: rentable → rent, salable → buy, both → both (rent first). */
export function modesFor(product: Pick<ProductDetail, 'type'>): ProductMode[] {
  const modes: ProductMode[] = [];
  if (isRentable(product.type)) modes.push('rent');
  if (isSalable(product.type)) modes.push('buy');
  return modes;
}

/** Type and discount badges, the name with its heart, and the rating. */
function ProductTitle({ product, renting }: { product: ProductDetail; renting: boolean }) {
  const off = renting ? discountPercent(product.originalRentalPrice, product.rentalPrice) : discountPercent(product.originalPrice, product.salePrice);
  return (
    <div>
      <div className={styles.badges}>
        <span className={styles.badge}>{vi.catalog.typeBadge[product.type]}</span>
        {off > 0 ? <span className={styles.badge}>{vi.catalog.discount(off)}</span> : null}
      </div>
      <div className={styles.nameRow}>
        <h1 className={styles.name}>{product.name}</h1>
        <FavoriteHeart productId={product.id} productName={product.name} />
      </div>
      {/* The rating comes live from the API (a shopper's review rebuilds no page): its line keeps one height either way. */}
      <div className={styles.ratingLine}>
        {product.rating.count > 0 ? <Stars rating={product.rating} /> : <span className={styles.priceNote}>{vi.catalog.noRating}</span>}
      </div>
    </div>
  );
}

/** Product detail body: gallery, prices, rent/buy choice, facts, attributes, description, reviews, related, action bar. */
export function ProductView({ product }: { product: ProductDetail }) {
  const modes = modesFor(product);
  const [mode, setMode] = useState<ProductMode>(modes[0] ?? 'rent');
  const [pickerOpen, setPickerOpen] = useState(false);
  const images = product.images.length > 0 ? product.images : [product.imageKey];

  useEffect(() => {
    track((analytics) => analytics.viewItem(product));
    // Once per product shown (a live price refresh is not another view).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);

  return (
    <article className={styles.product}>
      <Gallery name={product.name} images={images} />
      <ProductTitle product={product} renting={mode === 'rent'} />
      <ProductOffer product={product} modes={modes} mode={mode} onModeChange={setMode} onPickDates={() => setPickerOpen(true)} />
      <SizeHelp product={product} />
      <ProductActions product={product} mode={mode === 'rent' ? 'rent' : 'buy'} pickerOpen={pickerOpen} onPickerOpenChange={setPickerOpen} />
      <ProductAttributes product={product} />
      <Reviews link={product.link} rating={product.rating} />
      {product.related.length > 0 ? (
        <Later>
          <section aria-labelledby="related-title" className={styles.related}>
            <h2 id="related-title" className={styles.sectionTitle}>
              {vi.product.relatedTitle}
            </h2>
            <ProductScroller products={product.related} label={vi.product.relatedTitle} />
          </section>
        </Later>
      ) : null}
    </article>
  );
}

export default ProductView;
