import { formatVnd } from '../../../shared/format';
import { vi } from '../../../shared/i18n/vi';
import { absoluteImageUrl } from '../../../shared/image';
import { PageHead, useSiteUrl } from '../../../shared/layout/PageHead';
import { productPath } from '../../catalog/components/ProductCard';
import type { ProductDetail } from '../../catalog/types';
import { jsonLdText, offerPrice, productJsonLd } from '../seo';

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
  const description = vi.product.metaDescription(product.name, formatVnd(offerPrice(product)));
  return (
    <PageHead
      title={product.name}
      description={description}
      pathname={pathname}
      canonicalPath={productPath(product.link)}
      ogType="product"
      ogImage={absoluteImageUrl(product.imageKey, '600x800', siteUrl)}
    >
      <meta property="product:price:amount" content={String(offerPrice(product))} />
      <meta property="product:price:currency" content="VND" />
      <script type="application/ld+json">{jsonLdText(productJsonLd(product, siteUrl, canonical))}</script>
    </PageHead>
  );
}

