import { imageBaseUrl } from '../../../shared/image';
import { vi } from '../../../shared/i18n/vi';
import { PageHead, useSiteUrl } from '../../../shared/layout/PageHead';
import { jsonLdText, productPageHead } from '../../../../core/rules/product-page-head';
import type { ProductDetail } from '../../../../core/contracts/catalog';

export function productBreadcrumbs(product: ProductDetail) {
  return [
    { title: vi.nav.home, to: '/home' },
    ...product.category.trail.map((crumb) => ({ title: crumb.name, to: `/${crumb.link}` })),
    { title: product.name },
  ];
}

/** Title, description, canonical, Open Graph (product) and JSON-LD Product/Offer/AggregateRating (core/rules/product-page-head.ts). */
export function ProductHead({ product, pathname }: { product: ProductDetail; pathname: string }) {
  const siteUrl = useSiteUrl();
  const head = productPageHead(product, siteUrl, imageBaseUrl(siteUrl));
  return (
    <PageHead title={head.title} description={head.description} pathname={pathname} canonicalPath={head.canonicalPath} ogType="product" ogImage={head.ogImage}>
      {/* Open Graph's price is a purchase price: a rent-only item has none. */}
      {head.salePrice !== null ? <meta property="product:price:amount" content={String(head.salePrice)} /> : null}
      {head.salePrice !== null ? <meta property="product:price:currency" content="VND" /> : null}
      <script type="application/ld+json">{jsonLdText(head.jsonLd)}</script>
    </PageHead>
  );
}
