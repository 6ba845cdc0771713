import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { menuItems } from './menu-items';

export type ProductTypeValue =
  | 'PRODUCT_TYPE_RENTABLE'
  | 'PRODUCT_TYPE_SALABLE'
  | 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE';

export interface ProductAttributesValue {
  size: string;
  colour: string;
  style: string;
  occasion: string;
  material: string;
}

/** Every amount is an integer number of VND. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    link: text('link').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'restrict' }),
    type: text('type').$type<ProductTypeValue>().notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }).notNull().default(0),
    salePrice: bigint('sale_price', { mode: 'number' }).notNull().default(0),
    originalRentalPrice: bigint('original_rental_price', { mode: 'number' }).notNull().default(0),
    rentalPrice: bigint('rental_price', { mode: 'number' }).notNull().default(0),
    membershipRentalPrice: bigint('membership_rental_price', { mode: 'number' }).notNull().default(0),
    depositPrice: bigint('deposit_price', { mode: 'number' }).notNull().default(0),
    stock: integer('stock').notNull().default(0),
    attributes: jsonb('attributes').$type<ProductAttributesValue>().notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    /** Shoppers see published products only; staff create drafts and publish them when they are ready. */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lowercased, diacritic-free name + category name + attribute values (see server/shared/search-text.ts). */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    index('products_created_at_idx').on(table.createdAt),
    index('products_category_created_idx').on(table.categoryId, table.createdAt, table.id),
    index('products_category_sales_idx').on(table.categoryId, table.salesCount),
    index('products_sales_idx').on(table.salesCount, table.createdAt),
    // The listing's price sorts (modules/catalog/cards.ts effectivePrice).
    index('products_effective_price_idx').on(sql`(case when ${table.rentalPrice} > 0 then ${table.rentalPrice} else ${table.salePrice} end)`, table.id),
    // Trigram index for the search's word-start LIKE on ' ' || search_text (pg_trgm, migration 0006).
    index('products_search_text_trgm_idx').using('gin', sql`(' ' || ${table.searchText}) gin_trgm_ops`),
    index('products_attributes_gin_idx').using('gin', table.attributes),
    check(
      'products_type_check',
      sql`${table.type} in ('PRODUCT_TYPE_RENTABLE', 'PRODUCT_TYPE_SALABLE', 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE')`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull().unique(),
    /** True for a photo staff uploaded (kept under its key in the photo storage: DATA_DIR/uploads or the S3 bucket); false for the image host's drawing. */
    uploaded: boolean('uploaded').notNull().default(false),
  },
  (table) => [index('product_images_product_position_idx').on(table.productId, table.position)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
