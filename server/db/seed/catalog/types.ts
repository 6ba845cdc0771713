/**
 * Types of the generated seed catalogue. Standalone on purpose: nothing here imports other server files (only the shared vocabularies).
 * Every amount is an integer number of VND, a multiple of 1,000. Dates are ISO-8601 strings (UTC).
 */
import type { BannerKind, CollectionKey, CollectionType } from '../../../../core/contracts/home-vocab';
import type { AttributeName, ProductType } from '../../../../core/contracts/catalog-vocab';

export type ClothingSize = 'XS' | 'S' | 'M' | 'L' | 'XL';
export type ShoeSize = '35' | '36' | '37' | '38' | '39' | '40';
export type Size = ClothingSize | ShoeSize | 'Free size';

export interface SeedCategory {
  /** ASCII slug, also the storefront path (`/{link}`). */
  link: string;
  /** Vietnamese display name. */
  name: string;
  /** `null` for a top-level category. */
  parentLink: string | null;
  /** Order among its siblings, starting at 1. */
  position: number;
  /** Image key for menu tiles, e.g. `c/ao-dai`. */
  imageKey: string;
  /** True when products can be attached to it (a child, or a top-level category without children). */
  isLeaf: boolean;
}

/** A seeded product's attributes: every listing attribute, the size from the seed's own sizes. */
export type SeedAttributes = Record<Exclude<AttributeName, 'size'>, string> & { size: Size };

export interface SeedReview {
  /** 1..5 */
  stars: number;
  text: string;
  /** Vietnamese full name, e.g. 'Nguyễn Thu Hà'. */
  author: string;
  /** ISO date-time, after the product's createdAt and not after the base date. */
  date: string;
}

export interface SeedProduct {
  /** Unique ASCII slug: slug of the name + '-' + a number. Storefront path `/product/{link}`. */
  link: string;
  name: string;
  description: string;
  /** Link of a leaf category. */
  categoryLink: string;
  type: ProductType;
  /** Purchase list price; 0 when the product is not salable. */
  originalPrice: number;
  /** Actual purchase price (≤ originalPrice); 0 when not salable. */
  salePrice: number;
  /** Rental list price; 0 when not rentable. */
  originalRentalPrice: number;
  /** Actual rental price (≤ originalRentalPrice); 0 when not rentable. */
  rentalPrice: number;
  /** 0 = use the membership percentage; otherwise a special price below rentalPrice. */
  membershipRentalPrice: number;
  /** Deposit per unit for a rental; 0 when not rentable. */
  depositPrice: number;
  /** 1..6 units. */
  stock: number;
  attributes: SeedAttributes;
  /** 3–4 image keys: `p/{link}/1` … */
  images: string[];
  createdAt: string;
  /** Units sold or rented so far (drives the top_seller sort); heavily skewed. */
  salesCount: number;
  /** Newest first. */
  reviews: SeedReview[];
}


export interface SeedBanner {
  kind: BannerKind;
  title: string;
  subtitle?: string;
  /** Internal storefront path: '/vay-cuoi', '/onsale', '/product/{link}' … */
  link: string;
  /** `b/{slug}` */
  imageKey: string;
  /** '#rrggbb' */
  backgroundColor: string;
  startsAt: string;
  endsAt: string;
  /** Order within its kind, starting at 1. */
  position: number;
  /** Hints for the image drawer (`drawImageSvg(imageKey, { kind: 'banner', categoryLink, colour })`). */
  categoryLink: string;
  colour: string;
}

export interface SeedCollection {
  type: Exclude<CollectionType, 'unspecified'>;
  /** Client key of the type. */
  key: Exclude<CollectionKey, 'Unspecified'>;
  title: string;
  description: string;
  position: number;
  /** 10–16 links of existing products (fewer only when the catalogue is tiny). */
  productLinks: string[];
}

export interface SeedVocabularies {
  colours: readonly string[];
  styles: readonly string[];
  occasions: readonly string[];
  materials: readonly string[];
  sizes: readonly Size[];
}

export interface SeedCatalog {
  /** The fixed 'now' the catalogue is generated around: '2026-11-01T00:00:00.000Z'. */
  baseDate: string;
  categories: SeedCategory[];
  products: SeedProduct[];
  banners: SeedBanner[];
  collections: SeedCollection[];
  vocabularies: SeedVocabularies;
}

export interface GenerateCatalogOptions {
  /** Number of products; default 180. */
  products?: number;
  /** PRNG seed; default 20261101. */
  seed?: number;
}
