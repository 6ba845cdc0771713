import type { HeadFC, PageProps } from 'gatsby';
import { useMemo } from 'react';
import { CatalogListing } from '../features/catalog/components/CatalogListing';
import { datesFromSearch } from '../features/dates/public';
import { formatShortDate } from '../../core/format';
import { requestListEarly } from '../features/catalog/api';
import { parseListingQuery, SEARCH_SORTS } from '../features/catalog/query';
import { SearchForm } from '../features/search/components/SearchBox';
import { useHydrated } from '../shared/hooks/useHydrated';
import { vi } from '../shared/i18n/vi';
import { ComingSoon, Layout } from '../shared/layout/Layout';
import { PageHead } from '../shared/layout/PageHead';
import { GridSkeleton } from '../features/catalog/components/ProductGrid';

/** `?q=` is the search text; the rest of the query is the listing view. */
export function searchText(search: string | undefined): string {
  return (new URLSearchParams(search ?? '').get('q') ?? '').trim().slice(0, 100);
}

// The results are asked for as soon as this page's code runs, not once it has hydrated (issue #34): the listing's
// first request for the same view takes the answer.
if (typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === '/search') {
  const q = searchText(window.location.search);
  if (q) requestListEarly({ kind: 'search', q }, parseListingQuery(window.location.search));
}

/** Client-side results of GET /v1/product/search. */
export default function SearchPage({ location }: PageProps) {
  const hydrated = useHydrated();
  const q = hydrated ? searchText(location.search) : '';
  // No words but dates: every design free for them ("Ngày bạn cần đồ" from home).
  const dates = hydrated && !q ? datesFromSearch(location.search) : null;
  const source = useMemo(() => (q ? { kind: 'search' as const, q } : { kind: 'prod' as const }), [q]);
  const extra = useMemo((): Record<string, string> => (q ? { q } : {}), [q]);
  const title = q ? vi.search.resultsFor(q) : dates ? vi.dates.freeTitle(formatShortDate(dates.dateFrom), formatShortDate(dates.dateTo)) : vi.search.title;
  return (
    <Layout pathname={location.pathname} title={title}>
      <div style={{ marginBottom: 12 }}>
        <SearchForm key={q} initial={q} />
      </div>
      {!hydrated ? (
        // The pre-rendered page cannot know the query: a placeholder, not the prompt, until it is read.
        <GridSkeleton count={4} />
      ) : q || dates ? (
        <CatalogListing source={source} listName={vi.search.open} extra={extra} sortKeys={q ? SEARCH_SORTS : undefined} pathname={location.pathname} search={location.search ?? ''} />
      ) : (
        <ComingSoon>{vi.search.prompt}</ComingSoon>
      )}
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.search.title} description={vi.search.description} pathname={location.pathname} noindex />
);
