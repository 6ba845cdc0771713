import type { HeadFC, PageProps } from 'gatsby';
import { CategoryView } from '../app/category/CategoryView';
import type { CategoryPageContext } from '../features/menu/types';
import { vi } from '../shared/i18n/vi';
import { PageHead } from '../shared/layout/PageHead';

export type { CategoryPageContext };

/** One page per menu item at `/${link}`, from gatsby-node's createPages. */
export default function CategoryPage({ location, pageContext }: PageProps<object, CategoryPageContext>) {
  return <CategoryView category={pageContext} pathname={location.pathname} search={location.search ?? ''} />;
}

export const Head: HeadFC<object, CategoryPageContext> = ({ location, pageContext }) => (
  <PageHead
    title={pageContext.title}
    description={vi.pages.category.description(pageContext.title)}
    pathname={location.pathname}
  />
);
