/** Login identities: a user (email and/or phone, password) and the social accounts linked to it. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export type LoginProviderValue = 'default' | 'facebook' | 'google' | 'apple';

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

export type UserRow = typeof users.$inferSelect;
