/**
 * A worker for the jobs kept in the database (queue.ts): it claims due jobs of the kinds it knows, runs each handler,
 * marks it done, reschedules it (the handler asked), or retries it after a backoff until its attempts run out. While a
 * handler runs, its lease is renewed; an instance that dies stops renewing, and once the lease has lapsed any instance
 * takes the job again. Handlers therefore run at least once and must be safe to run again (the payment query settles
 * through `status = 'pending'`, so a second run changes nothing).
 *
 * Recurring jobs (`every`) are occurrences of a fixed interval: each instance enqueues the current occurrence under its
 * dedupe key, so with any number of instances each occurrence is one job, run once.
 *
 * `stop()` drains: no new claim, the running handlers finish (past `graceMs` their signal aborts, and a job stopped
 * that way is given back at once without counting an attempt).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db, DbOrTx } from '../db/client';
import type { SQL } from 'drizzle-orm';
import {
  claimJobs,
  completeJob,
  dbNow,
  enqueueJob,
  enqueueOccurrence,
  failJob,
  releaseJob,
  renewLease,
  rescheduleJob,
  type ClaimedJob,
  type EnqueueOptions,
  type Enqueued,
} from './queue';

export interface JobLogger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobContext<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  /** 1 for the first run; the job is not run again after `maxAttempts` failures. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when this run should stop: the runner is stopping past its grace period, or the claim was lost. */
  signal: AbortSignal;
  /** The runner's clock (moved forward by tests). */
  now(): Date;
  log: JobLogger;
}

/** Nothing: done. `runAgainInMs`: not finished, run again then (not a failure: attempts start over). */
export type JobResult = void | { runAgainInMs: number };

export interface JobDefinition<P = unknown> {
  run(context: JobContext<P>): Promise<JobResult>;
  /** The wait before the run after failed attempt `attempt` (1-based); default 10 s × 2^(attempt − 1), at most 1 h. */
  backoffMs?(attempt: number): number;
}

export interface JobRunnerOptions {
  db: Db;
  log: JobLogger;
  /** Recorded in `locked_by`; default host#pid#random. */
  instanceId?: string;
  /** Handlers running at once on this instance (default 2). */
  concurrency?: number;
  /** How often to look for due jobs (default 1 s); a finished job and a local enqueue look again at once. */
  pollIntervalMs?: number;
  /** How long a claim lasts without renewal (default 60 s; renewed every third of it while the handler runs). */
  leaseMs?: number;
  /** Tests: move the runner's clock (and the database time its statements use) this far ahead. */
  shiftMs?: () => number;
}

export const DEFAULT_BACKOFF = (attempt: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempt - 1));

interface Recurring {
  kind: string;
  everyMs: number;
  maxAttempts: number;
  nextCheckAt: number;
}

interface Running {
  job: ClaimedJob;
  /** Aborted by stop() past the grace period. */
  stopped: boolean;
  controller: AbortController;
  done: Promise<void>;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export class JobRunner {
  readonly instanceId: string;
  private readonly db: Db;
  private readonly log: JobLogger;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly shift: () => number;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly recurring: Recurring[] = [];
  private readonly running = new Set<Running>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;
  private started = false;
  private stopping = false;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.instanceId = options.instanceId ?? `${os.hostname()}#${process.pid}#${randomBytes(3).toString('hex')}`;
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
    this.pollIntervalMs = Math.max(10, options.pollIntervalMs ?? 1000);
    this.leaseMs = Math.max(100, options.leaseMs ?? 60_000);
    this.shift = options.shiftMs ?? (() => 0);
  }

  /** Registers the handler of a kind (before start). */
  define<P>(kind: string, definition: JobDefinition<P>): this {
    if (this.definitions.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    this.definitions.set(kind, definition as JobDefinition<never>);
    return this;
  }

  /** A job every `everyMs` (aligned on the database clock), once per occurrence across instances. */
  every(kind: string, everyMs: number, run: (context: JobContext<{ occurrence: number }>) => Promise<void>, options: { maxAttempts?: number } = {}): this {
    if (!(Number.isSafeInteger(everyMs) && everyMs >= 100)) throw new Error(`${kind}: the interval must be at least 100 ms, got ${everyMs}`);
    this.define<{ occurrence: number }>(kind, { run: async (context) => void (await run(context)) });
    this.recurring.push({ kind, everyMs, maxAttempts: options.maxAttempts ?? 1, nextCheckAt: 0 });
    return this;
  }

  /** The kinds this runner claims. */
  get kinds(): string[] {
    return [...this.definitions.keys()];
  }

  /** How many handlers run now. */
  get active(): number {
    return this.running.size;
  }

  /** The runner's clock. */
  now(): Date {
    return new Date(Date.now() + this.shift());
  }

  /** The runner's clock in SQL: the database's now(), moved as the runner's (for handlers' own statements). */
  sqlNow(): SQL {
    return dbNow(this.shift());
  }

  /** Adds a job (in `tx` when given); a running runner looks for due jobs at once. */
  async enqueue(options: EnqueueOptions, tx?: DbOrTx): Promise<Enqueued> {
    const enqueued = await enqueueJob(tx ?? this.db, options, this.shift());
    if (this.started && !tx) this.wake();
    return enqueued;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.wake();
  }

  /** Drains: nothing new is claimed, running handlers finish (aborted after `graceMs`, their jobs given back). */
  async stop({ graceMs = 5_000 }: { graceMs?: number } = {}): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.ticking;
    const all = () => Promise.allSettled([...this.running].map((run) => run.done));
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<'late'>((resolve) => {
      graceTimer = setTimeout(() => resolve('late'), graceMs);
    });
    const finished = await Promise.race([all().then(() => 'finished' as const), grace]);
    clearTimeout(graceTimer);
    if (finished === 'late') {
      for (const run of this.running) {
        run.stopped = true;
        run.controller.abort(new Error('the job runner is stopping'));
      }
      await all();
    }
    this.started = false;
  }

