import type { HeadFC, PageProps } from 'gatsby';
import { useMemo } from 'react';
import { CatalogListing } from '../features/catalog/components/CatalogListing';
import { SEARCH_SORTS } from '../features/catalog/query';
import { SearchForm } from '../features/search/components/SearchBox';
import { useHydrated } from '../shared/hooks/useHydrated';
import { vi } from '../shared/i18n/vi';
import { ComingSoon, Layout } from '../shared/layout/Layout';
import { Themed } from '../shared/theme/Themed';
import { PageHead } from '../shared/layout/PageHead';

/** `?q=` is the search text; the rest of the query is the listing view. */
export function searchText(search: string | undefined): string {
  return (new URLSearchParams(search ?? '').get('q') ?? '').trim().slice(0, 100);
}

/** Client-side results of GET /v1/product/search. */
export default function SearchPage({ location }: PageProps) {
  const hydrated = useHydrated();
  const q = hydrated ? searchText(location.search) : '';
  const source = useMemo(() => ({ kind: 'search' as const, q }), [q]);
  const extra = useMemo(() => ({ q }), [q]);
  return (
    <Themed>
      <Layout pathname={location.pathname} title={q ? vi.search.resultsFor(q) : vi.search.title}>
        <div style={{ marginBottom: 12 }}>
          <SearchForm key={q} initial={q} />
        </div>
        {q ? <CatalogListing source={source} listName={vi.search.open} extra={extra} sortKeys={SEARCH_SORTS} pathname={location.pathname} search={location.search ?? ''} /> : <ComingSoon>{vi.search.prompt}</ComingSoon>}
      </Layout>
    </Themed>
  );
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title={vi.search.title} description={vi.search.description} pathname={location.pathname} noindex />
);
