/**
 * Reviews: the seed's (no shopper) and shoppers' own — one per shopper and product, written about a rental line
 * that came back or a purchase that was delivered ("Đã thuê" / "Đã mua"), with up to three photos on the image host.
 * Staff hide a review with a reason; a hidden review counts nowhere and its photos are no longer served.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import type { CartModeValue } from './cart';
import { orderItems } from './orders';
import { products } from './products';
import { staffUsers } from './staff';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    /** As shown: the shopper's given name and family initial ("Lan N."). */
    author: text('author').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** How the reviewer had it: rented or bought (null for the seed's). */
    kind: text('kind').$type<CartModeValue>(),
    sizeWorn: text('size_worn'),
    /** Image-host keys `rv/<customerId>/<hash>`. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_product_created_at_idx').on(table.productId, table.createdAt),
    uniqueIndex('reviews_customer_product_idx').on(table.customerId, table.productId).where(sql`${table.customerId} is not null`),
    check('reviews_stars_check', sql`${table.stars} between 1 and 5`),
    check('reviews_kind_check', sql`${table.kind} is null or ${table.kind} in ('rent', 'sale')`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/** A review that counts: not hidden by staff. */
export const visibleReview = sql`${reviews.hiddenAt} is null`;
