import type { CSSProperties } from 'react';
import { imageUrl, srcSet, type ImageSize } from './index';

export interface ProductImageProps {
  imageKey: string;
  /** Meaningful Vietnamese alternative text ('' only for purely decorative images). */
  alt: string;
  /** Sizes offered in `srcSet`; the first one is the `src` fallback. */
  sizes: readonly ImageSize[];
  /** The `sizes` attribute: how wide the image is shown. */
  displaySizes: string;
  /** Intrinsic width/height (aspect ratio reserved: no layout shift). */
  width: number;
  height: number;
  /** The LCP image: loaded eagerly with high fetch priority (every other one low, even in view: the hero comes first). */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** An image from the image host with srcSet, explicit dimensions and lazy loading. */
export function ProductImage({ imageKey, alt, sizes, displaySizes, width, height, priority = false, className, style }: ProductImageProps) {
  const first = sizes[0] ?? '300x400';
  return (
    <img
      src={imageUrl(imageKey, first)}
      srcSet={srcSet(imageKey, sizes)}
      sizes={displaySizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'low'}
      className={className}
      style={style}
    />
  );
}

export default ProductImage;
