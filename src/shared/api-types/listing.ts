/** The listing query's vocabularies (`/v1/product/list` and `/v1/product/search`), one definition for both halves. */
export const LISTING_SORTS = ['relevance', 'newest', 'top_seller', 'price_desc', 'price_asc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const TYPE_FILTERS = ['all', 'rent', 'sale'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
