import type { HeadFC, PageProps } from 'gatsby';
import { ContentView } from '../features/content/components/ContentView';
import type { ContentLink } from '../features/content/types';
import { PageHead } from '../shared/layout/PageHead';
import type { ContentPage } from '../../core/contracts/content';

/** Context given by gatsby-node: one pre-rendered page per content page of the build-time snapshot. */
export interface ContentPageContext {
  page: ContentPage;
  related: ContentLink[];
}

export default function ContentTemplate({ location, pageContext }: PageProps<object, ContentPageContext>) {
  return <ContentView pathname={location.pathname} page={pageContext.page} related={pageContext.related} />;
}

export const Head: HeadFC<object, ContentPageContext> = ({ location, pageContext }) => (
  <PageHead title={pageContext.page.title} description={pageContext.page.summary} pathname={location.pathname} />
);
