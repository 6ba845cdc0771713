import { navigate } from 'gatsby';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import * as controls from '../../../shared/ui/Controls.module.css';
import type { ListingSource } from '../api';
import { fetchCategory, positionKey, savePosition } from '../slice';
import { activeFilterCount, DEFAULT_LIMIT, isDefaultQuery, parseListingQuery, serialiseListingQuery, withChange, type ListingQuery, type SortKey } from '../query';
import { readStoredDates, storeDates, type WantedDates } from '../../dates/public';
import { WantedDatesBar } from '../../dates/components/WantedDatesBar';
import { ListingToolbar } from './ListingToolbar';
import { Pagination } from './Pagination';
import { GridSkeleton, ProductGrid } from './ProductGrid';
import * as styles from './Catalog.module.css';
import { track } from '../../../shared/tracking/track';
import type { ProductList } from '../../../../core/contracts/catalog';

export interface CatalogListingProps {
  source: ListingSource;
  pathname: string;
  /** `location.search`: the view (sort, filter, price, attributes, page). */
  search: string;
  /** The pre-rendered first page (default view), embedded by gatsby-node. */
  initial?: ProductList | null;
  /** Query keys forced by the page (e.g. `filter=sale` on /onsale). */
  fixed?: Partial<ListingQuery>;
  hideFilter?: boolean;
  /** URL keys kept on every view change (e.g. `q` on /search). */
  extra?: Record<string, string>;
  /** The sorts offered, the listing's default first (search: relevance). */
  sortKeys?: readonly SortKey[];
  /** What analytics calls the list (GA4's item_list_name); its id is the page's path. */
  listName: string;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A product listing whose view is the URL query: location.search → category
 * state → API. The default view shows the embedded first page at once (SEO,
 * no JavaScript); any other view is fetched. Scroll position is kept per
 * pathname + search and restored on Back.
 */
export function CatalogListing({ source, pathname, search, initial, fixed, hideFilter, extra, sortKeys, listName }: CatalogListingProps) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.category);
  // The page was pre-rendered without a query: the first (hydrating) render shows that same default view, then the
  // URL's view (React error #418 otherwise). Later mounts read the query at once.
  const hydrated = useHydrated();
  const normalisedSearch = hydrated ? (search ?? '') : '';
  const query = useMemo(() => ({ ...parseListingQuery(normalisedSearch), ...fixed }), [normalisedSearch, fixed]);
  const inStore = state.pathname === pathname && state.search === normalisedSearch;
  const live = inStore && !state.loading && state.pagination !== null;
  const useInitial = !live && Boolean(initial) && isDefaultQuery(parseListingQuery(normalisedSearch));
  const ready = useInitial || live;
  const sourceKey = JSON.stringify(source);

  // The pre-rendered first page shows at once; after hydration the live one (prices, stock, products added since the
  // build) replaces it when it arrives.
  useEffect(() => {
    if (!hydrated) return;
    if (state.pathname === pathname && state.search === normalisedSearch && (state.pagination || state.loading)) return;
    dispatch(fetchCategory({ source: JSON.parse(sourceKey) as ListingSource, query, pathname, search: normalisedSearch, quiet: useInitial }));
    // Refetch only when the view (URL) or the source changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, pathname, normalisedSearch, sourceKey]);

  // Restore the remembered scroll offset once the view's products are on screen; remember it on leave.
  const key = positionKey(pathname, normalisedSearch);
  const restored = useRef<string | null>(null);
  const positions = state.position;
  useIsomorphicLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const y = positions[key];
    if (typeof y === 'number' && y > 0) window.scrollTo(0, y);
  }, [ready, key]);
  useEffect(() => {
    return () => {
      if (typeof window !== 'undefined') dispatch(savePosition({ key, y: window.scrollY }));
    };
  }, [dispatch, key]);

  const products = useInitial ? (initial?.items ?? []) : inStore ? state.products : [];
  const pagination = useInitial ? initial?.pagination : state.pagination;
  const facets = (useInitial ? initial?.facets : state.facets) ?? initial?.facets ?? null;
  const total = pagination?.total ?? 0;

  // Analytics, after hydration: the list shown (view_item_list) and, on /search, the term.
  const shownKey = ready && hydrated ? products.map((product) => product.id).join(',') : '';
  useEffect(() => {
    if (!shownKey) return;
    track((analytics) => {
      if (source.kind === 'search') analytics.search(source.q);
      analytics.viewItemList({ id: pathname, name: listName }, products);
    });
    // The list changes when the products shown do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, pathname, listName]);

  const change = (next: ListingQuery) => {
    dispatch(savePosition({ key, y: typeof window === 'undefined' ? 0 : window.scrollY }));
    const fixedKeys = Object.keys(fixed ?? {}) as Array<keyof ListingQuery>;
    const shown = { ...next };
    for (const fixedKey of fixedKeys) Object.assign(shown, { [fixedKey]: parseListingQuery('')[fixedKey] });
    void navigate(`${pathname}${serialiseListingQuery(shown, extra)}`);
  };

  const retry = () => dispatch(fetchCategory({ source, query, pathname, search: normalisedSearch }));

  // The shopper's dates follow her: set on another page (kept on the device), they apply here too.
  useEffect(() => {
    if (!hydrated || query.dates) return;
    const stored = readStoredDates();
    if (stored) void navigate(`${pathname}${serialiseListingQuery({ ...query, dates: stored }, extra)}`, { replace: true });
    // Only when the view changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, normalisedSearch]);
  const changeDates = (dates: WantedDates | null) => {
    storeDates(dates);
    change(withChange(query, { dates }));
  };

  return (
    <section aria-busy={!ready}>
      <WantedDatesBar dates={query.dates} onChange={changeDates} />
      <ListingToolbar query={query} facets={facets} onChange={change} hideFilter={hideFilter} sortKeys={sortKeys} />
      {ready ? <p className={styles.count}>{vi.catalog.total(total)}</p> : null}
      {!ready && state.error && inStore ? (
        <div className={styles.empty} role="alert">
          <p>{vi.catalog.loadError}</p>
          <button type="button" className={controls.button} onClick={retry} style={{ marginTop: 12 }}>
            {vi.common.retry}
          </button>
        </div>
      ) : !ready ? (
        <GridSkeleton count={4} />
      ) : products.length === 0 ? (
        <div className={styles.empty}>
          <p>{query.dates ? vi.dates.noneFree : vi.catalog.empty}</p>
          {/* Only a listing narrowed by filters can be widened by removing them. */}
          {activeFilterCount(query) > 0 || (query.filter !== 'all' && !fixed?.filter) ? <p>{vi.catalog.emptyHint}</p> : null}
        </div>
      ) : (
        <>
          <ProductGrid products={products} priorityCount={1} />
          <Pagination pathname={pathname} query={query} total={total} limit={pagination?.limit ?? DEFAULT_LIMIT} extra={extra} />
        </>
      )}
    </section>
  );
}

export default CatalogListing;
