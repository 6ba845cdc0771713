import type { HeadFC, PageProps } from 'gatsby';
import { HomeView, type HomeCollection } from '../app/home/HomeView';
import { useLiveBanners } from '../app/home/useLiveBanners';
import type { MenuNode } from '../features/menu/types';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';
import type { Banner } from '../../core/contracts/home';

/** Context added by gatsby-node from the build-time catalogue. */
export interface HomePageContext {
  categories?: MenuNode[];
  banners?: Banner[];
  collections?: HomeCollection[];
}

export default function HomePage({ location, pageContext }: PageProps<object, HomePageContext>) {
  const banners = useLiveBanners(pageContext.banners);
  return (
    <Layout pathname={location.pathname} activeNav="home">
      <HomeView categories={pageContext.categories ?? []} banners={banners} collections={pageContext.collections} />
    </Layout>
  );
}

export const Head: HeadFC<object, HomePageContext> = ({ location }) => (
  <PageHead title={vi.pages.home.title} description={vi.brand.description} pathname={location.pathname} canonicalPath="/home" />
);
