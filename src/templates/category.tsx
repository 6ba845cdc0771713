import type { HeadFC, PageProps } from 'gatsby';
import { useMemo } from 'react';
import { CatalogListing } from '../features/catalog/components/CatalogListing';
import type { ProductListResponse } from '../features/catalog/types';
import { CategoryChips } from '../features/menu/components/CategoryChips';
import { MenuIcon } from '../features/menu/components/MenuIcon';
import type { MenuNode } from '../features/menu/types';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';
import * as styles from './category.module.css';

/** Context given by gatsby-node's createPages, one page per menu item at `/${link}`. */
export interface CategoryPageContext {
  title: string;
  link: string;
  logoUrl: string | null;
  /** Direct children (their own children dropped). */
  children: MenuNode[];
  /** Parent categories, top-level first. */
  ancestors: Array<{ title: string; link: string }>;
  /** The default view's first page (newest, 30 items) with facets, for SEO and no-JS. */
  firstPage?: ProductListResponse | null;
}

export default function CategoryPage({ location, pageContext }: PageProps<object, CategoryPageContext>) {
  const { title, link, logoUrl, children, ancestors, firstPage } = pageContext;
  const source = useMemo(() => ({ kind: 'cat' as const, link }), [link]);
  const breadcrumbs = [
    { title: vi.nav.home, to: '/home' },
    { title: vi.nav.fMenu, to: '/f-menu' },
    ...ancestors.map((ancestor) => ({ title: ancestor.title, to: `/${ancestor.link}` })),
    { title },
  ];
  return (
    <Layout
      pathname={location.pathname}
      activeNav="f-menu"
      breadcrumbs={breadcrumbs}
      title={
        <span className={styles.heading}>
          <MenuIcon logoUrl={logoUrl} />
          <span>{title}</span>
        </span>
      }
    >
      {children.length > 0 ? (
        <section className={styles.section} aria-labelledby="category-children-title">
          <h2 id="category-children-title" className={styles.sectionTitle}>
            {vi.pages.category.childrenTitle}
          </h2>
          <CategoryChips items={children} />
        </section>
      ) : null}
      <CatalogListing source={source} pathname={location.pathname} search={location.search ?? ''} initial={firstPage ?? null} />
    </Layout>
  );
}

export const Head: HeadFC<object, CategoryPageContext> = ({ location, pageContext }) => (
  <PageHead
    title={pageContext.title}
    description={vi.pages.category.description(pageContext.title)}
    pathname={location.pathname}
  />
);
