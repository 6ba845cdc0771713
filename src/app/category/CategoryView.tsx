import { useMemo } from 'react';
import { CatalogListing } from '../../features/catalog/components/CatalogListing';
import { CategoryChips } from '../../features/menu/components/CategoryChips';
import { MenuIcon } from '../../features/menu/components/MenuIcon';
import * as styles from '../../features/menu/components/Category.module.css';
import type { CategoryPageContext } from '../../features/menu/types';
import { vi } from '../../shared/i18n/vi';
import { Layout } from '../../shared/layout/Layout';

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
