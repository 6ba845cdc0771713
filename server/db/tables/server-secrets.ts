import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Server-wide secrets (PostgreSQL deployments share them across instances). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
