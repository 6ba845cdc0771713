import type { HeadFC, PageProps } from 'gatsby';
import { vi } from '../../shared/i18n/vi';
import { ComingSoon, Layout } from '../../shared/layout/Layout';
import { PageHead } from '../../shared/layout/PageHead';

export default function ProductPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname} title={vi.pages.product.title}>
      <ComingSoon />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.product.title} pathname={location.pathname} noindex />
);
