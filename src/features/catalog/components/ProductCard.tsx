import { freeSizesLabel } from '../../../../core/rules/sizes';
import { Link } from 'gatsby';
import { memo } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { CARD_SIZES } from '../../../shared/image';
import { ProductImage } from '../../../shared/image/ProductImage';
import { sameValue } from '../../../shared/state/same-value';
import { useProductCardSlots } from '../card-slots';
import { productPath } from '../paths';
import { bestDiscount, PriceTag } from './PriceTag';
import { Stars } from './Stars';
import * as styles from './Catalog.module.css';
import type { ProductCard as ProductCardData } from '../../../../core/contracts/catalog';

export interface ProductCardProps {
  product: ProductCardData;
  /** The first visible card of a page may be the LCP image. */
  priority?: boolean;
  /** Heading level of the name (lists under an h2 use h3). */
  headingLevel?: 2 | 3;
}

/** A product tile: 3:4 image, type badge, name (2 lines), prices, rating. */
function Card({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = bestDiscount(product);
  const { heart } = useProductCardSlots();
  return (
    <div className={styles.cardWrap}>
    <Link to={productPath(product.link)} className={styles.card}>
      <div className={styles.media}>
        <ProductImage
          imageKey={product.imageKey}
          alt={vi.catalog.productImageAlt(product.name)}
          sizes={CARD_SIZES}
          displaySizes="(min-width: 480px) 220px, 46vw"
          width={300}
          height={400}
          priority={priority}
        />
        <span className={styles.badges}>
          <span className={styles.badge}>{vi.catalog.typeBadge[product.type]}</span>
          {discount > 0 ? <span className={styles.discount}>{vi.catalog.discount(discount)}</span> : null}
        </span>
        {product.stock <= 0 ? <span className={styles.soldOut}>{vi.catalog.outOfStock}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{product.name}</Heading>
        <PriceTag product={product} />
        {product.freeSizes ? (
          <span className={product.freeSizes.length > 0 ? styles.freeSizes : `${styles.freeSizes} ${styles.noneFree}`} data-testid="card-free-sizes">
            {freeSizesLabel(product.freeSizes)}
          </span>
        ) : null}
        <Stars rating={product.rating} />
      </div>
    </Link>
    {heart?.({ id: product.id, name: product.name })}
    </div>
  );
}

/**
 * The same card for the same data: a listing's live page (fetched after hydration) replaces the pre-rendered one with
 * equal products in new objects; re-rendering every card for it was a long task on a mid-range phone.
 */
const sameCard = (before: ProductCardProps, after: ProductCardProps): boolean =>
  before.priority === after.priority && before.headingLevel === after.headingLevel && sameValue(before.product, after.product);

export const ProductCard = memo(Card, sameCard);

export default ProductCard;
