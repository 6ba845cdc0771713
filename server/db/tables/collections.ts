import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { CollectionType } from '../../../core/contracts/home-vocab';
import { products } from './products';

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  type: text('type').$type<CollectionType>().notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const collectionItems = pgTable(
  'collection_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('collection_items_collection_position_idx').on(table.collectionId, table.position),
    unique('collection_items_collection_product_unique').on(table.collectionId, table.productId),
  ],
);
