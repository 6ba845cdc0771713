/**
 * The catalogue's API contract (TypeBox): product cards and details, listings with facets, search suggestions and
 * reviews. The server validates and documents with these schemas; the storefront and the build take their types with
 * `import type`.
 */
import { Type, type Static } from 'typebox';
import { ATTRIBUTE_NAMES, LISTING_SORTS, PRODUCT_TYPES, TYPE_FILTERS, type AttributeName, type ListingSort, type TypeFilter } from './catalog-vocab';
import { Component, DateTime, Int, NullableStr, Pagination, Str, StringEnum, paginationQueryProperties, ref, type PaginationQuery as PageQuery } from './common';

const MAX_QUERY_LENGTH = 100;
export const MAX_LIST_LINKS = 100;
export const LIST_KINDS = ['cat', 'attr', 'prod'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export const ProductTypeSchema = StringEnum(PRODUCT_TYPES);

export const ProductAttributes = Component<Record<AttributeName, string>>('ProductAttributes', {
  type: 'object',
  required: [...ATTRIBUTE_NAMES],
  properties: Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, { type: 'string' }])),
});

export const RatingSummary = Type.Object({ average: Type.Number(), count: Int }, { $id: 'RatingSummary' });
export const RatingDetail = Type.Object(
  {
    average: Type.Number(),
    count: Int,
    counts: Type.Object({ '1': Int, '2': Int, '3': Int, '4': Int, '5': Int }),
  },
  { $id: 'RatingDetail' },
);

const cardProperties = {
  id: Int,
  link: Str,
  name: Str,
  type: ProductTypeSchema,
  categoryLink: Str,
  originalPrice: Int,
  salePrice: Int,
  originalRentalPrice: Int,
  rentalPrice: Int,
  membershipRentalPrice: Int,
  depositPrice: Int,
  imageKey: Str,
  stock: Int,
  salesCount: Int,
  createdAt: DateTime,
  attributes: ref(ProductAttributes),
};

export const ProductCard = Type.Object(
  {
    ...cardProperties,
    rating: ref(RatingSummary),
    /** With the shopper's dates: the sizes free for them ("Còn size S, M"). */
    freeSizes: Type.Optional(Type.Array(Str)),
  },
  { $id: 'ProductCard' },
);

const CategoryLink = Type.Object({ link: Str, name: Str });
/** One size of a design: `units` are the garments of that size the shop has (its stock). */
export const ProductSize = Type.Object({ id: Int, name: Str, units: Int }, { $id: 'ProductSize' });

export const ProductDetail = Type.Object(
  {
    ...cardProperties,
    rating: ref(RatingDetail),
    description: Str,
    images: Type.Array(Str),
    sizes: Type.Array(ref(ProductSize)),
    category: Type.Object({ link: Str, name: Str, trail: Type.Array(CategoryLink) }),
    related: Type.Array(ref(ProductCard)),
  },
  { $id: 'ProductDetail' },
);

export const Review = Type.Object(
  {
    id: Int,
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Str,
    author: Str,
    date: DateTime,
    /** A shopper's review: how they had it ("Đã thuê" / "Đã mua"); null for the shop's older reviews. */
    kind: Type.Union([StringEnum(['rent', 'sale'] as const), Type.Null()]),
    sizeWorn: NullableStr,
    /** Image-host keys (`/images/{size}/{key}`), at most three. */
    photoKeys: Type.Array(Str),
  },
  { $id: 'Review' },
);

export const Facets = Component<Record<AttributeName, string[]> & { rentalPrice: { min: number; max: number } }>('Facets', {
  type: 'object',
  required: [...ATTRIBUTE_NAMES, 'rentalPrice'],
  properties: {
    ...Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, { type: 'array', items: { type: 'string' } }])),
    rentalPrice: { type: 'object', required: ['min', 'max'], properties: { min: { type: 'integer' }, max: { type: 'integer' } } },
  },
});

export const ProductList = Type.Object({
  items: Type.Array(ref(ProductCard)),
  pagination: ref(Pagination),
  facets: ref(Facets),
});

const stringList = {
  type: 'array',
  items: { type: 'string', maxLength: 100 },
  maxItems: 50,
  description: 'Có thể lặp lại hoặc phân tách bằng dấu phẩy (khớp một trong các giá trị)',
} as const;

