/**
 * The pre-rendered site shared by every instance (server/site/): each finished build is published to the object
 * storage as a release, recorded here once all its files are there (the row is the commit point), and every
 * instance whose storefront code is the release's serves the newest one. One lease row elects the instance that
 * builds, so two instances never build the same change at once; a builder that dies lets its lease run out.
 */
import { bigint, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const siteReleases = pgTable(
  'site_releases',
  {
    /** Sortable by time: `YYYYMMDDTHHmmss-<random>`. */
    id: text('id').primaryKey(),
    /** The build stamp's hashes (scripts/lib/build-stamp.ts): the storefront code and the catalogue it was built from. */
    code: text('code').notNull(),
    catalog: text('catalog').notNull(),
    /** The release's list of files in the object storage (server/site/manifest.ts). */
    manifestKey: text('manifest_key').notNull(),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** The instance that built it and how long the build took (the back-office's estimate of the next one). */
    builtBy: text('built_by').notNull(),
    buildSeconds: real('build_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_releases_code_idx').on(table.code, table.publishedAt)],
);

export const siteBuildLease = pgTable('site_build_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  token: uuid('token').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

export type SiteReleaseRow = typeof siteReleases.$inferSelect;
