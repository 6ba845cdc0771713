/**
 * Staff changes to the catalogue reach shoppers at once on every instance: the write's transaction sends a NOTIFY
 * (delivered when it commits), and every instance — the one that wrote included — empties its read cache and its
 * listing aggregates when the notice arrives. The writing instance also empties its own before it answers, so the
 * member of staff who saved sees the change on the next read.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { forgetListingAggregates } from './listing';

export const CATALOG_CHANNEL = 'catalog_changed';
/**
 * Shoppers' reviews and their moderation: the read caches forget them like a catalogue change, but the pre-rendered
 * site is not rebuilt for them (the product page fetches its rating live; `npm start` listens to CATALOG_CHANNEL only).
 */
export const REVIEWS_CHANNEL = 'reviews_changed';

/** Inside the change's transaction. */
export async function announceCatalogChange(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

/** Inside the review's transaction. */
export async function announceReviewChange(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${REVIEWS_CHANNEL}, '')`);
}

export function forgetCatalogReads(app: FastifyInstance, database: Database): void {
  app.readCache.invalidate();
  forgetListingAggregates(database.db);
}

/**
 * Listens for the notices until the app closes; `alsoForget` runs on each too (what else keeps catalogue reads: the
 * product pages rendered on request). One listener per channel: on PostgreSQL each holds a connection of its own.
 */
export async function followCatalogChanges(app: FastifyInstance, database: Database, alsoForget: () => void = () => undefined): Promise<void> {
  const forget = () => {
    forgetCatalogReads(app, database);
    alsoForget();
  };
  const stops = await Promise.all([CATALOG_CHANNEL, REVIEWS_CHANNEL].map((channel) => database.listen(channel, forget)));
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
