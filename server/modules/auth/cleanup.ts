/**
 * Forgets what no longer protects anyone: expired sessions, reset links (shoppers' and staff's) that expired or were
 * used a day ago, expired log-in codes, and rate-limit windows older than the longest rule. Run hourly as one job across instances (the deletes are idempotent).
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { loginCodes, passwordResetTokens, rateLimits, sessions, staffPasswordTokens } from '../../db/schema';
import type { AccountsConfig } from './config';

const DAY_MS = 24 * 60 * 60 * 1000;
export const AUTH_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export async function deleteExpiredAuthRows(db: Db, config: AccountsConfig, now: Date = new Date()): Promise<number> {
  const longestWindow = Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowMs));
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const ended = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const links = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, dayAgo), and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, dayAgo))))
    .returning({ id: passwordResetTokens.id });
  const staffLinks = await db
    .delete(staffPasswordTokens)
    .where(or(lt(staffPasswordTokens.expiresAt, dayAgo), and(isNotNull(staffPasswordTokens.usedAt), lt(staffPasswordTokens.usedAt, dayAgo))))
    .returning({ id: staffPasswordTokens.id });
  const codes = await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now)).returning({ id: loginCodes.accountId });
  const windows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - longestWindow)))
    .returning({ key: rateLimits.key });
  return ended.length + links.length + staffLinks.length + codes.length + windows.length;
}

/** A recurring job of the database's job runner: once per hour across instances. */
export function startAuthCleanup(app: FastifyInstance, db: Db, config: AccountsConfig, intervalMs = AUTH_CLEANUP_INTERVAL_MS): void {
  app.jobs.every('auth.cleanup', intervalMs, async ({ log, now }) => {
    const count = await deleteExpiredAuthRows(db, config, now());
    if (count > 0) log.info({ count }, 'expired sessions, reset links and rate-limit windows deleted');
  });
}
