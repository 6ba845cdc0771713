/**
 * The back-office's catalogue contract (TypeBox): products as staff edit them (drafts included), their photos and
 * the choices the form offers. Served under /v1/admin to staff sessions (roles owner and staff).
 */
import { Type, type Static } from 'typebox';
import { ADMIN_PRODUCT_FILTERS, type AdminProductFilter } from './admin-vocab';
import { CONTENT_GROUPS } from './content-vocab';
import { BANNER_KINDS, COLLECTION_TYPES } from './home-vocab';
import { ATTRIBUTE_NAMES, PRODUCT_TYPES, type AttributeName } from './catalog-vocab';
import { BANNER_STATES } from '../rules/banner-window';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_IMAGES_MAX, PRODUCT_NAME_MAX, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from '../rules/product-draft';
import { MAX_SIZES, MAX_UNITS_PER_SIZE, SIZE_NAME_MAX } from '../rules/sizes';
import { Bool, CalendarDay, Id, Int, NullableStr, Pagination, Str, StringEnum, paginationQueryProperties, ref, type PaginationQuery } from './common';

const Amount = Type.Integer({ minimum: 0, maximum: PRODUCT_PRICE_MAX });
const AttributeValue = Type.String({ maxLength: 60 });


/** What staff type in the product form; a new product is saved as a draft. */
/** Admin bodies refuse unknown fields (400 in Vietnamese), rather than dropping them silently. */
const closed = { additionalProperties: false } as const;

/** One size as staff set it: its name and how many units (garments) it has; `id` for a size that exists. */
export const SizeInput = Type.Object({ id: Type.Optional(Id), name: Type.String({ minLength: 1, maxLength: SIZE_NAME_MAX }), units: Type.Integer({ minimum: 0, maximum: MAX_UNITS_PER_SIZE }) }, closed);
export const AdminSize = Type.Object({ id: Int, name: Str, units: Int });

export const ProductInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX }),
  description: Type.String({ maxLength: PRODUCT_DESCRIPTION_MAX }),
  categoryId: Id,
  type: StringEnum(PRODUCT_TYPES),
  originalPrice: Amount,
  salePrice: Amount,
  originalRentalPrice: Amount,
  rentalPrice: Amount,
  membershipRentalPrice: Amount,
  depositPrice: Amount,
  /** Without `sizes` (an older form): the units of a one-size product. With them: their sum. */
  stock: Type.Integer({ minimum: 0, maximum: PRODUCT_STOCK_MAX }),
  sizes: Type.Optional(Type.Array(SizeInput, { minItems: 1, maxItems: MAX_SIZES })),
  attributes: Type.Object(Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, AttributeValue])) as Record<AttributeName, typeof AttributeValue>),
}, closed);
/** The form again, plus whether shoppers see it (refused with the reasons when the product is not ready). */
export const ProductUpdate = Type.Object({ ...ProductInput.properties, published: Bool }, closed);

export const AdminProductImage = Type.Object({ id: Int, key: Str, uploaded: Bool });
export const AdminProduct = Type.Object(
  {
    ...ProductInput.properties,
    sizes: Type.Array(AdminSize),
    id: Int,
    link: Str,
    published: Bool,
    images: Type.Array(AdminProductImage),
    createdAt: Str,
    updatedAt: Str,
  },
  { $id: 'AdminProduct' },
);

export const AdminProductRow = Type.Object({
  id: Int,
  link: Str,
  name: Str,
  type: StringEnum(PRODUCT_TYPES),
  categoryName: Str,
  rentalPrice: Int,
  salePrice: Int,
  depositPrice: Int,
  stock: Int,
  published: Bool,
  imageKey: NullableStr,
  updatedAt: Str,
});
export type AdminProductQuery = PaginationQuery & { q?: string; filter?: AdminProductFilter };
export const AdminProductQuery = Type.Unsafe<AdminProductQuery>({
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100, description: 'Tên hoặc link sản phẩm' },
    filter: { type: 'string', enum: [...ADMIN_PRODUCT_FILTERS], default: 'all' },
    ...paginationQueryProperties(20, 100),
  },
});
export const AdminProductList = Type.Object({
  items: Type.Array(AdminProductRow),
  pagination: ref(Pagination),
  counts: Type.Object({ all: Int, published: Int, draft: Int }),
});

