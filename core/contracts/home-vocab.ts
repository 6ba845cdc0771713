/** The home page's banner and collection vocabularies, one definition for both halves. */
export const BANNER_KINDS = ['hot', 'big', 'small', 'icon1', 'icon2'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];
export const BANNER_FILTERS = ['RUNNING_BANNER'] as const;
export type BannerFilter = (typeof BANNER_FILTERS)[number];

export const COLLECTION_TYPES = ['trending', 'new_arrival', 'sale', 'unspecified'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];
export const COLLECTION_KEYS = { trending: 'Trending', new_arrival: 'NewArrival', sale: 'Sale', unspecified: 'Unspecified' } as const;
export type CollectionKey = (typeof COLLECTION_KEYS)[CollectionType];
