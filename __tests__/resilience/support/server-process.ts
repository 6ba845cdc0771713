/**
 * The real server as a child process in its own process group: the compiled server (as `npm run serve` runs it)
 * or the whole `npm start` command; started on a free port, killed with SIGKILL mid-traffic, or stopped with a signal.
 */
import { runCompiledServer, runNpm, stopIfRunning, type SpawnedProcess } from '../../server/helpers/child-process';

const READY = /Ready: http:\/\/localhost:(\d+)/;
const NPM_START_READY = /Ready in [\d.]+ s: http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  url: string;
  proc: SpawnedProcess;
  /** Spawn to "Ready", in milliseconds. */
  startMs: number;
}

/**
 * Variables that would change how the server behaves in a test (real gateway credentials, a public origin,
 * a fixed port, another database) are cleared; `env` then sets what the test wants.
 */
const CLEARED = [
  'DATABASE_URL',
  'DATA_DIR',
  'PUBLIC_ORIGIN',
  'PAYMENT_SANDBOX',
  'MOMO_PARTNER_CODE',
  'ZALOPAY_APP_ID',
  'VNPAY_TMN_CODE',
  'STAFF_API_TOKEN',
  'SESSION_SECRET',
  'WRITES_PER_IP_PER_MINUTE',
  'CATALOG_READS_PER_IP_PER_MINUTE',
  'REGISTRATIONS_PER_IP_PER_HOUR',
] as const;

function testEnv(env: Record<string, string>): Record<string, string> {
  const cleared = Object.fromEntries(CLEARED.map((name) => [name, '']));
  // Every simulated shopper comes from 127.0.0.1: the per-IP write ceiling and read budget are raised, not switched off.
  return {
    ...cleared,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    PAYMENT_SANDBOX: 'on',
    WRITES_PER_IP_PER_MINUTE: '100000',
    CATALOG_READS_PER_IP_PER_MINUTE: '100000',
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    ...env,
  };
}

export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return whenReady(runCompiledServer(testEnv(env)), READY);
}

/** `npm start` as a user types it (serving the existing build: SKIP_BUILD is set). */
export function startWithNpm(env: Record<string, string>): Promise<ServerProcess> {
  return whenReady(runNpm(['start'], testEnv({ SKIP_BUILD: '1', ...env })), NPM_START_READY);
}

async function whenReady(proc: SpawnedProcess, ready: RegExp): Promise<ServerProcess> {
  const started = Date.now();
  try {
    const [, port] = await proc.waitFor(ready);
    return { url: `http://127.0.0.1:${port}`, proc, startMs: Date.now() - started };
  } catch (error) {
    await stopIfRunning(proc);
    throw error;
  }
}

/** SIGKILL to the whole group: no handler, no cleanup. */
export async function killServer(server: ServerProcess): Promise<void> {
  server.proc.signalGroup('SIGKILL');
  const { signal } = await server.proc.exited;
  if (signal !== 'SIGKILL') throw new Error(`the server ended with ${signal ?? 'an exit code'} before it was killed`);
}

/** SIGTERM, as a process manager stops it; resolves once it exited 0 (the database closed cleanly). */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.proc.signal('SIGTERM');
  const { code, stderr } = await server.proc.exited;
  if (code !== 0) throw new Error(`the server exited ${code} on SIGTERM\n${stderr}`);
}

export { stopIfRunning };

/** `npm start` that builds when it must (the shared build's test: SITE_PUBLISH elects one builder). */
export function startWithNpmBuilding(env: Record<string, string>): Promise<ServerProcess> {
  return whenReady(runNpm(['start'], testEnv(env)), NPM_START_READY);
}
