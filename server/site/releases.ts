/**
 * The releases' rows and the builder's lease (server/db/tables/site-releases.ts). Times are the database's clock, so
 * instances whose clocks disagree agree on whose lease has run out.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { siteReleases, type SiteReleaseRow } from '../db/tables/site-releases';

/** Every instance hears a publication at once (the row's id as payload is not needed: they read the newest). */
export const SITE_CHANNEL = 'site_published';
const LEASE = 'site';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The newest release built from this storefront code (an instance never serves pages of another code). */
export async function latestRelease(db: DbOrTx, code: string): Promise<SiteReleaseRow | null> {
  const [row] = await db.select().from(siteReleases).where(eq(siteReleases.code, code)).orderBy(desc(siteReleases.publishedAt), desc(siteReleases.id)).limit(1);
  return row ?? null;
}

/** Commits the release (its files and manifest are in the storage already) and tells every instance. */
export async function recordRelease(database: Database, row: Omit<SiteReleaseRow, 'publishedAt'>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.insert(siteReleases).values(row);
    await tx.execute(sql`select pg_notify(${SITE_CHANNEL}, '')`);
  });
}

/** Releases of this code older than the newest `keep`, oldest first (the storage's clean-up). */
export async function olderReleases(db: DbOrTx, code: string, keep: number): Promise<SiteReleaseRow[]> {
  const rows = await db.select().from(siteReleases).where(eq(siteReleases.code, code)).orderBy(desc(siteReleases.publishedAt), desc(siteReleases.id));
  return rows.slice(keep).reverse();
}

export async function forgetRelease(db: DbOrTx, id: string): Promise<void> {
  await db.delete(siteReleases).where(eq(siteReleases.id, id));
}

export interface BuildLease {
  token: string;
  /** Extends the lease; false when it was lost (it ran out and another instance took it). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

export interface LeaseHolder {
  holder: string;
  /** Milliseconds until it runs out by the database's clock. */
  remainingMs: number;
}

/**
 * Takes the builder's lease for `ttlMs` when nobody holds it or its holder's ran out (one statement: of two instances
 * asking at once, one gets it). Null when another instance holds it.
 */
export async function takeBuildLease(db: DbOrTx, holder: string, ttlMs: number): Promise<BuildLease | null> {
  const token = randomUUID();
  const ttl = sql`(${Math.round(ttlMs)}::bigint * interval '1 millisecond')`;
  const taken = rowsOf<{ token: string }>(
    await db.execute(sql`
      insert into site_build_lease (name, holder, token, locked_until) values (${LEASE}, ${holder}, ${token}, now() + ${ttl})
      on conflict (name) do update set holder = excluded.holder, token = excluded.token, locked_until = excluded.locked_until
        where site_build_lease.locked_until < now()
      returning token`),
  );
  if (taken[0]?.token !== token) return null;
  return {
    token,
    async renew() {
      const renewed = rowsOf(await db.execute(sql`update site_build_lease set locked_until = now() + ${ttl} where name = ${LEASE} and token = ${token} returning name`));
      return renewed.length === 1;
    },
    async release() {
      await db.execute(sql`delete from site_build_lease where name = ${LEASE} and token = ${token}`);
    },
  };
}

export async function leaseHolder(db: DbOrTx): Promise<LeaseHolder | null> {
  const [row] = rowsOf<{ holder: string; remaining_ms: string | number }>(
    await db.execute(sql`
      select holder, extract(epoch from (locked_until - now())) * 1000 as remaining_ms
      from site_build_lease where name = ${LEASE} and locked_until >= now()`),
  );
  return row ? { holder: row.holder, remainingMs: Math.max(0, Number(row.remaining_ms)) } : null;
}
