/**
 * Catalogue shapes: the contracts' (core/contracts/{catalog,home,snapshot}.ts), under the names the storefront
 * and the build use. Free of server imports.
 */
import type { ProductType } from '../../../core/contracts/catalog-vocab';
import type { ProductCard, ProductList, RatingDetail, Reviews, StarCounts, Suggestions } from '../../../core/contracts/catalog';
import type { Collection } from '../../../core/contracts/home';

export type { AttributeName, ProductType } from '../../../core/contracts/catalog-vocab';
export type { BannerKind, CollectionKey, CollectionType } from '../../../core/contracts/home-vocab';
export type { Facets, ProductAttributes, ProductCard, ProductDetail, RatingSummary, Review } from '../../../core/contracts/catalog';
export type { Pagination } from '../../../core/contracts/common';
export type { Banner } from '../../../core/contracts/home';
export type { CatalogSnapshot } from '../../../core/contracts/snapshot';

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
