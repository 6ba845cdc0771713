/**
 * The job runner against a real database (PGlite; PostgreSQL with TEST_DATABASE_URL, where the claimers get a
 * connection pool each): one run per job under 20 claimers at once, a job whose instance died taken again once its
 * lease lapses (and not before), backoff and the last attempt, a dedupe key, a recurring job once per occurrence with
 * two instances, and the drain. The clock is moved (the runner's shift of the database's now()), never waited for.
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { jobs } from '../../../server/db/schema';
import { claimJobs, completeJob, enqueueJob } from '../../../server/jobs/queue';
import { DEFAULT_BACKOFF, JobRunner, type JobLogger, type JobRunnerOptions } from '../../../server/jobs/runner';
import { openTestDatabase } from '../helpers/test-database';

const quiet: JobLogger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

let database: Database;
/** The runners' shared clock: how far ahead of the database's now() they live. */
let shift = 0;
const extraPools: Database[] = [];

function runner(options: Partial<JobRunnerOptions> = {}): JobRunner {
  return new JobRunner({ db: database.db, log: quiet, shiftMs: () => shift, pollIntervalMs: 20, ...options });
}

async function row(id: number) {
  const [found] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!found) throw new Error(`job ${id} is gone`);
  return found;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateDatabase(database);
});

afterAll(async () => {
  await Promise.all(extraPools.map((pool) => pool.close()));
  await database.close();
});

beforeEach(async () => {
  shift = 0;
  await database.db.delete(jobs);
});