  /**
   * Runs what is due now on this instance until nothing is left (tests and one-off commands; the started runner does
   * the same on its own). Resolves to how many jobs ran.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      await this.enqueueOccurrences(true);
      const claimed = await claimJobs(this.db, this.instanceId, this.kinds, this.concurrency, this.leaseMs, this.shift());
      if (claimed.length === 0) return ran;
      ran += claimed.length;
      await Promise.all(claimed.map((job) => this.launch(job).done));
    }
  }

  private wake(): void {
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (!this.started || this.stopping) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.tickAgain = false;
    this.ticking = this.claimAndLaunch();
    await this.ticking;
    this.ticking = null;
    this.schedule(this.tickAgain ? 0 : this.pollIntervalMs);
  }

  private async claimAndLaunch(): Promise<void> {
    try {
      await this.enqueueOccurrences(false);
      const free = this.concurrency - this.running.size;
      if (free <= 0 || this.stopping) return;
      const claimed = await claimJobs(this.db, this.instanceId, this.kinds, free, this.leaseMs, this.shift());
      for (const job of claimed) {
        // stop() came while the claim was on its way: the job goes straight back.
        if (this.stopping) await releaseJob(this.db, job, this.shift());
        else this.launch(job);
      }
      if (claimed.length === free) this.tickAgain = true;
    } catch (error) {
      if (!this.stopping) this.log.error({ err: error, instance: this.instanceId }, 'job runner: claiming jobs failed');
    }
  }

  private async enqueueOccurrences(force: boolean): Promise<void> {
    const now = Date.now() + this.shift();
    for (const recurring of this.recurring) {
      if (!force && now < recurring.nextCheckAt) continue;
      // A quarter of the interval (at most 5 s): the occurrence is enqueued soon after it starts, by whichever
      // instance looks first, even when this instance's clock is a little ahead of the database's.
      recurring.nextCheckAt = now + Math.min(recurring.everyMs / 4, 5_000);
      await enqueueOccurrence(this.db, recurring.kind, recurring.everyMs, recurring.maxAttempts, this.shift());
    }
  }

  private launch(job: ClaimedJob): Running {
    const controller = new AbortController();
    const run: Running = { job, stopped: false, controller, done: Promise.resolve() };
    run.done = this.execute(run).finally(() => {
      this.running.delete(run);
      // A slot is free: there may be more due.
      this.schedule(0);
    });
    this.running.add(run);
    return run;
  }

  private async execute(run: Running): Promise<void> {
    const { job, controller } = run;
    const definition = this.definitions.get(job.kind);
    const log = this.log;
    const renew = setInterval(() => {
      renewLease(this.db, job, this.leaseMs, this.shift()).then(
        (kept) => {
          if (kept || controller.signal.aborted) return;
          log.warn({ jobId: job.id, kind: job.kind, instance: this.instanceId }, 'job lease lost: another worker holds the job now');
          controller.abort(new Error('job lease lost'));
        },
        (error: unknown) => log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job lease renewal failed'),
      );
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    renew.unref();
    const started = Date.now();
    let result: JobResult;
    try {
      if (!definition) throw new Error(`no handler for job kind ${job.kind}`);
      result = await definition.run({
        id: job.id,
        kind: job.kind,
        payload: job.payload as never,
        attempt: job.attempt,
        maxAttempts: job.maxAttempts,
        signal: controller.signal,
        now: () => this.now(),
        log,
      });
    } catch (error) {
      clearInterval(renew);
      if (run.stopped) {
        await releaseJob(this.db, job, this.shift()).catch((releaseError: unknown) => log.warn({ err: releaseError, jobId: job.id }, 'job not given back'));
        log.info({ jobId: job.id, kind: job.kind }, 'job stopped by the drain and given back');
        return;
      }
      const backoff = (definition?.backoffMs ?? DEFAULT_BACKOFF)(job.attempt);
      const outcome = await failJob(this.db, job, errorText(error), backoff, this.shift()).catch((failError: unknown) => {
        log.error({ err: failError, jobId: job.id }, 'job failure not recorded (its lease will lapse and it runs again)');
        return 'lost' as const;
      });
      const detail = { err: error, jobId: job.id, kind: job.kind, attempt: job.attempt, maxAttempts: job.maxAttempts, instance: this.instanceId };
      if (outcome === 'failed') log.error(detail, 'job failed for the last time: not run again');
      else if (outcome === 'retry') log.warn({ ...detail, retryInMs: backoff }, 'job failed: retried later');
      return;
    }
    clearInterval(renew);
    try {
      const kept = result && Number.isFinite(result.runAgainInMs) ? await rescheduleJob(this.db, job, result.runAgainInMs, this.shift()) : await completeJob(this.db, job, this.shift());
      if (!kept) log.warn({ jobId: job.id, kind: job.kind, instance: this.instanceId }, 'job finished after its lease lapsed: another worker had taken it');
      else log.debug({ jobId: job.id, kind: job.kind, ms: Date.now() - started }, 'job done');
    } catch (error) {
      log.error({ err: error, jobId: job.id, kind: job.kind }, 'job result not recorded (its lease will lapse and it runs again)');
    }
  }
}
