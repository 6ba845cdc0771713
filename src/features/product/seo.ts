/** Structured data for product pages (schema.org Product + Offer + AggregateRating). */
import { absoluteImageUrl } from '../../shared/image';
import { INCLUDED_RENTAL_DAYS } from '../../../core/rules/rental-dates';
import { isRentable, isSalable } from '../catalog/public';
import type { ProductDetail } from '../../../core/contracts/catalog';

/** GoodRelations' business functions, which schema.org's Offer uses to say "for sale" or "for rent". */
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** The price of a purchase, when the item is sold. */
export function salePriceOf(product: Pick<ProductDetail, 'type' | 'salePrice'>): number | null {
  return isSalable(product.type) && product.salePrice > 0 ? product.salePrice : null;
}

/**
 * A sale is an Offer with a price; a rental is a lease-out Offer whose price is per rental of INCLUDED_RENTAL_DAYS
 * days (a UnitPriceSpecification), so a rent-only item is never presented as selling for its rental price.
 */
function productOffers(product: ProductDetail, canonical: string): Array<Record<string, unknown>> {
  const common = {
    '@type': 'Offer',
    url: canonical,
    priceCurrency: 'VND',
    availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/UsedCondition',
  };
  const offers: Array<Record<string, unknown>> = [];
  const salePrice = salePriceOf(product);
  if (salePrice !== null) offers.push({ ...common, businessFunction: SELL, price: salePrice });
  if (isRentable(product.type) && product.rentalPrice > 0) {
    offers.push({
      ...common,
      businessFunction: LEASE_OUT,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: product.rentalPrice,
        priceCurrency: 'VND',
        referenceQuantity: { '@type': 'QuantitativeValue', value: INCLUDED_RENTAL_DAYS, unitCode: 'DAY' },
      },
    });
  }
  return offers;
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
    offers: productOffers(product, canonical),
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
