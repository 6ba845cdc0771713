/** The listing query's vocabularies (`/v1/product/list` and `/v1/product/search`), one definition for both halves. */
export const LISTING_SORTS = ['relevance', 'newest', 'top_seller', 'price_desc', 'price_asc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const TYPE_FILTERS = ['all', 'rent', 'sale'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
/** The product attributes a listing filters on, and their facet order. */
export const ATTRIBUTE_NAMES = ['size', 'colour', 'style', 'occasion', 'material'] as const;
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];
export const PRODUCT_TYPES = ['PRODUCT_TYPE_RENTABLE', 'PRODUCT_TYPE_SALABLE', 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
