/**
 * The compiled server (`dist/server.js`, as `npm run serve` runs it) on a throwaway database, for the API
 * benchmarks (api.ts, busy-shop.ts): PGlite in a temporary folder, or a new PostgreSQL database when
 * BENCH_DATABASE_URL (default: the local `storefront` role) answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../../lib/build-stamp';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../../../server/db/throwaway-database';

export const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://storefront:storefront@127.0.0.1:5432/postgres';
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-user-type': 'consumer' };
/** A date `days` after today in Vietnam (YYYY-MM-DD). */
export const day = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export interface BenchServer {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = 8200 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BENCH_BARE_ROUTE: '1', ORDER_SWEEP_INTERVAL_SECONDS: '0', WRITES_PER_IP_PER_MINUTE: 'off', CATALOG_READS_PER_IP_PER_MINUTE: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server on `engine` ('pglite' | 'postgres'); null when PostgreSQL does not answer. */
export async function startBenchServer(engine: string, extraEnv: Record<string, string> = {}): Promise<BenchServer | null> {
  const env: Record<string, string> = { PUBLIC_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-public-')), ...extraEnv };
  let dropDatabase: (() => Promise<void>) | null = null;
  if (engine === 'postgres') {
    const adminClient = new Client({ connectionString: pgAdminUrl });
    try {
      await adminClient.connect();
    } catch {
      console.log(`PostgreSQL not reachable at ${pgAdminUrl}: skipped`);
      return null;
    }
    await adminClient.end();
    const name = `storefront_bench_${Date.now()}`;
    env.DATABASE_URL = await createThrowawayDatabase(pgAdminUrl, name);
    env.SEED_DEMO = 'on';
    dropDatabase = () => dropThrowawayDatabase(pgAdminUrl, name);
  } else {
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  }
  console.log(`\n${engine}: starting the server and seeding…`);
  const { origin, child } = await startServer(env);
  return {
    origin,
    child,
    stop: async () => {
      await stopChild(child);
      await dropDatabase?.();
    },
  };
}

export async function call<T>(origin: string, method: string, url: string, body?: unknown, cookie?: string): Promise<{ body: T; cookie?: string }> {
  const response = await fetch(`${origin}${url}`, { method, headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  // Every cookie the server sets (the session and the device id), as one Cookie header.
  const setCookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return { body: (await response.json()) as T, cookie: setCookies.length > 0 ? setCookies.join('; ') : cookie };
}

/** A newly registered shopper's Cookie header. */
export async function shopper(origin: string, n: string): Promise<string> {
  const { cookie } = await call(origin, 'POST', '/v1/user/consumer/register', { fullName: 'Người Đo Tải', email: `bench.${n}.${Date.now()}@example.vn`, password: 'Do-tai@2026-thue-do' });
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

export interface RentableCard {
  id: number;
  link: string;
  type: string;
  stock: number;
  categoryLink: string;
  sizeId: number;
  units: number;
}

/** The catalogue's cards (up to 2,000) and, of the first `limit` rentable ones, each with its first size that has units. */
export async function catalogue(origin: string, limit = 100): Promise<{ cards: Omit<RentableCard, 'sizeId' | 'units'>[]; rentable: RentableCard[] }> {
  const cards: Omit<RentableCard, 'sizeId' | 'units'>[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await call<{ items: typeof cards; pagination: { total: number } }>(origin, 'GET', `/v1/product/list?kind=prod&pagination.limit=100&pagination.page=${page}`);
    cards.push(...body.items);
    if (cards.length >= body.pagination.total || body.items.length === 0 || page >= 20) break;
  }
  const rentable: RentableCard[] = [];
  for (const card of cards.filter((c) => c.type !== 'PRODUCT_TYPE_SALABLE' && c.stock > 0).slice(0, limit)) {
    const { body } = await call<{ sizes: Array<{ id: number; units: number }> }>(origin, 'GET', `/v1/product/detail/${card.link}`);
    const size = body.sizes.find((candidate) => candidate.units > 0);
    if (size) rentable.push({ ...card, sizeId: size.id, units: size.units });
  }
  return { cards, rentable };
}
