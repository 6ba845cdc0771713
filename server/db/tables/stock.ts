/**
 * The shop's physical stock: a product (a design) has sizes; each size has units, the garments themselves,
 * each with a short code printed on its label. A unit can be taken out of service for days (cleaning, repair,
 * lost), which availability counts like a booking.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products';
import { staffUsers } from './staff';

export type UnitStatusValue = 'active' | 'sold' | 'retired';
export type UnitBlockReasonValue = 'cleaning' | 'repair' | 'lost' | 'other';

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('product_sizes_product_name_idx').on(table.productId, table.name), index('product_sizes_product_position_idx').on(table.productId, table.position)],
);

export const unitCodeSequence = pgSequence('product_unit_code_seq', { startWith: 1 });

export const productUnits = pgTable(
  'product_units',
  {
    id: serial('id').primaryKey(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    /** Printed on the label (QR + text): `U` and six digits. */
    code: text('code')
      .notNull()
      .unique()
      .default(sql`('U' || lpad(nextval('product_unit_code_seq')::text, 6, '0'))`),
    status: text('status').$type<UnitStatusValue>().notNull().default('active'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_units_size_status_idx').on(table.sizeId, table.status), check('product_units_status_check', sql`${table.status} in ('active', 'sold', 'retired')`)],
);

export const unitBlocks = pgTable(
  'unit_blocks',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => productUnits.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    reason: text('reason').$type<UnitBlockReasonValue>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('unit_blocks_unit_dates_idx').on(table.unitId, table.dateFrom, table.dateTo),
    index('unit_blocks_days_idx').on(table.dateTo, table.dateFrom),
    check('unit_blocks_dates_check', sql`${table.dateTo} >= ${table.dateFrom}`),
    check('unit_blocks_reason_check', sql`${table.reason} in ('cleaning', 'repair', 'lost', 'other')`),
  ],
);

export type ProductSizeRow = typeof productSizes.$inferSelect;
export type ProductUnitRow = typeof productUnits.$inferSelect;
export type UnitBlockRow = typeof unitBlocks.$inferSelect;
