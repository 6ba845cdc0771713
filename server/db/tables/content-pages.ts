import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import type { ContentGroup } from '../../../core/contracts/content-vocab';

/**
 * The shop's content pages (guides, policies, FAQ, about us). `body_html` is rich text that has
 * already passed the allow-list sanitizer (server/modules/content/sanitize.ts) when it was written.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    link: text('link').notNull().unique(),
    group: text('group').$type<ContentGroup>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_pages_group_position_idx').on(table.group, table.position),
    check('content_pages_group_check', sql`${table.group} in ('about', 'customer-care', 'info', 'seft', 'about-us')`),
  ],
);

export type ContentPageRow = typeof contentPages.$inferSelect;
