/**
 * Accounts: identities (users, social links, sessions, reset tokens), the shopper profile (customers),
 * addresses, favourites, membership packages, the wallet ledger and notifications.
 * Every user-owned table carries `customer_id` (or `user_id`) and is always queried with it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './products';

export type LoginProviderValue = 'default' | 'facebook' | 'google' | 'apple';
export type GenderValue = 'male' | 'female' | 'other';
export type AddressTypeValue = 'ADDRESS_TYPE_HOME' | 'ADDRESS_TYPE_COMPANY';
export type AddressSchemeValue = '2025' | 'legacy';
export type WalletKindValue = 'available' | 'membership';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A login identity. `email` is stored lowercased, `phone` as +84…; either may be null but not both (default provider). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    provider: text('provider').$type<LoginProviderValue>().notNull().default('default'),
    /** When the current email / phone was proven by a code (or by the social provider); cleared when it changes. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_phone_unique').on(table.phone),
    check('users_provider_check', sql`${table.provider} in ('default', 'facebook', 'google', 'apple')`),
  ],
);

/** A social account (provider + the provider's user id) linked to a user. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<Exclude<LoginProviderValue, 'default'>>().notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('social_identities_provider_subject_unique').on(table.provider, table.subject)],
);

/** Opaque session tokens, stored as sha256 hex. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** The open verification code of a user per channel (sha256 of code + user + channel), sent to `destination`. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'phone'>().notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('verification_codes_user_channel_unique').on(table.userId, table.channel),
    check('verification_codes_channel_check', sql`${table.channel} in ('email', 'phone')`),
  ],
);

/** Fixed-window rate-limit counters shared by every instance: one row per (key, window start). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Server-wide secrets (PostgreSQL deployments share them across instances). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

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
  (table) => [check('customers_gender_check', sql`${table.gender} is null or ${table.gender} in ('male', 'female', 'other')`)],
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

/** One row per customer: the row debits lock (SELECT … FOR UPDATE). Balances are never stored. */
export const walletAccounts = pgTable('wallet_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): balances are the sum of `amount` per kind. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => walletAccounts.customerId),
    kind: text('kind').$type<WalletKindValue>().notNull(),
    /** Signed VND: credits positive, debits negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('wallet_ledger_customer_idx').on(table.customerId, table.kind, table.id),
    // The welcome credit is given once per shopper, whatever races to give it.
    uniqueIndex('wallet_ledger_welcome_once').on(table.customerId).where(sql`${table.reason} = 'welcome'`),
    check('wallet_ledger_kind_check', sql`${table.kind} in ('available', 'membership')`),
    check('wallet_ledger_amount_check', sql`${table.amount} <> 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_customer_id_idx').on(table.customerId, table.id)],
);

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type MembershipPackageRow = typeof membershipPackages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
