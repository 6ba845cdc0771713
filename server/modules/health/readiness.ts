/**
 * What readiness checks beyond "not draining": the database answers, the photos' storage can be read and written,
 * and which pre-rendered build this instance serves (with its rebuild state), for a load balancer and for people.
 */
import { constants, promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import type { SiteBuildInUse, SiteBuildStatus } from '../../http/site-build';
import { checkHealth } from './service';

/** Photos are files under DATA_DIR today; object storage (issue #33 item 1) adds `{ kind: 's3', ok, bucket }`. */
export type StorageReport = { kind: 'disk'; ok: boolean };

export interface ReadinessReport {
  status: 'ready' | 'degraded';
  message?: string;
  database: { driver: Database['driver']; ok: boolean; latencyMs: number | null };
  storage: StorageReport;
  build: SiteBuildInUse;
}

const STORAGE_MESSAGE = 'Không đọc/ghi được nơi lưu ảnh, hệ thống đang gặp sự cố';

/** The uploads folder (created on the first upload: until then its parent, DATA_DIR) is a readable, writable folder. */
export async function checkDiskStorage(dataDir: string): Promise<StorageReport> {
  const uploads = path.join(dataDir, 'uploads');
  const usable = async (dir: string) => {
    if (!(await fsp.stat(dir)).isDirectory()) return false;
    await fsp.access(dir, constants.R_OK | constants.W_OK);
    return true;
  };
  try {
    const ok = await usable(uploads).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return usable(dataDir);
      throw error;
    });
    return { kind: 'disk', ok };
  } catch {
    return { kind: 'disk', ok: false };
  }
}

export async function checkReadiness(
  database: Database,
  dataDir: string,
  siteBuild: SiteBuildStatus,
): Promise<{ report: ReadinessReport; error?: unknown }> {
  const [{ report: health, error }, storage] = await Promise.all([checkHealth(database), checkDiskStorage(dataDir)]);
  const databaseOk = health.database.status === 'ok';
  const message = !databaseOk ? health.message : !storage.ok ? STORAGE_MESSAGE : undefined;
  const report: ReadinessReport = {
    status: message ? 'degraded' : 'ready',
    ...(message ? { message } : {}),
    database: { driver: health.database.driver, ok: databaseOk, latencyMs: health.database.latencyMs },
    storage,
    build: siteBuild.inUse(),
  };
  return { report, error };
}
