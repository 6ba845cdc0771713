import { useState } from 'react';

/** A list's tab, search text and page, for the query that fetches its rows; a new tab or search starts again at page 1. */
export function useListQuery<Tab extends string = ''>(initialTab = '' as Tab) {
  const [state, setState] = useState({ tab: initialTab, q: '', page: 1 });
  return {
    ...state,
    setTab: (tab: Tab) => setState((current) => ({ ...current, tab, page: 1 })),
    search: (q: string) => setState((current) => ({ ...current, q, page: 1 })),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}
