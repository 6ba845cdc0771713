import { Link, type HeadFC, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { ProductGrid } from '../features/catalog/components/ProductGrid';
import { fetchCollection } from '../features/collection/api';
import { COLLECTION_PAGE_SIZE } from '../features/collection/paths';
import { vi } from '../shared/i18n/vi';
import { Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';
import { appendNew } from '../shared/ui/append-new';
import * as styles from '../features/menu/components/Category.module.css';
import * as controls from '../shared/ui/Controls.module.css';
import { track } from '../shared/tracking/track';
import type { CollectionType } from '../../core/contracts/home-vocab';
import type { ProductCard } from '../../core/contracts/catalog';

/** Context given by gatsby-node (planCollectionPages): the collection's first page of cards. */
export interface CollectionPageContext {
  type: CollectionType;
  title: string;
  description: string;
  items: ProductCard[];
  total: number;
}

/** `/bo-suu-tap/…`: every product of a home collection ("Xem tất cả"), in the shop's order, page by page. */
export default function CollectionPage({ location, pageContext }: PageProps<object, CollectionPageContext>) {
  const t = vi.pages.collection;
  const [items, setItems] = useState(pageContext.items);
  const [total, setTotal] = useState(pageContext.total);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const body = await fetchCollection(pageContext.type, Math.floor(items.length / COLLECTION_PAGE_SIZE) + 1, COLLECTION_PAGE_SIZE);
      setItems((current) => appendNew(current, body.items));
      setTotal(body.pagination?.total ?? total);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    track((analytics) => analytics.viewItemList({ id: location.pathname, name: pageContext.title }, items));
  }, [items, location.pathname, pageContext.title]);

  return (
    <Layout
      pathname={location.pathname}
      title={pageContext.title}
      subtitle={pageContext.description || undefined}
      breadcrumbs={[{ title: vi.nav.home, to: '/home' }, { title: pageContext.title }]}
    >
      {items.length === 0 ? (
        <div className={styles.section}>
          <p>{t.empty}</p>
          <Link to="/f-menu">{vi.nav.fMenu}</Link>
        </div>
      ) : (
        <section aria-label={pageContext.title}>
          <p className={styles.count}>{t.count(total)}</p>
          <ProductGrid products={items} priorityCount={1} label={vi.catalog.scrollerLabel(pageContext.title)} />
          {items.length < total ? (
            <div className={styles.more}>
              {failed ? (
                <p role="alert" className={styles.error}>
                  {t.loadError}
                </p>
              ) : null}
              <button type="button" className={`${controls.button} ${controls.block} ${controls.large}`} disabled={loading} aria-busy={loading} onClick={() => void loadMore()}>
                {loading ? `${vi.common.loading}…` : t.more(total - items.length)}
              </button>
            </div>
          ) : null}
        </section>
      )}
    </Layout>
  );
}

export const Head: HeadFC<object, CollectionPageContext> = ({ location, pageContext }) => (
  <PageHead title={pageContext.title} description={pageContext.description || vi.pages.collection.description(pageContext.title)} pathname={location.pathname} />
);
