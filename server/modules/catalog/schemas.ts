/**
 * JSON schemas of the catalogue shapes (docs/catalog-api.md). Registered once on the root instance
 * (see SHARED_SCHEMAS in ../index.ts) so every module can `$ref` them and the OpenAPI document names them.
 */
export const ATTRIBUTE_NAMES = ['size', 'colour', 'style', 'occasion', 'material'] as const;
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

export const PRODUCT_TYPES = [
  'PRODUCT_TYPE_RENTABLE',
  'PRODUCT_TYPE_SALABLE',
  'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE',
] as const;

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;

export const paginationSchema = {
  $id: 'Pagination',
  type: 'object',
  required: ['page', 'limit', 'total'],
  properties: { page: integer, limit: integer, total: integer },
} as const;

export const productAttributesSchema = {
  $id: 'ProductAttributes',
  type: 'object',
  required: [...ATTRIBUTE_NAMES],
  properties: Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, string])),
} as const;

export const ratingSummarySchema = {
  $id: 'RatingSummary',
  type: 'object',
  required: ['average', 'count'],
  properties: { average: { type: 'number' }, count: integer },
} as const;

export const ratingDetailSchema = {
  $id: 'RatingDetail',
  type: 'object',
  required: ['average', 'count', 'counts'],
  properties: {
    average: { type: 'number' },
    count: integer,
    counts: {
      type: 'object',
      required: ['1', '2', '3', '4', '5'],
      properties: { 1: integer, 2: integer, 3: integer, 4: integer, 5: integer },
    },
  },
} as const;

const cardProperties = {
  id: integer,
  link: string,
  name: string,
  type: { type: 'string', enum: [...PRODUCT_TYPES] },
  categoryLink: string,
  originalPrice: integer,
  salePrice: integer,
  originalRentalPrice: integer,
  rentalPrice: integer,
  membershipRentalPrice: integer,
  depositPrice: integer,
  imageKey: string,
  stock: integer,
  salesCount: integer,
  createdAt: { type: 'string', format: 'date-time' },
  attributes: { $ref: 'ProductAttributes#' },
  rating: { $ref: 'RatingSummary#' },
} as const;

export const productCardSchema = {
  $id: 'ProductCard',
  type: 'object',
  required: Object.keys(cardProperties),
  properties: cardProperties,
} as const;

const categoryRef = { type: 'object', required: ['link', 'name'], properties: { link: string, name: string } } as const;

export const productDetailSchema = {
  $id: 'ProductDetail',
  type: 'object',
  required: [...Object.keys(cardProperties), 'description', 'images', 'category', 'related'],
  properties: {
    ...cardProperties,
    rating: { $ref: 'RatingDetail#' },
    description: string,
    images: { type: 'array', items: string },
    category: {
      type: 'object',
      required: ['link', 'name', 'trail'],
      properties: { link: string, name: string, trail: { type: 'array', items: categoryRef } },
    },
    related: { type: 'array', items: { $ref: 'ProductCard#' } },
  },
} as const;

export const reviewSchema = {
  $id: 'Review',
  type: 'object',
  required: ['id', 'stars', 'text', 'author', 'date'],
  properties: {
    id: integer,
    stars: { type: 'integer', minimum: 1, maximum: 5 },
    text: string,
    author: string,
    date: { type: 'string', format: 'date-time' },
  },
} as const;

export const facetsSchema = {
  $id: 'Facets',
  type: 'object',
  required: [...ATTRIBUTE_NAMES, 'rentalPrice'],
  properties: {
    ...Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, { type: 'array', items: string }])),
    rentalPrice: { type: 'object', required: ['min', 'max'], properties: { min: integer, max: integer } },
  },
} as const;

export const CATALOG_SCHEMAS = [
  paginationSchema,
  productAttributesSchema,
  ratingSummarySchema,
  ratingDetailSchema,
  productCardSchema,
  productDetailSchema,
  reviewSchema,
  facetsSchema,
] as const;

/** `pagination.page` / `pagination.limit` querystring properties. */
export function paginationQuery(defaultLimit: number, maxLimit: number) {
  return {
    'pagination.page': { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: 'Trang, từ 1' },
    'pagination.limit': {
      type: 'integer',
      minimum: 1,
      maximum: maxLimit,
      default: defaultLimit,
      description: `Số mục mỗi trang (1–${maxLimit})`,
    },
  } as const;
}

export interface PaginationQuery {
  'pagination.page': number;
  'pagination.limit': number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

export interface RatingSummary {
  average: number;
  count: number;
}

export type StarCounts = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ProductCard {
  id: number;
  link: string;
  name: string;
  type: (typeof PRODUCT_TYPES)[number];
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
  attributes: Record<AttributeName, string>;
  rating: RatingSummary;
}

export interface ProductDetail extends Omit<ProductCard, 'rating'> {
  description: string;
  images: string[];
  category: { link: string; name: string; trail: Array<{ link: string; name: string }> };
  rating: RatingSummary & { counts: StarCounts };
  related: ProductCard[];
}

export interface Review {
  id: number;
  stars: number;
  text: string;
  author: string;
  date: string;
}

export type Facets = Record<AttributeName, string[]> & { rentalPrice: { min: number; max: number } };
