/**
 * Catalogue shapes (docs/catalog-api.md). Shared by the build (gatsby-node)
 * and the browser; free of server imports.
 */
import type { MenuItemDto } from '../menu/types';

export type ProductType = 'PRODUCT_TYPE_RENTABLE' | 'PRODUCT_TYPE_SALABLE' | 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE';

export interface ProductAttributes {
  size: string;
  colour: string;
  style: string;
  occasion: string;
  material: string;
}

export interface RatingSummary {
  average: number;
  count: number;
}

export type StarKey = '1' | '2' | '3' | '4' | '5';
export const STAR_KEYS: readonly StarKey[] = ['1', '2', '3', '4', '5'];

export interface RatingWithCounts extends RatingSummary {
  counts: Record<StarKey, number>;
}

export interface ProductCard {
  id: number;
  link: string;
  name: string;
  type: ProductType;
  categoryLink: string;
  originalPrice: number;
  salePrice: number;
  originalRentalPrice: number;
  rentalPrice: number;
  membershipRentalPrice: number;
  depositPrice: number;
  imageKey: string;
  stock: number;
  salesCount: number;
  createdAt: string;
  attributes: ProductAttributes;
  rating: RatingSummary;
}

export interface ProductDetail extends Omit<ProductCard, 'rating'> {
  description: string;
  images: string[];
  category: { link: string; name: string; trail: Array<{ link: string; name: string }> };
  rating: RatingWithCounts;
  related: ProductCard[];
}

export interface Review {
  id: number;
  stars: 1 | 2 | 3 | 4 | 5;
  text: string;
  author: string;
  date: string;
}

export type BannerKind = 'hot' | 'big' | 'small' | 'icon1' | 'icon2';

export interface Banner {
  id: number;
  kind: BannerKind;
  title: string;
  subtitle: string | null;
  link: string;
  imageKey: string;
  backgroundColor: string;
  position: number;
  startsAt: string;
  endsAt: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

export const ATTRIBUTE_KEYS = ['size', 'colour', 'style', 'occasion', 'material'] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

export interface Facets {
  size: string[];
  colour: string[];
  style: string[];
  occasion: string[];
  material: string[];
  rentalPrice: { min: number; max: number };
}

export interface ProductListResponse {
  items: ProductCard[];
  pagination: Pagination;
  facets?: Facets;
}

export type CollectionType = 'trending' | 'new_arrival' | 'sale' | 'unspecified';
export type CollectionKey = 'Trending' | 'NewArrival' | 'Sale' | 'Unspecified';

export interface CollectionResponse {
  type: CollectionType;
  key: CollectionKey;
  title: string;
  description: string;
  items: ProductCard[];
  productItems?: ProductCard[];
  pagination?: Pagination;
}

export interface SuggestResponse {
  products: Array<{ link: string; name: string; imageKey: string; rentalPrice: number; salePrice: number }>;
  categories: Array<{ link: string; name: string }>;
}

export interface ReviewsResponse {
  items: Review[];
  pagination: Pagination;
  rating: RatingWithCounts;
}

/** The build-time snapshot (CATALOG_FILE). */
export interface CatalogSnapshot {
  fingerprint: string;
  menu: MenuItemDto[];
  products: ProductDetail[];
  banners: Banner[];
  collections: Array<Omit<CollectionResponse, 'productItems' | 'pagination'>>;
  /** The first page of each category (by link) and of /onsale, made by the API's own listing code. */
  listings: { categories: Record<string, ProductListResponse>; sale: ProductListResponse };
}

export const isRentable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_SALABLE';
export const isSalable = (type: ProductType): boolean => type !== 'PRODUCT_TYPE_RENTABLE';

/** Listing price: rentalPrice when > 0, else salePrice (the contract's sort rule). */
export const listingPrice = (p: Pick<ProductCard, 'rentalPrice' | 'salePrice'>): number =>
  p.rentalPrice > 0 ? p.rentalPrice : p.salePrice;
