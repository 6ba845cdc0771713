/** A category's size guide: a measurements table staff keep in /admin (core/contracts/size-guide.ts). */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { menuItems } from './menu-items';
import { staffUsers } from './staff';

export const sizeGuides = pgTable('size_guides', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => menuItems.id, { onDelete: 'cascade' }),
  /** The columns after "Size" ("Ngực", "Eo"…). */
  columns: jsonb('columns').$type<string[]>().notNull(),
  /** One per size, its values in the columns' order. */
  rows: jsonb('rows').$type<{ size: string; values: string[] }[]>().notNull(),
  updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SizeGuideRow = typeof sizeGuides.$inferSelect;
