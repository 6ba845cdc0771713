/**
 * The shopper's profile (one per user, with the membership bought) and their uploaded avatars. Every user-owned table
 * (here and in addresses, favorites, wallet, notifications…) carries `customer_id` (or `user_id`) and is always queried with it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { membershipPackages } from './membership';
import { users } from './users';
import { foldedColumn } from '../../shared/search-text';

export type GenderValue = 'male' | 'female' | 'other';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The shopper's profile, one per user. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    gender: text('gender').$type<GenderValue>(),
    birthday: date('birthday', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    membershipPackageId: integer('membership_package_id').references(() => membershipPackages.id, { onDelete: 'set null' }),
    membershipStartedAt: timestamp('membership_started_at', { withTimezone: true }),
    membershipExpiredAt: timestamp('membership_expired_at', { withTimezone: true }),
    /** The terms bought, kept with the membership: staff editing the package later changes only new purchases. */
    membershipPercentDiscount: integer('membership_percent_discount'),
    membershipExtendDay: integer('membership_extend_day'),
    membershipFreeFirstOrder: boolean('membership_free_first_order'),
    isUsedFreeFirstOrder: boolean('is_used_free_first_order').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('customers_gender_check', sql`${table.gender} is null or ${table.gender} in ('male', 'female', 'other')`),
    // The orders board finds a shopper by her name without diacritics ("thu huong" → "Thu Hương"); pg_trgm serves the LIKE.
    index('customers_folded_name_trgm_idx').using('gin', sql`${foldedColumn(table.fullName)} gin_trgm_ops`),
  ],
);

/**
 * Uploaded avatars (key `u/<customerId>/<hash>`): which picture belongs to whom. The bytes are files under
 * `<dataDir>/uploads` (server/modules/customer/avatar-files.ts); `data` only holds pictures uploaded before that.
 */
export const avatars = pgTable(
  'avatars',
  {
    key: text('key').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data'),
    createdAt: createdAt(),
  },
  (table) => [index('avatars_customer_id_idx').on(table.customerId)],
);

export type CustomerRow = typeof customers.$inferSelect;
