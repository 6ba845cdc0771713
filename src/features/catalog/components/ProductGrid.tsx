import { useFreeForDates } from '../useFreeForDates';
import { ProductCard } from './ProductCard';
import * as styles from './Catalog.module.css';
import type { ProductCard as ProductCardData } from '../../../../core/contracts/catalog';

/** Two columns on phones (360–430 px), three from 600 px. */
export function ProductGrid({ products, priorityCount = 0, label }: { products: readonly ProductCardData[]; priorityCount?: number; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** A horizontal, snap-scrolling row of cards (home collections, related products). */
/** A row of cards; with the shopper's dates set, only the designs free for them (useFreeForDates). */
export function ProductScroller({ products, label }: { products: readonly ProductCardData[]; label: string }) {
  const shown = useFreeForDates(products);
  return (
    <ul className={styles.scroller} aria-label={label}>
      {shown.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

export function GridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-pending="">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles.skeletonCard} />
        </li>
      ))}
    </ul>
  );
}

export default ProductGrid;
