import { Skeleton } from 'antd';
import type { HeadFC, PageProps } from 'gatsby';
import { ProductHead, productBreadcrumbs } from '../../features/product/components/ProductHead';
import { SERVED_PRODUCT_ELEMENT_ID } from '../../../core/rules/product-page-head';
import type { ProductDetail } from '../../../core/contracts/catalog';
import { ProductView } from '../../app/product/ProductView';
import { useLiveProduct } from '../../features/product/useLiveProduct';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { vi } from '../../shared/i18n/vi';
import { Layout } from '../../shared/layout/Layout';
import { Themed } from '../../shared/theme/Themed';
import { NotFound } from '../../shared/layout/NotFound';
import { PageHead } from '../../shared/layout/PageHead';

/**
 * Client-only fallback for products added after the build: once hydrated, fetches /v1/product/detail/{link} and shows
 * it with its category trail; a 404 answer shows the not-found view. One Layout throughout, so nothing remounts.
 */
export default function ProductPage({ location, params }: PageProps) {
  const hydrated = useHydrated();
  const link = hydrated ? ((params as { productLink?: string }).productLink ?? '') : '';
  const live = useLiveProduct(link, null);
  let body;
  if (link && live.notFound) body = <NotFound />;
  else if (link && live.product) body = <ProductView product={live.product} />;
  else if (link && live.failed) body = <NotFound headingLevel={1} />;
  else body = <Skeleton active paragraph={{ rows: 8 }} aria-label={vi.loader.ariaLabel} />;
  return (
    <Themed>
      <Layout pathname={location.pathname} breadcrumbs={live.product ? productBreadcrumbs(live.product) : undefined}>
        {body}
      </Layout>
    </Themed>
  );
}

/**
 * The server renders a product no build pre-rendered with its own head and puts the product beside it (server/http/
 * product-shell.ts); the head Gatsby draws once hydrated says the same. Without it (the build's shell, or a link the
 * server no longer knows) the placeholder, kept out of search results.
 */
export const Head: HeadFC = ({ location, params }) => {
  const served = servedProduct((params as { productLink?: string }).productLink);
  if (served) return <ProductHead product={served} pathname={location.pathname} />;
  return <PageHead title={vi.pages.product.title} pathname={location.pathname} noindex />;
};

function servedProduct(link: string | undefined): ProductDetail | null {
  if (typeof document === 'undefined' || !link) return null;
  const text = document.getElementById(SERVED_PRODUCT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const product = JSON.parse(text) as ProductDetail;
    return product.link === link ? product : null;
  } catch {
    return null;
  }
}
