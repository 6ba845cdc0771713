import { get } from '../../shared/api/http';
import { toApiQuery, type ListingQuery } from './query';
import type { ProductList, Suggestions } from '../../../core/contracts/catalog';

/** What a listing shows: a category, an attribute value, all products, or a text search. */
export type ListingSource =
  | { kind: 'cat'; link: string }
  | { kind: 'attr'; name: string; value: string }
  | { kind: 'prod' }
  | { kind: 'search'; q: string };

export function listingPath(source: ListingSource, query: ListingQuery): string {
  switch (source.kind) {
    case 'cat':
      return `/v1/product/list?${toApiQuery(query, { kind: 'cat', link: source.link })}`;
    case 'attr':
      return `/v1/product/list?${toApiQuery(query, { kind: 'attr', name: source.name, value: source.value })}`;
    case 'prod':
      return `/v1/product/list?${toApiQuery(query, { kind: 'prod' })}`;
    case 'search':
      return `/v1/product/search?${toApiQuery(query, { q: source.q })}`;
  }
}

const early = new Map<string, Promise<ProductList>>();

/**
 * Asks for a listing view before the page that shows it has hydrated (search results: the page's code reads the
 * address as soon as it runs); the first fetchProductList of the same view takes this answer (issue #34).
 */
export function requestListEarly(source: ListingSource, query: ListingQuery): void {
  const path = listingPath(source, query);
  if (early.has(path)) return;
  const answer = get<ProductList>(path);
  // Handled by whoever takes it; never an unhandled rejection while nobody has yet.
  answer.catch(() => undefined);
  early.set(path, answer);
}

/** GET /v1/product/list (or /v1/product/search) for a listing view. */
export async function fetchProductList(source: ListingSource, query: ListingQuery): Promise<ProductList> {
  const path = listingPath(source, query);
  const asked = early.get(path);
  early.clear();
  return asked ?? get<ProductList>(path);
}

/** GET /v1/product/suggest (typeahead). */
export async function fetchSuggestions(q: string, limit = 6): Promise<Suggestions> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  return get<Suggestions>(`/v1/product/suggest?${params.toString()}`);
}
