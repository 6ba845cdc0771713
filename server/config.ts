import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './lifecycle';
import { REPO_ROOT } from './paths';
import { loadStorageConfig, type StorageConfig } from './shared/storage/config';

export type TrustProxy = false | number | string[];

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicDir: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-* to believe: false (none), a hop count (how many proxies stand in front), or their
   * addresses / CIDR ranges. Never "all": a client could then name any IP and walk around the per-IP limits.
   */
  trustProxy: TrustProxy;
  /** `GET /v1/bench/bare`: a fixed JSON body, the ceiling `npm run bench:api` compares routes with. */
  benchBareRoute: boolean;
  /** How long an instance may serve a cached public catalogue read (server/http/read-cache.ts); 0 = off. */
  readCacheTtlMs: number;
  /** How long a SIGTERM/SIGINT drain may take before the process gives up and exits 1. */
  shutdownTimeoutMs: number;
  /** Writes one IP may send an instance per minute (server/http/write-backstop.ts); null = off. */
  writesPerIpPerMinute: number | null;
  /** Searches, suggestions and listings one IP may read from an instance per minute (server/http/read-budget.ts); null = off. */
  catalogReadsPerIpPerMinute: number | null;
  /** Bearer token `GET /metrics` wants (server/http/metrics.ts); null = it answers only requests from this machine. */
  metricsToken: string | null;
  /** Where uploaded photos are kept: DATA_DIR/uploads, or an S3 bucket every instance shares (shared/storage/config.ts). */
  storage: StorageConfig;
  /**
   * SITE_PUBLISH=1: the pre-rendered site is built by one elected instance and published through the bucket; every
   * instance serves the newest release (server/site/). Needs the S3 storage: it is how instances share a build.
   */
  sitePublish: boolean;
  /** Pages answered by a process of their own on the shop's port (server/front/); PAGE_FRONT=off: by the app. */
  pageFront: boolean;
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 8000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseLogLevel(value: string | undefined): string {
  const level = nonEmpty(value)?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.has(level)) {
    throw new Error(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}, got "${level}"`);
  }
  return level;
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a non-negative integer (milliseconds), got "${raw}"`);
  return Number(raw);
}

const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = nonEmpty(value);
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((part) => part.trim()).filter(Boolean);
  if (addresses.length > 0 && addresses.every((address) => IP_OR_CIDR.test(address) || address === 'loopback' || address === 'linklocal' || address === 'uniquelocal')) {
    return addresses;
  }
  throw new Error(
    `TRUST_PROXY must be how many proxies stand in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1), not "${raw}"`,
  );
}

/** Generous by default: many Vietnamese mobile shoppers share one carrier address. */
const DEFAULT_WRITES_PER_IP_PER_MINUTE = 600;

/** A shopper tapping and scrolling makes a few such reads a minute; a script sending distinct searches makes hundreds. */
const DEFAULT_CATALOG_READS_PER_IP_PER_MINUTE = 120;

function parsePerMinute(name: string, value: string | undefined, fallback: number): number | null {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  if (raw.toLowerCase() === 'off') return null;
  if (/^\d+$/.test(raw) && Number(raw) >= 1) return Number(raw);
  throw new Error(`${name} must be a whole number of requests (at least 1) or "off", got "${raw}"`);
}

function parsePageFront(value: string | undefined): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined || ['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`PAGE_FRONT must be on or off, not "${value}"`);
}

function parseBoolean(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes(nonEmpty(value)?.toLowerCase() ?? '');
}

/**
 * The commands (`npm start`, `serve`, `db:migrate`, `develop`) read `.env` at the repository root when there is one
 * (see `.env.example`); a variable already set in the environment wins.
 */
export function loadEnvFile(file: string = path.join(REPO_ROOT, '.env')): void {
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const storage = loadStorageConfig(env);
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data')),
    publicDir: path.resolve(nonEmpty(env.PUBLIC_DIR) ?? path.join(REPO_ROOT, 'public')),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    benchBareRoute: parseBoolean(env.BENCH_BARE_ROUTE),
    readCacheTtlMs: parseMilliseconds('READ_CACHE_TTL_MS', env.READ_CACHE_TTL_MS, 5000),
    shutdownTimeoutMs: parseMilliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS),
    writesPerIpPerMinute: parsePerMinute('WRITES_PER_IP_PER_MINUTE', env.WRITES_PER_IP_PER_MINUTE, DEFAULT_WRITES_PER_IP_PER_MINUTE),
    catalogReadsPerIpPerMinute: parsePerMinute(
      'CATALOG_READS_PER_IP_PER_MINUTE',
      env.CATALOG_READS_PER_IP_PER_MINUTE,
      DEFAULT_CATALOG_READS_PER_IP_PER_MINUTE,
    ),
    metricsToken: nonEmpty(env.METRICS_TOKEN) ?? null,
    storage,
    sitePublish: parseSitePublish(env, storage),
    pageFront: parsePageFront(env.PAGE_FRONT),
  };
}

function parseSitePublish(env: NodeJS.ProcessEnv, storage: StorageConfig): boolean {
  const publish = parseBoolean(env.SITE_PUBLISH);
  if (publish && storage.kind !== 's3') {
    throw new Error('SITE_PUBLISH=1 needs the S3 storage (S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): instances share a build through the bucket');
  }
  return publish;
}

/** For a command's start: a wrong setting is one clear line on stderr and exit code 1, not a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * Canonical URLs, social previews and password-reset links all come from SITE_URL; a deployment without it would point
 * them at localhost. A warning, not a stop: the shop still serves. "Deployed" = NODE_ENV=production or a DATABASE_URL.
 */
export function siteUrlWarning(env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'databaseUrl'>): string | null {
  if (nonEmpty(env.SITE_URL)) return null;
  if (env.NODE_ENV !== 'production' && !config.databaseUrl) return null;
  return 'SITE_URL is not set: canonical links, social previews and password-reset links point to http://localhost:8000 — set it to the public HTTPS origin (and build the site with it)';
}
