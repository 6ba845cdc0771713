/**
 * The main thread's handle on PGlite running in a worker (`pglite-worker.ts`): the `query` / `transaction` surface
 * Drizzle's PGlite driver calls, plus listen and close. Queries, their errors (with PostgreSQL's `code`) and NOTIFYs
 * cross as messages; the worker keeps the process alive only while a request is pending.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deserializeError, type Reply, type Request, type WorkerInit } from './pglite-protocol';

type QueryConfig = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Outgoing = DistributiveOmit<Request, 'id'>;

export interface QueryClient {
  query(sql: string, params?: unknown[], config?: QueryConfig): Promise<unknown>;
}

export interface PgliteThread extends QueryClient {
  transaction<T>(work: (tx: QueryClient) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** dist/pglite-worker.js next to the compiled server; from TypeScript sources (Jest, tsx) the .ts file through tsx. */
function spawn(init: WorkerInit): Worker {
  const compiled = path.join(__dirname, 'pglite-worker.js');
  if (fs.existsSync(compiled)) return new Worker(compiled, { workerData: init });
  const source = path.join(__dirname, 'pglite-worker.ts');
  const loader = require.resolve('tsx/cjs');
  return new Worker(`require(${JSON.stringify(loader)}); require(${JSON.stringify(source)});`, { eval: true, workerData: init });
}

export async function startPgliteThread(dataDir: string | null): Promise<PgliteThread> {
  const worker = spawn({ dataDir });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<() => void>>();
  let nextId = 1;
  let nextTx = 1;
  let gone: Error | undefined;

  // Only pending requests keep the process alive, as PGlite in process did.
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const failAll = (error: Error) => {
    gone ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PGlite worker exited (${code}) before it was ready`)));
    worker.on('message', function starting(reply: Reply) {
      if (reply.op === 'ready') resolve();
      else if (reply.op === 'failed') reject(deserializeError(reply.error));
      else return;
      worker.off('message', starting);
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (${code})`)));
  worker.on('message', (reply: Reply) => {
    if (reply.op === 'notify') {
      for (const onNotify of listeners.get(reply.channel) ?? []) onNotify();
      return;
    }
    if (reply.op !== 'result' && reply.op !== 'error') return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    settle();
    if (reply.op === 'result') waiting?.resolve(reply.value);
    else waiting?.reject(deserializeError(reply.error));
  });
  settle();

  const request = (message: Outgoing): Promise<unknown> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...message, id } as Request);
    });
  };
  const queryIn =
    (tx: number | undefined) =>
    (sql: string, params: unknown[] = [], config: QueryConfig = {}) =>
      request({
        op: 'query',
        sql,
        params,
        rowMode: config.rowMode ?? 'object',
        // Drizzle asks for dates, timestamps, intervals and numeric arrays as the text PostgreSQL sent.
        rawTypes: Object.keys(config.parsers ?? {}).map(Number),
        tx,
      });

  return {
    query: queryIn(undefined),
    async transaction(work) {
      const tx = nextTx++;
      await request({ op: 'begin', tx });
      let result;
      try {
        result = await work({ query: queryIn(tx) });
      } catch (error) {
        await request({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await request({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onNotify) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await request({ op: 'listen', channel });
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await request({ op: 'unlisten', channel });
      };
    },
    async close() {
      try {
        await request({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
