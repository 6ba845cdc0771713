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
import type { Fit } from '../../../core/contracts/review-vocab';

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
    /** The size's name as worn ("S", "M", "Free size"). */
    sizeWorn: text('size_worn'),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    fit: text('fit').$type<Fit>(),
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
    check('reviews_height_check', sql`${table.heightCm} is null or ${table.heightCm} between 120 and 210`),
    check('reviews_weight_check', sql`${table.weightKg} is null or ${table.weightKg} between 30 and 150`),
    check('reviews_fit_check', sql`${table.fit} is null or ${table.fit} in ('tight', 'right', 'loose')`),
    check('reviews_kind_check', sql`${table.kind} is null or ${table.kind} in ('rent', 'sale')`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/** A review that counts: not hidden by staff. */
export const visibleReview = sql`${reviews.hiddenAt} is null`;
