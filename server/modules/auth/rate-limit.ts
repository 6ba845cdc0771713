/**
 * Fixed-window rate limiting with the counters in the database (`rate_limits`: key + window start + count,
 * upserted), so every instance sees the same counts.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { RateLimitRule } from './config';

export const RATE_LIMIT_MESSAGE = 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau ít phút';

function windowStart(rule: RateLimitRule, now: number = Date.now()): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

/** Adds one to the key's counter in the current window; returns the new count. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<number> {
  const start = windowStart(rule);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // Old windows of this key are useless: drop them as we go.
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, start)));
  return row?.count ?? 1;
}

/** The key's count in the current window. */
export async function rateLimitCount(db: Db, key: string, rule: RateLimitRule): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(rule))));
  return row?.count ?? 0;
}

/** 429 when the key already used up its window. */
export async function assertNotLimited(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  if ((await rateLimitCount(db, key, rule)) >= rule.max) throw new HttpError(429, RATE_LIMIT_MESSAGE);
}

/** Counts this request, then 429 when it goes over the limit. */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  if ((await hitRateLimit(db, key, rule)) > rule.max) throw new HttpError(429, RATE_LIMIT_MESSAGE);
}
