/**
 * The embedded database's thread: PGlite (WebAssembly, synchronous while a query runs) lives here so its work
 * never holds the server's event loop. PGlite's own mutex serialises everything: a query outside a transaction
 * waits until the open transaction ends, as it did in process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ensurePgliteDataDir } from './pglite-data-dir';
import { serializeError, type Reply, type Request, type WorkerInit } from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs in a worker thread');
const init = workerData as WorkerInit;

/**
 * This thread's nice value (Linux applies one per thread). At 10 the event loop's thread weighs about nine times
 * this one when both want a core, so a flood of queries (20 clients searching back to back kept this thread on a
 * core) does not make a static page wait for a core behind them; the queries still get every core the loop leaves.
 */
export const QUERY_THREAD_NICE = 10;

function yieldCoresToEventLoop(): void {
  try {
    // /proc/thread-self → "<pid>/task/<this thread's id>"; elsewhere than Linux there is no per-thread nice.
    const tid = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) os.setPriority(tid, QUERY_THREAD_NICE);
  } catch {
    // No /proc/thread-self: the thread keeps the process's priority.
  }
}
yieldCoresToEventLoop();

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  endId?: number;
}

/** A sentinel thrown inside PGlite's transaction callback to roll it back. */
const ROLLBACK = Symbol('rollback');

const post = (reply: Reply) => port.postMessage(reply);
const transactions = new Map<number, OpenTransaction>();
const unlisteners = new Map<string, () => Promise<void>>();

function begin(pglite: PGlite, request: Extract<Request, { op: 'begin' }>): void {
  let began = false;
  pglite
    .transaction(async (tx) => {
      began = true;
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(request.tx, { tx, finish: resolve });
        post({ op: 'result', id: request.id });
      });
      if (!commit) throw ROLLBACK;
    })
    .then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: error === ROLLBACK, error }),
    )
    .then((outcome) => {
      const open = transactions.get(request.tx);
      transactions.delete(request.tx);
      const id = began ? open?.endId : request.id;
      if (id === undefined) return;
      post(outcome.ok ? { op: 'result', id } : { op: 'error', id, error: serializeError(outcome.error) });
    });
}

async function handle(pglite: PGlite, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, (value: string) => value]));
      const client = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
      if (!client) throw new Error(`transaction ${request.tx} is not open`);
      const { rows, affectedRows, fields } = await client.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      return { rows, affectedRows, fields };
    }
    case 'listen':
      if (!unlisteners.has(request.channel)) {
        unlisteners.set(request.channel, await pglite.listen(request.channel, () => post({ op: 'notify', channel: request.channel })));
      }
      return undefined;
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return undefined;
    case 'close':
      await pglite.close();
      return undefined;
    default:
      throw new Error(`unexpected request ${request.op}`);
  }
}

async function main(): Promise<void> {
  const pgdata = init.dataDir === null ? undefined : await ensurePgliteDataDir(init.dataDir);
  const pglite = new PGlite({ dataDir: pgdata, extensions: { pg_trgm } });
  await pglite.waitReady;
  port!.on('message', (request: Request) => {
    if (request.op === 'begin') return begin(pglite, request);
    if (request.op === 'end') {
      const open = transactions.get(request.tx);
      if (!open) return post({ op: 'error', id: request.id, error: serializeError(new Error(`transaction ${request.tx} is not open`)) });
      open.endId = request.id;
      return open.finish(request.commit);
    }
    handle(pglite, request).then(
      (value) => post({ op: 'result', id: request.id, value }),
      (error: unknown) => post({ op: 'error', id: request.id, error: serializeError(error) }),
    );
  });
  post({ op: 'ready' });
}

main().catch((error: unknown) => post({ op: 'failed', error: serializeError(error) }));
