import type { Database } from '../../db/client';
import { APP_VERSION } from '../../version';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  uptimeSeconds: number;
  database: { driver: Database['driver']; status: 'ok' | 'error'; latencyMs: number | null };
  message?: string;
}

const PING_TIMEOUT_MS = 2000;
const startedAt = Date.now();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(database: Database): Promise<{ report: HealthReport; error?: unknown }> {
  const base = { version: APP_VERSION, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) };
  try {
    const latencyMs = await withTimeout(database.ping(), PING_TIMEOUT_MS);
    return { report: { status: 'ok', ...base, database: { driver: database.driver, status: 'ok', latencyMs } } };
  } catch (error) {
    return {
      error,
      report: {
        status: 'degraded',
        ...base,
        database: { driver: database.driver, status: 'error', latencyMs: null },
        message: 'Cơ sở dữ liệu không phản hồi, hệ thống đang gặp sự cố',
      },
    };
  }
}
