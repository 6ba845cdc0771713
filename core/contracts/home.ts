/** The home page's API contract (TypeBox): banners and collections. */
import { Type, type Static } from 'typebox';
import { BANNER_FILTERS, BANNER_KINDS, COLLECTION_KEYS, COLLECTION_TYPES } from './home-vocab';
import { ProductCard } from './catalog';
import { DateTime, Int, NullableStr, Pagination, Str, StringEnum, paginationQueryProperties, ref, type PaginationQuery } from './common';
import type { BannerFilter, CollectionType } from './home-vocab';

export const Banner = Type.Object(
  {
    id: Int,
    kind: StringEnum(BANNER_KINDS),
    title: Str,
    subtitle: NullableStr,
    link: Str,
    imageKey: Str,
    backgroundColor: Str,
    position: Int,
    startsAt: DateTime,
    endsAt: DateTime,
  },
  { $id: 'Banner' },
);
export const BannerList = Type.Object({ items: Type.Array(ref(Banner)), pagination: ref(Pagination) });
export const BannerQuery = Type.Unsafe<PaginationQuery & { filter?: BannerFilter }>({
  type: 'object',
  properties: {
    filter: { type: 'string', enum: [...BANNER_FILTERS] },
    // The storefront asks for pagination.limit=1000 (all banners at once).
    ...paginationQueryProperties(30, 1000),
  },
});

export const Collection = Type.Object({
  type: StringEnum(COLLECTION_TYPES),
  key: StringEnum(Object.values(COLLECTION_KEYS)),
  title: Str,
  description: Str,
  items: Type.Array(ref(ProductCard)),
  productItems: Type.Array(ref(ProductCard)),
  pagination: ref(Pagination),
});
export const CollectionQuery = Type.Unsafe<PaginationQuery & { type: CollectionType }>({
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: [...COLLECTION_TYPES] }, ...paginationQueryProperties(30, 100) },
});

export const HOME_SCHEMAS = [Banner] as const;

export type Banner = Static<typeof Banner>;
export type BannerList = Static<typeof BannerList>;
export type Collection = Static<typeof Collection>;
