/**
 * The real server (`tsx server/index.ts`, as `npm run serve` runs it) as a child process in its own process
 * group: started on a free port, killed with SIGKILL mid-traffic, or stopped with SIGTERM.
 */
import path from 'node:path';
import { REPO_ROOT, runTsx, stopIfRunning, type TsxProcess } from '../../server/helpers/child-process';

const SERVER = path.join(REPO_ROOT, 'server', 'index.ts');
const READY = /Ready: http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  url: string;
  proc: TsxProcess;
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
] as const;

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const started = Date.now();
  const cleared = Object.fromEntries(CLEARED.map((name) => [name, '']));
  const proc = runTsx(SERVER, [], {
    ...cleared,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    ...env,
  });
  try {
    const [, port] = await proc.waitFor(READY, 90_000);
    return { url: `http://127.0.0.1:${port}`, proc, startMs: Date.now() - started };
  } catch (error) {
    await stopIfRunning(proc);
    throw error;
  }
}

/** SIGKILL to the whole group (tsx and the node process running the server): no handler, no cleanup. */
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
