/**
 * The listing view lives in the URL query, so a shared link reproduces it and
 * Back restores it: `?sort=price_asc&filter=rent&rental-prices=100000-500000&colour=Đỏ&page=2`.
 * Pure helpers: parse `location.search`, serialise back (defaults omitted,
 * stable order), and build the API query string.
 */
import { LISTING_SORTS as SORT_KEYS, TYPE_FILTERS as FILTER_KEYS, type ListingSort as SortKey, type TypeFilter as FilterKey } from '../../../core/contracts/catalog-vocab';
import { ATTRIBUTE_NAMES, type AttributeName } from '../../../core/contracts/catalog-vocab';
import { datesFromSearch, type WantedDates } from '../dates/public';

export { FILTER_KEYS, SORT_KEYS, type FilterKey, type SortKey };
/** The sorts a listing offers, its default first (a search adds relevance, its default). */
export const LIST_SORTS: readonly SortKey[] = ['newest', 'top_seller', 'price_desc', 'price_asc'];
export const SEARCH_SORTS: readonly SortKey[] = SORT_KEYS;

/** Price filter: URL key rental-prices, data key rentalPrice, type PRICE_TYPE_RENTAL. */
export const PRICE_FILTER = { urlKey: 'rental-prices', dataKey: 'rentalPrice', type: 'PRICE_TYPE_RENTAL' } as const;

/** Default listing limit 30, page 1. */
export const DEFAULT_LIMIT = 30;

export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface ListingQuery {
  /** null: the listing's own default (newest for lists, relevance for a search), left out of the URL and the API. */
  sort: SortKey | null;
  filter: FilterKey;
  rentalPrices: PriceRange | null;
  attributes: Partial<Record<AttributeName, string[]>>;
  /** "Ngày bạn cần đồ": only designs with a size free for these days. */
  dates: WantedDates | null;
  page: number;
}

export const DEFAULT_QUERY: ListingQuery = { sort: null, filter: 'all', rentalPrices: null, attributes: {}, dates: null, page: 1 };

function parseInteger(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) ? value : null;
}

/** `100000-500000`, `-500000`, `100000-` → a range; anything else (or min > max) → null. */
export function parsePriceRange(text: string | null): PriceRange | null {
  if (!text) return null;
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(text);
  if (!match) return null;
  const min = match[1] ? parseInteger(match[1]) : null;
  const max = match[2] ? parseInteger(match[2]) : null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatPriceRange(range: PriceRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

function unique(values: string[]): string[] {
  return Array.from(new Set(values));
}

export function parseListingQuery(search: string | null | undefined): ListingQuery {
  const params = new URLSearchParams(search ?? '');
  const sort = params.get('sort') as SortKey | null;
  const filter = params.get('filter') as FilterKey | null;
  const page = parseInteger(params.get('page') ?? '');
  const attributes: ListingQuery['attributes'] = {};
  for (const key of ATTRIBUTE_NAMES) {
    const values = unique(
      params
        .getAll(key)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    );
    if (values.length > 0) attributes[key] = values;
  }
  return {
    sort: sort && SORT_KEYS.includes(sort) ? sort : null,
    filter: filter && FILTER_KEYS.includes(filter) ? filter : DEFAULT_QUERY.filter,
    rentalPrices: parsePriceRange(params.get(PRICE_FILTER.urlKey)),
    attributes,
    dates: datesFromSearch(search),
    page: page && page >= 1 ? page : 1,
  };
}

/** Ordered key/value pairs of the view (defaults left out). */
function entries(query: ListingQuery): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (query.sort !== null) out.push(['sort', query.sort]);
  if (query.filter !== DEFAULT_QUERY.filter) out.push(['filter', query.filter]);
  if (query.rentalPrices && (query.rentalPrices.min !== null || query.rentalPrices.max !== null)) {
    out.push([PRICE_FILTER.urlKey, formatPriceRange(query.rentalPrices)]);
  }
  for (const key of ATTRIBUTE_NAMES) {
    const values = query.attributes[key];
    if (values && values.length > 0) out.push([key, values.join(',')]);
  }
  if (query.dates) out.push(['dateFrom', query.dates.dateFrom], ['dateTo', query.dates.dateTo]);
  return out;
}

/**
 * The URL query (`?…`, or '' for the default view). Page 1 is omitted.
 * `extra` keys (e.g. the search text `q`) come first and are kept as given.
 */
export function serialiseListingQuery(query: ListingQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [key, value] of entries(query)) params.set(key, value);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when nothing but the defaults is selected (the pre-rendered first page applies). */
export function isDefaultQuery(query: ListingQuery): boolean {
  return serialiseListingQuery(query) === '';
}

/** Number of active refinements (price range + attribute values), for the 'Bộ lọc' badge. */
export function activeFilterCount(query: ListingQuery): number {
  const attrs = ATTRIBUTE_NAMES.reduce((sum, key) => sum + (query.attributes[key]?.length ?? 0), 0);
  return attrs + (query.rentalPrices ? 1 : 0);
}

/** Changing anything but the page goes back to page 1. */
export function withChange(query: ListingQuery, change: Partial<ListingQuery>): ListingQuery {
  return { ...query, page: 1, ...change };
}

/** The API query string for `GET /v1/product/list` or `/search` (base params first). */
export function toApiQuery(query: ListingQuery, base: Record<string, string>, limit = DEFAULT_LIMIT): string {
  const params = new URLSearchParams(base);
  for (const [key, value] of entries(query)) params.set(key, value);
  params.set('pagination.page', String(query.page));
  params.set('pagination.limit', String(limit));
  return params.toString();
}
