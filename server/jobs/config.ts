/** The job runner's settings from the environment (read when the app is built). */
export interface JobsConfig {
  /** Handlers running at once on this instance. */
  concurrency: number;
  /** How often an idle instance looks for due jobs. */
  pollIntervalMs: number;
}

export const DEFAULT_JOBS_CONFIG: JobsConfig = { concurrency: 2, pollIntervalMs: 1000 };

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return value;
}

export function loadJobsConfig(env: NodeJS.ProcessEnv = process.env): JobsConfig {
  return {
    concurrency: integer(env, 'JOBS_CONCURRENCY', DEFAULT_JOBS_CONFIG.concurrency, 1),
    pollIntervalMs: integer(env, 'JOBS_POLL_INTERVAL_MS', DEFAULT_JOBS_CONFIG.pollIntervalMs, 50),
  };
}
