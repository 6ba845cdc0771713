import { useMemo } from 'react';
import { CatalogListing } from '../../catalog/components/CatalogListing';
import { vi } from '../../../shared/i18n/vi';
import { Layout } from '../../../shared/layout/Layout';
import type { MenuNode } from '../types';
import { CategoryChips } from './CategoryChips';
import { MenuIcon } from './MenuIcon';
import * as styles from './Category.module.css';
import type { ProductList } from '../../../../core/contracts/catalog';

/** A category page's data: gatsby-node's context for a built page, or the live menu's for a category added since. */
export interface CategoryPageContext {
  title: string;
  link: string;
  logoUrl: string | null;
  /** Direct children (their own children dropped). */
  children: MenuNode[];
  /** Parent categories, top-level first. */
  ancestors: Array<{ title: string; link: string }>;
  /** The default view's first page (newest, 30 items) with facets, for SEO and no-JS; absent for a live one. */
  firstPage?: ProductList | null;
}

/** A category: its trail, its sub-categories and its products (the listing loads from the API past the first page). */
export function CategoryView({ category, pathname, search }: { category: CategoryPageContext; pathname: string; search: string }) {
  const { title, link, logoUrl, children, ancestors, firstPage } = category;
  const source = useMemo(() => ({ kind: 'cat' as const, link }), [link]);
  const breadcrumbs = [
    { title: vi.nav.home, to: '/home' },
    { title: vi.nav.fMenu, to: '/f-menu' },
    ...ancestors.map((ancestor) => ({ title: ancestor.title, to: `/${ancestor.link}` })),
    { title },
  ];
  return (
    <Layout
      pathname={pathname}
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
      <CatalogListing source={source} pathname={pathname} search={search} initial={firstPage ?? null} listName={title} />
    </Layout>
  );
}
