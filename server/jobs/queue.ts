/**
 * The `jobs` table's statements (server/db/tables/jobs.ts). Every time is the database's clock (`now()`), so
 * instances whose clocks disagree still agree on what is due and whose claim has lapsed; `shiftMs` moves that clock
 * forward for tests (0 in the running server).
 *
 * A claim is one statement: the due rows are picked `FOR UPDATE SKIP LOCKED` (two workers never wait on or take the
 * same row; PGlite's single connection runs claims one after another) and stamped with a fresh lock token, the
 * claimer and a lease. Finishing, failing, renewing or giving a job back names that token, so a worker whose lease
 * lapsed (and whose job another worker took) changes nothing any more.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface EnqueueOptions {
  kind: string;
  payload?: unknown;
  /** Run at this time at the earliest (default: now). */
  runAt?: Date;
  /** … or this long from now (the database's clock). */
  delayMs?: number;
  /** The job exists once: enqueuing the same key again returns the first job. */
  dedupeKey?: string | null;
  /** Default 5. */
  maxAttempts?: number;
}

export interface Enqueued {
  id: number;
  /** False when a job with this dedupe key existed already (the existing one's id is returned). */
  created: boolean;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** 1 for the first claim. */
  attempt: number;
  maxAttempts: number;
  dedupeKey: string | null;
  lockToken: string;
}

/** The database's `now()`, moved by `shiftMs`. */
export function dbNow(shiftMs = 0): SQL {
  return shiftMs === 0 ? sql`now()` : sql`(now() + ${Math.round(shiftMs)}::bigint * interval '1 millisecond')`;
}

const ms = (value: number) => sql`(${Math.max(0, Math.round(value))}::bigint * interval '1 millisecond')`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function checkEnqueue(options: EnqueueOptions): void {
  if (!options.kind) throw new Error('a job needs a kind');
  if (options.maxAttempts !== undefined && !(Number.isSafeInteger(options.maxAttempts) && options.maxAttempts >= 1)) {
    throw new Error(`maxAttempts must be an integer ≥ 1, got ${options.maxAttempts}`);
  }
  if (options.delayMs !== undefined && !(options.delayMs >= 0)) throw new Error(`delayMs must be ≥ 0, got ${options.delayMs}`);
}

