/**
 * Time in the server tests, as multiples of one reference start-up measured in this run (./startup-reference.mjs:
 * a fresh embedded database opened and migrated in a child process, 2–3 s on idle cores, 15–20 s on busy ones).
 * Start-ups, child processes and seeded catalogues slow down with the machine; a limit in seconds would fail on
 * busy cores what passes on idle ones, or be so loose that it no longer finds a hang.
 */
/** Set by ./startup-reference.mjs (Jest's global setup runs before, and apart from, the test files). */
const REFERENCE_ENV = 'SERVER_TEST_STARTUP_REFERENCE_MS';

/** The reference start-up of this run, in milliseconds. */
export function startupReferenceMs(): number {
  const measured = Number(process.env[REFERENCE_ENV]);
  if (!Number.isFinite(measured) || measured <= 0) {
    throw new Error(`${REFERENCE_ENV} is not set: the server project's global setup (__tests__/server/helpers/startup-reference.mjs) measures it`);
  }
  return measured;
}

/**
 * Every test's and hook's timeout: the slowest test, a compiled command run twice on a fresh data directory and the
 * database opened again (admin-create), takes about 4 reference start-ups; 15 leaves room for the machine getting
 * busier after the reference was taken, and still ends a hang in well under a minute on idle cores.
 */
export const TIMEOUT_IN_STARTUPS = 15;

export const testTimeoutMs = (): number => Math.ceil(TIMEOUT_IN_STARTUPS * startupReferenceMs());
