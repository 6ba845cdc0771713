import { useRef, useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { GALLERY_SIZES } from '../../../shared/image';
import { ProductImage } from '../../../shared/image/ProductImage';
import * as styles from './Product.module.css';

/**
 * Swipeable images (CSS scroll-snap) with dots; the first image is the LCP image. The others sit in the HTML as
 * <noscript> until the gallery hydrates: lazy loading still fetched them during the first paint (they are beside the
 * hero, not below it) and on a 4G phone they took bandwidth from the hero (issue #15).
 */
export function Gallery({ name, images }: { name: string; images: readonly string[] }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  const goTo = (index: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };
  return (
    <div className={styles.gallery} role="region" aria-roledescription="carousel" aria-label={vi.product.galleryLabel(name)}>
      <ul className={styles.slides} ref={track} onScroll={onScroll} tabIndex={0}>
        {images.map((key, index) => {
          const image = (
            <ProductImage
              imageKey={key}
              alt={vi.catalog.productImageNth(name, index + 1, images.length)}
              sizes={GALLERY_SIZES}
              displaySizes="(min-width: 480px) 480px, 100vw"
              width={450}
              height={600}
              priority={index === 0}
            />
          );
          return (
            <li key={key} className={styles.slide}>
              {index === 0 || hydrated ? image : <noscript>{image}</noscript>}
            </li>
          );
        })}
      </ul>
      {images.length > 1 ? (
        <div className={styles.dots}>
          {images.map((key, index) => (
            <button
              key={key}
              type="button"
              className={styles.dot}
              aria-label={vi.product.galleryDot(index + 1)}
              aria-current={index === current}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export default Gallery;
