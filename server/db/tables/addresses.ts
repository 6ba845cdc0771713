/** The shopper's delivery addresses (always queried with `customer_id`). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

export type AddressTypeValue = 'ADDRESS_TYPE_HOME' | 'ADDRESS_TYPE_COMPANY';
export type AddressSchemeValue = '2025' | 'legacy';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').$type<AddressTypeValue>().notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    street: text('street').notNull(),
    scheme: text('scheme').$type<AddressSchemeValue>().notNull(),
    cityId: text('city_id').notNull(),
    cityName: text('city_name').notNull(),
    districtId: text('district_id'),
    districtName: text('district_name'),
    wardId: text('ward_id').notNull(),
    wardName: text('ward_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('addresses_customer_id_idx').on(table.customerId),
    check('addresses_type_check', sql`${table.type} in ('ADDRESS_TYPE_HOME', 'ADDRESS_TYPE_COMPANY')`),
    check('addresses_scheme_check', sql`${table.scheme} in ('2025', 'legacy')`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
