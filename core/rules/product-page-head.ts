/**
 * What a product page's head says (title, description, canonical, Open Graph, schema.org Product/Offer/AggregateRating):
 * the storefront's ProductHead renders it at build time, and the server renders the same for a product pre-rendered
 * by no build (beyond PRERENDER_PRODUCTS), on its first request (server/http/product-shell.ts).
 */
import { formatVnd } from '../format';
import type { ProductDetail } from '../contracts/catalog';
import type { ProductType } from '../contracts/catalog-vocab';
import type { ImageSizeToken } from './image-sizes';
import { INCLUDED_RENTAL_DAYS } from './rental-dates';

/** What a product is offered as: a rental, a sale, or both. */
export const isRentable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_SALABLE';
export const isSalable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_RENTABLE';

export const productPath = (link: string): string => `/product/${link}`;

/** `/images/{size}/{key}` with each part of the key encoded. */
export function imagePath(key: string, size: ImageSizeToken): string {
  return `/images/${size}/${key
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/')}`;
}

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

/** `imageBase`: the absolute origin images are served from (the API's when it is absolute, else the site's). */
export function productJsonLd(product: ProductDetail, imageBase: string, canonical: string): Record<string, unknown> {
  const images = (product.images.length > 0 ? product.images : [product.imageKey]).map((key) => `${imageBase}${imagePath(key, '600x800')}`);
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

export interface ProductPageHead {
  /** The page's own title (the site's layout appends the brand). */
  title: string;
  description: string;
  canonicalPath: string;
  canonical: string;
  ogImage: string;
  salePrice: number | null;
  jsonLd: Record<string, unknown>;
}

/** `siteUrl` and `imageBase` without a trailing slash. */
export function productPageHead(product: ProductDetail, siteUrl: string, imageBase: string): ProductPageHead {
  const canonicalPath = productPath(product.link);
  const canonical = `${siteUrl}${canonicalPath}`;
  const salePrice = salePriceOf(product);
  const price = salePrice !== null ? formatVnd(salePrice) : `giá thuê ${formatVnd(product.rentalPrice)} cho ${INCLUDED_RENTAL_DAYS} ngày`;
  return {
    title: product.name,
    description: `${product.name} — ${price}. Thuê hoặc mua tại Thuê Đồ.`,
    canonicalPath,
    canonical,
    ogImage: `${imageBase}${imagePath(product.imageKey, '600x800')}`,
    salePrice,
    jsonLd: productJsonLd(product, imageBase, canonical),
  };
}

/**
 * The `id` of the `<script type="application/json">` the server puts in a product page it renders on request (one no
 * build pre-rendered): the product, so the client-only page's head says the same once hydrated.
 */
export const SERVED_PRODUCT_ELEMENT_ID = 'served-product';
