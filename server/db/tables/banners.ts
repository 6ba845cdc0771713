import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BannerKind } from '../../../core/contracts/home-vocab';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<BannerKind>().notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    link: text('link').notNull(),
    imageKey: text('image_key').notNull().unique(),
    backgroundColor: text('background_color').notNull(),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Hints for the image host's drawing (category shape and colour of the art); not part of the API shape. */
    artCategoryLink: text('art_category_link'),
    artColour: text('art_colour'),
  },
  (table) => [
    index('banners_kind_position_idx').on(table.kind, table.position),
    check('banners_kind_check', sql`${table.kind} in ('hot', 'big', 'small', 'icon1', 'icon2')`),
  ],
);

export type BannerRow = typeof banners.$inferSelect;
