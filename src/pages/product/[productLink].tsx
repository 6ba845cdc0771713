import { Skeleton } from 'antd';
import type { HeadFC, PageProps } from 'gatsby';
import { ProductView } from '../../features/product/components/ProductView';
import { useLiveProduct } from '../../features/product/useLiveProduct';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { vi } from '../../shared/i18n/vi';
import { Layout } from '../../shared/layout/Layout';
import { NotFound } from '../../shared/layout/NotFound';
import { PageHead } from '../../shared/layout/PageHead';

/**
 * Client-only fallback for products added after the build: fetches
 * /v1/product/detail/{link}; a 404 answer shows the not-found view.
 */
function LiveProduct({ link }: { link: string }) {
  const live = useLiveProduct(link, null);
  if (live.notFound) return <NotFound />;
  if (!live.product) {
    return live.failed ? <NotFound headingLevel={1} /> : <Skeleton active paragraph={{ rows: 8 }} aria-label={vi.loader.ariaLabel} />;
  }
  return <ProductView product={live.product} />;
}

export default function ProductPage({ location, params }: PageProps) {
  const hydrated = useHydrated();
  const link = (params as { productLink?: string }).productLink ?? '';
  return (
    <Layout pathname={location.pathname}>
      {hydrated && link ? <LiveProduct link={link} /> : <Skeleton active paragraph={{ rows: 8 }} />}
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <PageHead title={vi.pages.product.title} pathname={location.pathname} noindex />;
