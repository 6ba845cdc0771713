import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Client, Pool } from 'pg';
import { acquireDirectoryLock, type DirectoryLock } from './lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

export { DatabaseLockedError } from './lock';

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction of it: what a function that only queries needs. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'execute' | 'update' | 'delete'>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round-trip a trivial query; resolves to the latency in milliseconds. */
  ping(): Promise<number>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (committed by any instance), and once more after a lost
   * connection is back (what was sent meanwhile is unknown). Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Folder for the PGlite data (`<dataDir>/pgdata`) and its lock file. */
  dataDir?: string;
  /** An in-memory PGlite (tests). */
  memory?: boolean;
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/** PGlite delivers its own NOTIFYs in process, relayed from its thread (one instance owns its data directory). */
function pgliteListener(pglite: PgliteThread): Database['listen'] {
  return async (channel, onNotify) => {
    checkChannel(channel);
    return pglite.listen(channel, () => onNotify());
  };
}

const RELISTEN_DELAY_MS = 1000;

/** A dedicated connection per listener (a pooled one would be handed to queries); reconnects after a second. */
function postgresListener(databaseUrl: string): Database['listen'] {
  return async (channel, onNotify) => {
    checkChannel(channel);
    let stopped = false;
    let current: Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const reconnectLater = () => {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        connect().then(onNotify, reconnectLater);
      }, RELISTEN_DELAY_MS);
      retry.unref();
    };
    const connect = async () => {
      const client = new Client({ connectionString: databaseUrl });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      // A dropped connection emits 'error' then 'end'; unhandled, the error would crash the process.
      client.on('error', (error) => console.error(`PostgreSQL LISTEN ${channel}:`, error.message));
      client.on('end', () => {
        if (current === client) current = undefined;
        reconnectLater();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      if (stopped) await client.end();
      else current = client;
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end();
    };
  };
}

function withPing(db: Db, driver: Database['driver'], listen: Database['listen'], close: () => Promise<void>): Database {
  return {
    db,
    driver,
    listen,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return Math.round((performance.now() - started) * 100) / 100;
    },
    close: once(close),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // JIT compilation pays off for long analytical queries only; on this shop's short ones its compile time (seconds,
  // for a listing with subqueries) dwarfs the work, so it is off for the server's sessions.
  const pool = new Pool({ connectionString: databaseUrl, options: '-c jit=off' });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool, schema });
  return withPing(db, 'postgres', postgresListener(databaseUrl), () => pool.end());
}

/**
 * PGlite runs in a worker thread (`pglite-thread.ts`): its queries are WebAssembly that would otherwise hold this
 * thread, and with it every page and static file, for as long as they run. Drizzle's PGlite driver talks to it
 * through the same `query` / `transaction` calls.
 */
function pgliteDatabase(pglite: PgliteThread, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client: pglite as never, schema });
  return withPing(db, 'pglite', pgliteListener(pglite), close);
}

async function openPgliteInMemory(): Promise<Database> {
  const pglite = await startPgliteThread(null);
  return pgliteDatabase(pglite, () => pglite.close());
}

async function openPgliteOnDisk(dataDir: string): Promise<Database> {
  const lock: DirectoryLock = await acquireDirectoryLock(dataDir);
  let pglite: PgliteThread;
  try {
    pglite = await startPgliteThread(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return pgliteDatabase(pglite, async () => {
    try {
      await pglite.close();
    } finally {
      lock.release();
    }
  });
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.memory) return openPgliteInMemory();
  if (!opts.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or memory: true');
  return openPgliteOnDisk(path.resolve(opts.dataDir));
}