/** The photos in their new order: every photo of the product, each once. */
export const ImageOrderBody = Type.Object({ imageIds: Type.Array(Id, { minItems: 1, maxItems: PRODUCT_IMAGES_MAX }) }, closed);
export const ImageParams = Type.Object({ id: Id, imageId: Id });

export const CategoryOption = Type.Object({ id: Int, link: Str, name: Str, path: Str });
export const CatalogOptions = Type.Object({
  categories: Type.Array(CategoryOption),
  attributes: Type.Object(Object.fromEntries(ATTRIBUTE_NAMES.map((name) => [name, Type.Array(Str)])) as Record<AttributeName, ReturnType<typeof Type.Array<typeof Str>>>),
});


/**
 * A banner as marketing writes it: the window in Vietnam days (both included), the picture drawn by the image host
 * from the title and, optionally, a category's shape and a colour.
 */
export const BannerInput = Type.Object({
  kind: StringEnum(BANNER_KINDS),
  title: Type.String({ minLength: 1, maxLength: 80 }),
  subtitle: Type.String({ maxLength: 120 }),
  /** A path of this shop ("/vay-cuoi"), or empty for a banner that links nowhere. */
  link: Type.String({ maxLength: 200, pattern: '^(/[a-z0-9/-]*)?$' }),
  backgroundColor: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  position: Type.Integer({ minimum: 0, maximum: 1000 }),
  firstDay: CalendarDay,
  lastDay: CalendarDay,
  artCategoryLink: Type.String({ maxLength: 200 }),
  artColour: Type.String({ maxLength: 60 }),
}, closed);
export const AdminBanner = Type.Object({
  ...BannerInput.properties,
  id: Int,
  imageKey: Str,
  startsAt: Str,
  endsAt: Str,
  state: StringEnum(BANNER_STATES),
});
export const AdminBannerList = Type.Object({ items: Type.Array(AdminBanner) });

/** A content page as marketing writes it: the body is rich text, cleaned by the server's allow-list before it is kept. */
export const ContentPageInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 150 }),
  summary: Type.String({ maxLength: 300 }),
  bodyHtml: Type.String({ minLength: 1, maxLength: 100_000 }),
  position: Type.Integer({ minimum: 0, maximum: 1000 }),
}, closed);
export const AdminContentPage = Type.Object({
  ...ContentPageInput.properties,
  id: Int,
  group: StringEnum(CONTENT_GROUPS),
  link: Str,
  /** Where shoppers read it. */
  path: Str,
  updatedAt: Str,
});
export const AdminContentPageList = Type.Object({ items: Type.Array(AdminContentPage) });

/** A home collection as marketing curates it: the products in the order shoppers see them. */
export const CollectionInput = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.String({ maxLength: 300 }),
  productIds: Type.Array(Id, { maxItems: 100 }),
}, closed);
export const AdminCollectionProduct = Type.Object({ productId: Int, name: Str, link: Str, published: Bool, imageKey: NullableStr });
export const AdminCollection = Type.Object({
  id: Int,
  type: StringEnum(COLLECTION_TYPES),
  title: Str,
  description: Str,
  products: Type.Array(AdminCollectionProduct),
});
export const AdminCollectionList = Type.Object({ items: Type.Array(AdminCollection) });

