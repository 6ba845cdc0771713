/** Idempotency keys are kept a day (the draft's expiry: a retry after that is a new request), then deleted hourly. */
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export async function deleteExpiredIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

export function startIdempotencyCleanup(app: FastifyInstance, db: Db, intervalMs = CLEANUP_INTERVAL_MS): void {
  // A recurring job of the database's job runner: once per hour across instances.
  app.jobs.every('idempotency.cleanup', intervalMs, async ({ log, now }) => {
    const count = await deleteExpiredIdempotencyKeys(db, now());
    if (count > 0) log.info({ count }, 'expired idempotency keys deleted');
  });
}
