/**
 * Sliding-window rate limiting with the counters in the database (`rate_limits`: key + window start + count,
 * upserted), so every instance sees the same counts. A request counts in its fixed window; the limit is judged on
 * that count plus the previous window's, weighted by how much of it still lies within `windowMs` — so attempts
 * just before and just after a window's edge count together (no burst of twice the limit across the edge).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './errors';

/** At most `max` attempts per key in a sliding `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export const RATE_LIMIT_MESSAGE = 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau ít phút';

function windowStart(rule: RateLimitRule, now: number = Date.now()): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

/** Adds one to the key's counter in the current window; returns the attempts within the last `windowMs` (see above). */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: number = Date.now()): Promise<number> {
  const start = windowStart(rule, now);
  const previousStart = new Date(start.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // Windows before the previous one are useless: drop them as we go.
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, previousStart)));
  const [previous] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, previousStart)));
  const stillInside = 1 - (now - start.getTime()) / rule.windowMs;
  return (row?.count ?? 1) + (previous?.count ?? 0) * stillInside;
}

/** Counts this request, then 429 when it goes over the limit. */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  if ((await hitRateLimit(db, key, rule)) > rule.max) throw new HttpError(429, RATE_LIMIT_MESSAGE);
}

/**
 * Counts an attempt on each key, in order, before anything is checked (atomic upserts, shared by instances), so
 * parallel requests cannot all pass a limit that was read before any of them was counted; 429 at the first key over
 * its limit. The later keys are not counted for a request refused earlier: of 120 guesses at one account, exactly
 * `max` are evaluated and only those count against the daily and per-IP limits.
 */
export async function countAttempt(db: Db, limits: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void> {
  if (!(await tryAttempt(db, limits))) throw new HttpError(429, RATE_LIMIT_MESSAGE);
}

/** `countAttempt` that answers false instead of throwing when a key is over its limit. */
export async function tryAttempt(db: Db, limits: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<boolean> {
  for (const { key, rule } of limits) {
    if ((await hitRateLimit(db, key, rule)) > rule.max) return false;
  }
  return true;
}

/** Gives an attempt back (it succeeded): only failures use up a limit. */
export async function releaseAttempt(db: Db, limits: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void> {
  for (const { key, rule } of limits) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(rule))));
  }
}

/** Forgets every counter of these keys (the owner proved who they are, e.g. by a password reset). */
export async function clearRateLimits(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}
