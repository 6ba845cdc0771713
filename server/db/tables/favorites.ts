import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';
import { products } from './products';

export const favoriteProducts = pgTable(
  'favorite_products',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index('favorite_products_customer_created_idx').on(table.customerId, table.createdAt),
  ],
);
