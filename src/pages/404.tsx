import type { HeadFC, PageProps } from 'gatsby';
import { CategoryView } from '../app/category/CategoryView';
import { useLiveCategory } from '../features/menu/useLiveCategory';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { Themed } from '../shared/theme/Themed';
import { NotFound } from '../shared/layout/NotFound';
import { PageHead } from '../shared/layout/PageHead';

export default function NotFoundPage({ location }: PageProps) {
  // A category added since the last build is shown from the live menu until its own page is built.
  const category = useLiveCategory(location.pathname);
  if (category) return <CategoryView category={category} pathname={location.pathname} search={location.search ?? ''} />;
  return (
    <Themed>
      <Layout pathname={location.pathname} activeNav={null}>
        <NotFound />
      </Layout>
    </Themed>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.notFound.title} description={vi.pages.notFound.text} pathname={location.pathname} noindex />
);
