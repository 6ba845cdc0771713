/** Structured data for product pages (schema.org Product + Offer + AggregateRating). */
import { absoluteImageUrl } from '../../shared/image';
import { isRentable, isSalable, type ProductDetail } from '../catalog/types';

/** The offer price: the sale price for salable items, else the rental price. */
export function offerPrice(product: Pick<ProductDetail, 'type' | 'salePrice' | 'rentalPrice'>): number {
  if (isSalable(product.type) && product.salePrice > 0) return product.salePrice;
  return isRentable(product.type) ? product.rentalPrice : product.salePrice;
}

export function productJsonLd(product: ProductDetail, siteUrl: string, canonical: string): Record<string, unknown> {
  const images = (product.images.length > 0 ? product.images : [product.imageKey]).map((key) => absoluteImageUrl(key, '600x800', siteUrl));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: images,
    url: canonical,
    category: product.category.name,
    color: product.attributes.colour || undefined,
    material: product.attributes.material || undefined,
    size: product.attributes.size || undefined,
    offers: {
      '@type': 'Offer',
      url: canonical,
      priceCurrency: 'VND',
      price: offerPrice(product),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
  if (product.rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** JSON for a <script type="application/ld+json">, safe against `</script>` in text. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
