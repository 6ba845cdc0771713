/**
 * The job runner in the app: `app.jobs`, started once the server listens, drained before it closes (preClose: a
 * running job finishes while the server can still answer it — the sandbox's query is this server), with the
 * housekeeping job that forgets old finished jobs.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { JobsConfig } from './config';
import { deleteOldJobs } from './queue';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

const HOUR_MS = 3_600_000;
/** Finished jobs (and their dedupe keys) are kept a week, failed ones a month (to read their last error). */
export const DONE_RETENTION_MS = 7 * 24 * HOUR_MS;
export const FAILED_RETENTION_MS = 30 * 24 * HOUR_MS;
/** How long a drain lets a running job finish before aborting it (within SHUTDOWN_TIMEOUT_MS, 10 s by default). */
export const STOP_GRACE_MS = 5_000;

export function registerJobRunner(app: FastifyInstance, database: Database, config: JobsConfig): JobRunner {
  const runner = new JobRunner({ db: database.db, log: app.log.child({ module: 'jobs' }), ...config });
  runner.every('jobs.cleanup', HOUR_MS, async ({ log }) => {
    const deleted = await deleteOldJobs(database.db, DONE_RETENTION_MS, FAILED_RETENTION_MS);
    if (deleted > 0) log.info({ deleted }, 'old finished jobs deleted');
  });
  app.decorate('jobs', runner);
  app.addHook('onListen', async () => runner.start());
  app.addHook('preClose', async () => runner.stop({ graceMs: STOP_GRACE_MS }));
  return runner;
}
