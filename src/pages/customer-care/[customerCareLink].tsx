import type { HeadFC, PageProps } from 'gatsby';
import { vi } from '../../shared/i18n/vi';
import { ComingSoon, Layout } from '../../shared/layout/Layout';
import { PageHead } from '../../shared/layout/PageHead';

export default function CustomerCarePage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname} title={vi.pages.customerCare.title}>
      <ComingSoon />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.customerCare.title} pathname={location.pathname} noindex />
);
