/** Membership packages shoppers buy (their terms are copied to the customer at purchase). */
import { bigint, boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const membershipPackages = pgTable('membership_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  type: text('type').notNull(),
  color: text('color').notNull(),
  percentDiscount: integer('percent_discount').notNull(),
  extendDay: integer('extend_day').notNull().default(0),
  isFreeFirstOrder: boolean('is_free_first_order').notNull().default(false),
  /** VND. */
  price: bigint('price', { mode: 'number' }).notNull(),
  durationDays: integer('duration_days').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** Off: no longer sold (shoppers who bought it keep it until it expires, on the terms they bought). */
  onSale: boolean('on_sale').notNull().default(true),
});

export type MembershipPackageRow = typeof membershipPackages.$inferSelect;
