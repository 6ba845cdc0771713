import { formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { absoluteImageUrl } from '../../../shared/image';
import { PageHead, useSiteUrl } from '../../../shared/layout/PageHead';
import { productPath } from '../../catalog/public';
import { INCLUDED_RENTAL_DAYS } from '../../../../core/rules/rental-dates';
import { jsonLdText, productJsonLd, salePriceOf } from '../seo';
import type { ProductDetail } from '../../../../core/contracts/catalog';

export function productBreadcrumbs(product: ProductDetail) {
  return [
    { title: vi.nav.home, to: '/home' },
    ...product.category.trail.map((crumb) => ({ title: crumb.name, to: `/${crumb.link}` })),
    { title: product.name },
  ];
}

/** Title, description, canonical, Open Graph (product) and JSON-LD Product/Offer/AggregateRating. */
export function ProductHead({ product, pathname }: { product: ProductDetail; pathname: string }) {
  const siteUrl = useSiteUrl();
  const canonical = `${siteUrl}${productPath(product.link)}`;
  const salePrice = salePriceOf(product);
  const priceText = salePrice !== null ? formatVnd(salePrice) : vi.product.metaRentPrice(formatVnd(product.rentalPrice), INCLUDED_RENTAL_DAYS);
  const description = vi.product.metaDescription(product.name, priceText);
  return (
    <PageHead
      title={product.name}
      description={description}
      pathname={pathname}
      canonicalPath={productPath(product.link)}
      ogType="product"
      ogImage={absoluteImageUrl(product.imageKey, '600x800', siteUrl)}
    >
      {/* Open Graph's price is a purchase price: a rent-only item has none. */}
      {salePrice !== null ? <meta property="product:price:amount" content={String(salePrice)} /> : null}
      {salePrice !== null ? <meta property="product:price:currency" content="VND" /> : null}
      <script type="application/ld+json">{jsonLdText(productJsonLd(product, siteUrl, canonical))}</script>
    </PageHead>
  );
}

