/** The logged-in shopper's cart (a guest's cart lives in the browser and is merged in at log-in). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { products } from './products';
import { productSizes } from './stock';

export type CartModeValue = 'rent' | 'sale';

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<CartModeValue>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Rental days (YYYY-MM-DD, Vietnam calendar); null for a sale. */
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    /** On a back-up size line (core/rules/backup-size.ts): the rental line it backs up; removed with it. */
    backupOfItemId: integer('backup_of_item_id').references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_customer_idx').on(table.customerId, table.id),
    // At most one back-up per line.
    uniqueIndex('cart_items_backup_of_idx').on(table.backupOfItemId).where(sql`${table.backupOfItemId} is not null`),
    check('cart_items_backup_check', sql`${table.backupOfItemId} is null or (${table.mode} = 'rent' and ${table.quantity} = 1)`),
    check('cart_items_mode_check', sql`${table.mode} in ('rent', 'sale')`),
    check('cart_items_quantity_check', sql`${table.quantity} between 1 and 99`),
    check(
      'cart_items_dates_check',
      sql`(${table.mode} = 'sale' and ${table.dateFrom} is null and ${table.dateTo} is null) or (${table.mode} = 'rent' and ${table.dateFrom} is not null and ${table.dateTo} >= ${table.dateFrom})`,
    ),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