/** Adds a job (inside the caller's transaction when given one, so it commits with what it is about). */
export async function enqueueJob(db: DbOrTx, options: EnqueueOptions, shiftMs = 0): Promise<Enqueued> {
  checkEnqueue(options);
  const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`${dbNow(shiftMs)} + ${ms(options.delayMs ?? 0)}`;
  const payload = JSON.stringify(options.payload ?? {});
  const dedupeKey = options.dedupeKey ?? null;
  const inserted = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
      values (${options.kind}, ${payload}::jsonb, ${dedupeKey}, ${runAt}, ${options.maxAttempts ?? 5})
      on conflict (dedupe_key) do nothing
      returning id`),
  );
  if (inserted[0]) return { id: Number(inserted[0].id), created: true };
  const existing = rowsOf<{ id: string | number }>(await db.execute(sql`select id from jobs where dedupe_key = ${dedupeKey}`));
  if (!existing[0]) throw new Error(`job ${dedupeKey} neither inserted nor found`);
  return { id: Number(existing[0].id), created: false };
}

/**
 * A recurring job's occurrence: the slot of `intervalMs` that now (the database's clock) falls in, enqueued under the
 * key `<kind>@<slot start in ms>`. Every instance calls this; the key makes each occurrence one job.
 */
export async function enqueueOccurrence(db: DbOrTx, kind: string, intervalMs: number, maxAttempts: number, shiftMs = 0): Promise<void> {
  await db.execute(sql`
    insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
    select ${kind}::text, jsonb_build_object('occurrence', slot_ms), ${kind}::text || '@' || slot_ms::text, to_timestamp(slot_ms / 1000.0), ${maxAttempts}::int
    from (select (floor(extract(epoch from ${dbNow(shiftMs)}) * 1000 / ${intervalMs}::bigint) * ${intervalMs}::bigint)::bigint as slot_ms) slot
    on conflict (dedupe_key) do nothing`);
}

/** Claims up to `limit` due jobs of these kinds for `worker`, each leased for `leaseMs`. */
export async function claimJobs(db: DbOrTx, worker: string, kinds: readonly string[], limit: number, leaseMs: number, shiftMs = 0): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const now = dbNow(shiftMs);
  const rows = rowsOf<{ id: string | number; kind: string; payload: unknown; attempts: number; max_attempts: number; dedupe_key: string | null; lock_token: string }>(
    await db.execute(sql`
      with due as (
        select id from jobs
        where done_at is null and failed_at is null and run_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
          and kind in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      update jobs set
        attempts = jobs.attempts + 1,
        locked_by = ${worker},
        lock_token = gen_random_uuid(),
        locked_until = ${now} + ${ms(leaseMs)},
        updated_at = ${now}
      from due
      where jobs.id = due.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.dedupe_key, jobs.lock_token`),
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: row.payload,
      attempt: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      dedupeKey: row.dedupe_key,
      lockToken: String(row.lock_token),
    }))
    .sort((a, b) => a.id - b.id);
}

const mine = (job: Pick<ClaimedJob, 'id' | 'lockToken'>) => sql`id = ${job.id} and lock_token = ${job.lockToken} and done_at is null and failed_at is null`;

async function changed(db: DbOrTx, statement: SQL): Promise<boolean> {
  return rowsOf(await db.execute(statement)).length > 0;
}

/** Done. False when the claim had lapsed and another worker holds the job now (nothing changed). */
export function completeJob(db: DbOrTx, job: ClaimedJob, shiftMs = 0): Promise<boolean> {
  const now = dbNow(shiftMs);
  return changed(db, sql`update jobs set done_at = ${now}, locked_until = null, lock_token = null, last_error = null, updated_at = ${now} where ${mine(job)} returning id`);
}

/**
 * The handler threw: run again after `retryInMs`, or — this was the last allowed attempt — never again (failed_at).
 * Resolves to what happened; 'lost' when the claim had lapsed.
 */
export async function failJob(db: DbOrTx, job: ClaimedJob, error: string, retryInMs: number, shiftMs = 0): Promise<'retry' | 'failed' | 'lost'> {
  const now = dbNow(shiftMs);
  const rows = rowsOf<{ failed: boolean }>(
    await db.execute(sql`
      update jobs set
        last_error = ${error.slice(0, 2000)},
        locked_until = null, lock_token = null,
        failed_at = case when attempts >= max_attempts then ${now} end,
        run_at = case when attempts >= max_attempts then run_at else ${now} + ${ms(retryInMs)} end,
        updated_at = ${now}
      where ${mine(job)}
      returning failed_at is not null as failed`),
  );
  if (!rows[0]) return 'lost';
  return rows[0].failed ? 'failed' : 'retry';
}

/** The handler asked to run again later (nothing failed): attempts start over. False when the claim had lapsed. */
export function rescheduleJob(db: DbOrTx, job: ClaimedJob, inMs: number, shiftMs = 0): Promise<boolean> {
  const now = dbNow(shiftMs);
  return changed(
    db,
    sql`update jobs set run_at = ${now} + ${ms(inMs)}, attempts = 0, locked_until = null, lock_token = null, last_error = null, updated_at = ${now} where ${mine(job)} returning id`,
  );
}

/** Keeps the claim while the handler runs. False when another worker took the job after the claim had lapsed. */
export function renewLease(db: DbOrTx, job: ClaimedJob, leaseMs: number, shiftMs = 0): Promise<boolean> {
  const now = dbNow(shiftMs);
  return changed(db, sql`update jobs set locked_until = ${now} + ${ms(leaseMs)}, updated_at = ${now} where ${mine(job)} returning id`);
}

/** Gives an unfinished job back at once (a drain stopped it): any worker may take it now, and this claim does not count. */
export function releaseJob(db: DbOrTx, job: ClaimedJob, shiftMs = 0): Promise<boolean> {
  const now = dbNow(shiftMs);
  return changed(
    db,
    sql`update jobs set locked_until = null, lock_token = null, run_at = ${now}, attempts = greatest(attempts - 1, 0), updated_at = ${now} where ${mine(job)} returning id`,
  );
}

/** Forgets finished jobs (and with them their dedupe keys) after `doneRetentionMs`, failed ones after `failedRetentionMs`. */
export async function deleteOldJobs(db: DbOrTx, doneRetentionMs: number, failedRetentionMs: number, shiftMs = 0): Promise<number> {
  const now = dbNow(shiftMs);
  const rows = rowsOf(
    await db.execute(sql`
      delete from jobs
      where (done_at is not null and done_at < ${now} - ${ms(doneRetentionMs)})
         or (failed_at is not null and failed_at < ${now} - ${ms(failedRetentionMs)})
      returning id`),
  );
  return rows.length;
}
