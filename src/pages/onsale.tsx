import type { HeadFC, PageProps } from 'gatsby';
import { CatalogListing } from '../features/catalog/components/CatalogListing';
import { ProductScroller } from '../features/catalog/components/ProductGrid';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';
import * as styles from '../features/menu/components/Category.module.css';
import type { ProductCard, ProductList } from '../../core/contracts/catalog';

/** Context added by gatsby-node: the 'sale' collection and the first page of `filter=sale`. */
export interface OnSalePageContext {
  saleCollection?: { title: string; description: string; items: ProductCard[] } | null;
  firstPage?: ProductList | null;
}

const SOURCE = { kind: 'prod' } as const;
const FIXED = { filter: 'sale' } as const;

export default function OnSalePage({ location, pageContext }: PageProps<object, OnSalePageContext>) {
  const sale = pageContext.saleCollection;
  return (
    <Layout pathname={location.pathname} title={vi.pages.onSale.title} subtitle={vi.pages.onSale.description}>
      {sale && sale.items.length > 0 ? (
        <section className={styles.section} aria-labelledby="sale-collection-title">
          <h2 id="sale-collection-title" className={styles.sectionTitle}>
            {vi.home.saleTitle}
          </h2>
          <ProductScroller products={sale.items} label={vi.catalog.scrollerLabel(vi.home.saleTitle)} />
        </section>
      ) : null}
      <CatalogListing
        source={SOURCE}
        listName={vi.pages.onSale.title}
        fixed={FIXED}
        hideFilter
        pathname={location.pathname}
        search={location.search ?? ''}
        initial={pageContext.firstPage ?? null}
      />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.pages.onSale.title} description={vi.pages.onSale.description} pathname={location.pathname} />
);
