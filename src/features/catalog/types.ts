/**
 * Catalogue shapes: the contracts' (src/shared/contracts/{catalog,home,snapshot}.ts), under the names the storefront
 * and the build use. Free of server imports.
 */
import type { ProductType } from '../../shared/api-types/listing';
import type { ProductCard, ProductList, RatingDetail, Reviews, StarCounts, Suggestions } from '../../shared/contracts/catalog';
import type { Collection } from '../../shared/contracts/home';

export type { AttributeName, ProductType } from '../../shared/api-types/listing';
export type { BannerKind, CollectionKey, CollectionType } from '../../shared/api-types/home';
export type { Facets, ProductAttributes, ProductCard, ProductDetail, RatingSummary, Review } from '../../shared/contracts/catalog';
export type { Pagination } from '../../shared/contracts/common';
export type { Banner } from '../../shared/contracts/home';
export type { CatalogSnapshot } from '../../shared/contracts/snapshot';

export type StarKey = keyof StarCounts;
export const STAR_KEYS: readonly StarKey[] = ['1', '2', '3', '4', '5'];
export type RatingWithCounts = RatingDetail;
export type ProductListResponse = ProductList;
export type CollectionResponse = Collection;
export type SuggestResponse = Suggestions;
export type ReviewsResponse = Reviews;

export const isRentable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_SALABLE';
export const isSalable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_RENTABLE';

/** Listing price: rentalPrice when > 0, else salePrice (the contract's sort rule). */
export const listingPrice = (p: Pick<ProductCard, 'rentalPrice' | 'salePrice'>): number =>
  p.rentalPrice > 0 ? p.rentalPrice : p.salePrice;