/** A category (an entry of the shop's menu, two levels deep): its link is its page's address and never changes. */
export const CategoryInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  /** A top-level category to sit under, or null for the top level. */
  parentId: Type.Union([Id, Type.Null()]),
}, closed);
export const AdminCategory = Type.Object({
  id: Int,
  name: Str,
  link: Str,
  parentId: Type.Union([Int, Type.Null()]),
  position: Int,
  /** Products filed directly under it (drafts included). */
  productCount: Int,
});
/** Top-level categories by position, each followed by its children by position. */
export const AdminCategoryList = Type.Object({ items: Type.Array(AdminCategory) });
/** The new order of one level: every category under `parentId` (null: the top level), each once. */
export const CategoryOrder = Type.Object({ parentId: Type.Union([Id, Type.Null()]), ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) }, closed);

/** A membership package as staff set it up; changing it changes only later purchases (bought terms are kept). */
export const PackageInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  color: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }),
  percentDiscount: Type.Integer({ minimum: 0, maximum: 90 }),
  extendDay: Type.Integer({ minimum: 0, maximum: 30 }),
  isFreeFirstOrder: Bool,
  price: Type.Integer({ minimum: 1000, maximum: 100_000_000 }),
  durationDays: Type.Integer({ minimum: 1, maximum: 3650 }),
  description: Type.String({ maxLength: 500 }),
  /** Off: shoppers can no longer buy it; members keep it until it expires. */
  onSale: Bool,
}, closed);
export const AdminPackage = Type.Object({ ...PackageInput.properties, id: Int, type: Str, position: Int, activeMembers: Int });
export const AdminPackageList = Type.Object({ items: Type.Array(AdminPackage) });

export const ADMIN_CATALOG_SCHEMAS = [AdminProduct] as const;

export type ProductInput = Static<typeof ProductInput>;
export type ProductUpdate = Static<typeof ProductUpdate>;
export type AdminProductImage = Static<typeof AdminProductImage>;
export type AdminProduct = Static<typeof AdminProduct>;
export type AdminProductRow = Static<typeof AdminProductRow>;
export type AdminProductList = Static<typeof AdminProductList>;
export type CategoryOption = Static<typeof CategoryOption>;
export type CatalogOptions = Static<typeof CatalogOptions>;
export type BannerInput = Static<typeof BannerInput>;
export type AdminBanner = Static<typeof AdminBanner>;
export type AdminBannerList = Static<typeof AdminBannerList>;
export type ContentPageInput = Static<typeof ContentPageInput>;
export type AdminContentPage = Static<typeof AdminContentPage>;
export type AdminContentPageList = Static<typeof AdminContentPageList>;
export type CollectionInput = Static<typeof CollectionInput>;
export type AdminCollectionProduct = Static<typeof AdminCollectionProduct>;
export type AdminCollection = Static<typeof AdminCollection>;
export type AdminCollectionList = Static<typeof AdminCollectionList>;
export type CategoryInput = Static<typeof CategoryInput>;
export type AdminCategory = Static<typeof AdminCategory>;
export type AdminCategoryList = Static<typeof AdminCategoryList>;
export type CategoryOrder = Static<typeof CategoryOrder>;
export type PackageInput = Static<typeof PackageInput>;
export type AdminPackage = Static<typeof AdminPackage>;
export type AdminPackageList = Static<typeof AdminPackageList>;

/**
 * `GET /v1/admin/site-build`: when a change saved now reaches shoppers' pre-rendered pages (the API has it at once).
 * `etaSeconds`: the quiet period before a rebuild starts (SITE_REBUILD_QUIET_SECONDS), plus what the build running now
 * still needs, plus the last rebuild's duration; null when this shop does not rebuild its pages (SKIP_BUILD, API only).
 */
export const SiteBuildEta = Type.Object({
  rebuilds: Bool,
  quietSeconds: Type.Union([Int, Type.Null()]),
  lastBuildSeconds: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  running: Bool,
  etaSeconds: Type.Union([Int, Type.Null()]),
});
export type SiteBuildEta = Static<typeof SiteBuildEta>;
