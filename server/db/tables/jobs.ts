/**
 * Background jobs kept in the database (server/jobs/): one row per job, claimed by one worker at a time with
 * `FOR UPDATE SKIP LOCKED` and a lease, so any instance on the database may run it, a crashed instance's job is
 * taken again once its lease has run out, and a dedupe key makes "this job for that thing" exist once however often
 * it is enqueued (a recurring job's occurrence is such a key, so every instance may enqueue it and it runs once).
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it ('payment.query', 'jobs.cleanup'…). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** At most one job ever has this key (while its row is kept: see jobs.cleanup); null = no deduplication. */
    dedupeKey: text('dedupe_key'),
    /** Not before this time (the database's clock). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far (a claim whose instance died counts); reset when the handler asks to run again later. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The instance that claimed it last (kept once done: who ran it). */
    lockedBy: text('locked_by'),
    /** The current claim: its owner's proof when it finishes, renews or gives the job back. */
    lockToken: uuid('lock_token'),
    /** Past this time the claim has lapsed (its instance stopped renewing it) and any worker may claim the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the last allowed attempt failed: the job is not run again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_key_uq').on(table.dedupeKey),
    // What a worker scans: jobs still to run, by due time.
    index('jobs_due_idx').on(table.runAt, table.id).where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    index('jobs_done_idx').on(table.doneAt).where(sql`${table.doneAt} is not null`),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
