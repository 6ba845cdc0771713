import type { HeadFC, PageProps } from 'gatsby';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { NotFound } from '../shared/layout/NotFound';
import { PageHead } from '../shared/layout/PageHead';

export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname} activeNav={null}>
      <NotFound />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.notFound.title} description={vi.pages.notFound.text} pathname={location.pathname} noindex />
);