const filterProperties = {
  sort: { type: 'string', enum: [...LISTING_SORTS], description: 'Mặc định: relevance (mức độ phù hợp) khi tìm kiếm, newest với danh sách; price = giá thuê nếu có, không thì giá bán' },
  filter: { type: 'string', enum: [...TYPE_FILTERS], description: "'Tất cả', 'Thuê', 'Thanh lý'" },
  'rental-prices': { type: 'string', pattern: '^[0-9]{0,12}-[0-9]{0,12}$', description: '<min>-<max> (VND, có thể bỏ trống một bên; min ≤ max)' },
  dateFrom: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'Ngày bắt đầu thuê (YYYY-MM-DD, đi cùng dateTo): chỉ những mẫu còn size trống cho những ngày này' },
  dateTo: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'Ngày kết thúc thuê (YYYY-MM-DD)' },
  ...Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, stringList])),
  ...paginationQueryProperties(30, 100),
};

/** `GET /v1/product/list` as it arrives (after defaults); the server parses it into a listing query. */
export type ListQuery = PageQuery & {
  kind?: ListKind;
  link?: string;
  name?: AttributeName;
  value?: string;
  links?: string[];
  q?: string;
  sort?: ListingSort;
  filter?: TypeFilter;
  'rental-prices'?: string;
  dateFrom?: string;
  dateTo?: string;
} & Partial<Record<AttributeName, string[]>>;

export const ListQuery = Type.Unsafe<ListQuery>({
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...LIST_KINDS], default: 'prod' },
    link: { type: 'string', minLength: 1, maxLength: 200, description: 'kind=cat: link của danh mục' },
    name: { type: 'string', enum: [...ATTRIBUTE_NAMES], description: 'kind=attr: tên thuộc tính' },
    value: { type: 'string', minLength: 1, maxLength: 100, description: 'kind=attr: giá trị thuộc tính' },
    links: {
      type: 'array',
      items: { type: 'string', maxLength: MAX_LIST_LINKS * 201 },
      maxItems: MAX_LIST_LINKS,
      description: `kind=prod: tối đa ${MAX_LIST_LINKS} link, giữ nguyên thứ tự`,
    },
    q: { type: 'string', maxLength: MAX_QUERY_LENGTH },
    ...filterProperties,
  },
});

/** `GET /v1/product/search`. */
export const SearchQuery = Type.Unsafe<ListQuery & { q: string }>({
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH }, ...filterProperties },
});

export const SuggestQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: MAX_QUERY_LENGTH }),
  limit: Type.Integer({ minimum: 1, maximum: 10, default: 6 }),
});
export const Suggestions = Type.Object({
  products: Type.Array(Type.Object({ link: Str, name: Str, imageKey: Str, rentalPrice: Int, salePrice: Int })),
  categories: Type.Array(CategoryLink),
});

export const LinkParams = Type.Object({ link: Type.String({ minLength: 1, maxLength: 200 }) });
export const ReviewsQuery = Type.Unsafe<PageQuery & { star?: number }>({
  type: 'object',
  properties: {
    star: { type: 'integer', minimum: 1, maximum: 5, description: 'Chỉ lấy đánh giá có số sao này' },
    ...paginationQueryProperties(10, 100),
  },
});
export const Reviews = Type.Object({ items: Type.Array(ref(Review)), pagination: ref(Pagination), rating: ref(RatingDetail) });

export const CATALOG_SCHEMAS = [ProductAttributes, RatingSummary, RatingDetail, ProductCard, ProductSize, ProductDetail, Review, Facets] as const;

export type ProductAttributes = Static<typeof ProductAttributes>;
export type RatingSummary = Static<typeof RatingSummary>;
export type RatingDetail = Static<typeof RatingDetail>;
export type ProductCard = Static<typeof ProductCard>;
export type ProductDetail = Static<typeof ProductDetail>;
export type ProductSize = Static<typeof ProductSize>;
export type Review = Static<typeof Review>;
export type Facets = Static<typeof Facets>;
export type StarCounts = RatingDetail['counts'];
export type ProductList = Static<typeof ProductList>;
export type Suggestions = Static<typeof Suggestions>;
export type Reviews = Static<typeof Reviews>;
