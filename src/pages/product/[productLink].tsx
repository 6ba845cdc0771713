import { Skeleton } from 'antd';
import type { HeadFC, PageProps } from 'gatsby';
import { productBreadcrumbs } from '../../features/product/components/ProductHead';
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

export const Head: HeadFC = ({ location }) => <PageHead title={vi.pages.product.title} pathname={location.pathname} noindex />;
