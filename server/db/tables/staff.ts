/**
 * The shop's side: staff accounts (apart from shoppers), their sessions, and the audit log of every staff write.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../core/contracts/admin-vocab';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set when an owner disables the account: its sessions end and it cannot log in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('staff_users_role_check', sql`${table.role} in ('owner', 'staff', 'marketing')`)],
);

/** Staff sessions: opaque tokens stored as sha256 hex, in their own cookie scoped to /v1/admin. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * Set-password links an owner makes for a staff member: sha256 of the token, single use, short-lived; the owner
 * hands the link over and never sees a password.
 */
export const staffPasswordTokens = pgTable(
  'staff_password_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_password_tokens_staff_idx').on(table.staffId)],
);

/** Who did what to which record, with the record before and after; append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    /** The staff member's e-mail at the time (kept when the account is later removed). */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId), index('audit_log_created_idx').on(table.createdAt)],
);

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