test('200 jobs, 20 claimers at once (each its own connection pool on PostgreSQL): every job runs exactly once', async () => {
  const kind = 'test.once';
  for (let index = 0; index < 200; index += 1) await enqueueJob(database.db, { kind, payload: { index } });
  // On PostgreSQL every claimer is another pool, as another instance would be; PGlite has one connection for all.
  const pools: Database[] = [];
  if (process.env.TEST_DATABASE_URL) {
    const current = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${current.rows[0]!.name}`;
    for (let index = 0; index < 20; index += 1) pools.push(await openDatabase({ databaseUrl: url.toString() }));
    extraPools.push(...pools);
  }
  const runs: number[] = [];
  const claimers = Array.from({ length: 20 }, (_, index) =>
    new JobRunner({ db: (pools[index] ?? database).db, log: quiet, instanceId: `claimer-${index}`, concurrency: 2 }).define<{ index: number }>(kind, {
      async run({ payload }) {
        runs.push(payload.index);
        // Yield so the claimers interleave.
        await new Promise((resolve) => setImmediate(resolve));
      },
    }),
  );
  const ran = await Promise.all(claimers.map((claimer) => claimer.runDue()));

  expect(runs).toHaveLength(200);
  expect(new Set(runs).size).toBe(200);
  expect(ran.reduce((sum, count) => sum + count, 0)).toBe(200);
  const rows = await database.db.select({ attempts: jobs.attempts, doneAt: jobs.doneAt, lockedBy: jobs.lockedBy }).from(jobs);
  expect(rows.every((job) => job.attempts === 1 && job.doneAt !== null)).toBe(true);
  const byClaimer = new Set(rows.map((job) => job.lockedBy));
  console.info(`200 jobs, 20 claimers (${database.driver}): ran once each, spread over ${byClaimer.size} claimers`);
});

test('a job whose instance died mid-run is taken again once its lease has lapsed — not before — and the dead claim can no longer finish it', async () => {
  const kind = 'test.lease';
  const { id } = await enqueueJob(database.db, { kind });
  // The instance that died: it claimed the job (60 s lease) and was killed before finishing or renewing it.
  const [dead] = await claimJobs(database.db, 'dead-instance', [kind], 1, 60_000);
  expect(dead).toMatchObject({ id, attempt: 1 });

  const runs: number[] = [];
  const survivor = runner({ instanceId: 'survivor', leaseMs: 60_000 }).define(kind, {
    async run({ attempt }) {
      runs.push(attempt);
    },
  });
  expect(await survivor.runDue()).toBe(0);
  shift = 59_000;
  expect(await survivor.runDue()).toBe(0);
  shift = 61_000;
  expect(await survivor.runDue()).toBe(1);
  expect(runs).toEqual([2]);
  expect(await row(id)).toMatchObject({ attempts: 2, lockedBy: 'survivor', doneAt: expect.any(Date), lockedUntil: null });
  // The dead instance's claim, had it come back, changes nothing any more.
  expect(await completeJob(database.db, dead!)).toBe(false);
});

test('a long job keeps its lease while it runs (renewed every third of it), so nobody else takes it', async () => {
  const kind = 'test.renew';
  const { id } = await enqueueJob(database.db, { kind });
  let release!: () => void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const owner = runner({ instanceId: 'owner', leaseMs: 6000 }).define(kind, {
    async run() {
      started();
      await holding;
    },
  });
  const other = runner({ instanceId: 'other', leaseMs: 6000 }).define(kind, { run: async () => undefined });
  const owned = owner.runDue();
  await running;
  const firstLease = (await row(id)).lockedUntil!.getTime();
  // The renewal is the owner's own timer (every 2 s): wait until it has extended the lease.
  while ((await row(id)).lockedUntil!.getTime() <= firstLease) await new Promise((resolve) => setTimeout(resolve, 100));
  // Move the clock past the first lease: without the renewal the job would be anyone's now.
  const now = (await database.db.execute(sql`select now() as now`)) as unknown as { rows: Array<{ now: Date | string }> };
  shift = firstLease + 1000 - new Date(now.rows[0]!.now).getTime();
  expect(await other.runDue()).toBe(0);
  release();
  await owned;
  expect(await row(id)).toMatchObject({ attempts: 1, lockedBy: 'owner', doneAt: expect.any(Date) });
});

test('a failing job is retried after a growing backoff, then not again once its attempts are spent', async () => {
  const kind = 'test.fails';
  const { id } = await enqueueJob(database.db, { kind, maxAttempts: 3 });
  const attempts: number[] = [];
  const worker = runner().define(kind, {
    async run({ attempt }) {
      attempts.push(attempt);
      throw new Error(`échec lần ${attempt}`);
    },
  });
  const waitAfter = async () => {
    const job = await row(id);
    return job.runAt.getTime() - job.updatedAt.getTime();
  };

  expect(await worker.runDue()).toBe(1);
  expect(await row(id)).toMatchObject({ attempts: 1, failedAt: null, lastError: 'Error: échec lần 1', lockedUntil: null });
  expect(await waitAfter()).toBe(DEFAULT_BACKOFF(1));
  shift = DEFAULT_BACKOFF(1) - 1000;
  expect(await worker.runDue()).toBe(0);
  shift = DEFAULT_BACKOFF(1) + 1000;
  expect(await worker.runDue()).toBe(1);
  expect(await waitAfter()).toBe(DEFAULT_BACKOFF(2));
  expect(DEFAULT_BACKOFF(2)).toBe(2 * DEFAULT_BACKOFF(1));
  shift += DEFAULT_BACKOFF(2) + 1000;
  expect(await worker.runDue()).toBe(1);
  expect(await row(id)).toMatchObject({ attempts: 3, failedAt: expect.any(Date), lastError: 'Error: échec lần 3', doneAt: null });
  shift += 24 * 3_600_000;
  expect(await worker.runDue()).toBe(0);
  expect(attempts).toEqual([1, 2, 3]);
});

test('a handler that asks to run again later is rescheduled without counting a failure', async () => {
  const kind = 'test.again';
  const { id } = await enqueueJob(database.db, { kind, maxAttempts: 1 });
  let runs = 0;
  const worker = runner().define(kind, {
    async run() {
      runs += 1;
      return runs < 3 ? { runAgainInMs: 60_000 } : undefined;
    },
  });
  expect(await worker.runDue()).toBe(1);
  expect(await row(id)).toMatchObject({ attempts: 0, doneAt: null, failedAt: null });
  expect(await worker.runDue()).toBe(0);
  shift = 61_000;
  expect(await worker.runDue()).toBe(1);
  shift = 122_000;
  expect(await worker.runDue()).toBe(1);
  expect(runs).toBe(3);
  expect(await row(id)).toMatchObject({ doneAt: expect.any(Date), failedAt: null });
});

test('a dedupe key: "reminder X for order Y" enqueued 50 times at once exists once and runs once', async () => {
  const kind = 'test.reminder';
  const enqueued = await Promise.all(
    Array.from({ length: 50 }, () => enqueueJob(database.db, { kind, payload: { orderId: 7 }, dedupeKey: 'reminder:return-tomorrow:order-7', delayMs: 1000 })),
  );
  expect(new Set(enqueued.map((job) => job.id)).size).toBe(1);
  expect(enqueued.filter((job) => job.created)).toHaveLength(1);
  const runs: unknown[] = [];
  const worker = runner().define(kind, {
    async run({ payload }) {
      runs.push(payload);
    },
  });
  shift = 2000;
  expect(await worker.runDue()).toBe(1);
  // Enqueued again after it ran: still the same job, not run again.
  expect(await enqueueJob(database.db, { kind, dedupeKey: 'reminder:return-tomorrow:order-7' })).toEqual({ id: enqueued[0]!.id, created: false });
  expect(await worker.runDue()).toBe(0);
  expect(runs).toEqual([{ orderId: 7 }]);
});

test('a recurring job with two instances: each occurrence is one job, run once', async () => {
  const kind = 'test.every-minute';
  const runs: Array<{ instance: string; occurrence: number }> = [];
  const instance = (name: string) =>
    runner({ instanceId: name }).every(kind, 60_000, async ({ payload }) => {
      runs.push({ instance: name, occurrence: payload.occurrence });
    });
  const a = instance('a');
  const b = instance('b');
  for (let minute = 0; minute < 5; minute += 1) {
    shift = minute * 60_000;
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
  }
  const occurrences = runs.map((run) => run.occurrence);
  expect(new Set(occurrences).size).toBe(5);
  expect(occurrences).toHaveLength(5);
  expect(occurrences.every((occurrence) => occurrence % 60_000 === 0)).toBe(true);
  const rows = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
  expect(rows.map((job) => job.dedupeKey).sort()).toEqual(occurrences.map((occurrence) => `${kind}@${occurrence}`).sort());
  expect(rows.every((job) => job.attempts === 1 && job.doneAt !== null)).toBe(true);
});

test('stop() drains: the running job finishes, nothing new is claimed', async () => {
  const kind = 'test.drain';
  const { id: first } = await enqueueJob(database.db, { kind, payload: { n: 1 } });
  let release!: () => void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const seen: number[] = [];
  const worker = runner({ concurrency: 1 }).define<{ n: number }>(kind, {
    async run({ payload, signal }) {
      seen.push(payload.n);
      started();
      await holding;
      expect(signal.aborted).toBe(false);
    },
  });
  worker.start();
  await running;
  const { id: second } = await enqueueJob(database.db, { kind, payload: { n: 2 } });
  const stopped = worker.stop({ graceMs: 60_000 });
  release();
  await stopped;
  expect(seen).toEqual([1]);
  expect(await row(first)).toMatchObject({ doneAt: expect.any(Date) });
  expect(await row(second)).toMatchObject({ attempts: 0, doneAt: null, lockedBy: null });
});

test('stop() past its grace period aborts the handler and gives the job back without counting the attempt', async () => {
  const kind = 'test.drain-late';
  const { id } = await enqueueJob(database.db, { kind });
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const worker = runner({ concurrency: 1 }).define(kind, {
    run: ({ signal }) =>
      new Promise<void>((_resolve, reject) => {
        started();
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  });
  worker.start();
  await running;
  await worker.stop({ graceMs: 50 });
  expect(await row(id)).toMatchObject({ attempts: 0, doneAt: null, failedAt: null, lockedUntil: null, lastError: null });
  const next = runner({ instanceId: 'next' }).define(kind, { run: async () => undefined });
  expect(await next.runDue()).toBe(1);
});
