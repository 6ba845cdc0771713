/**
 * What readiness checks beyond "not draining": the database answers, the photos' storage can be read and written,
 * and which pre-rendered build this instance serves (with its rebuild state), for a load balancer and for people.
 */
import type { Database } from '../../db/client';
import type { SiteBuildInUse, SiteBuildStatus } from '../../http/site-build';
import type { ObjectStore, StorageReport } from '../../shared/storage';
import { checkHealth } from './service';

export type { StorageReport };

export interface ReadinessReport {
  status: 'ready' | 'degraded';
  message?: string;
  database: { driver: Database['driver']; ok: boolean; latencyMs: number | null };
  storage: StorageReport;
  build: SiteBuildInUse;
}

const STORAGE_MESSAGE = 'Không đọc/ghi được nơi lưu ảnh, hệ thống đang gặp sự cố';
const NO_RELEASE_MESSAGE = 'Máy chủ chưa nhận được bản trang nào để phục vụ khách';

export async function checkReadiness(
  database: Database,
  photos: ObjectStore,
  siteBuild: SiteBuildStatus,
): Promise<{ report: ReadinessReport; error?: unknown }> {
  const [{ report: health, error }, storage] = await Promise.all([checkHealth(database), photos.check()]);
  const databaseOk = health.database.status === 'ok';
  const build = siteBuild.inUse();
  // SITE_PUBLISH: an instance without a release yet would answer every page 503; a load balancer sends it no one.
  const noPages = build.kind === 'release' && build.release === null;
  const message = !databaseOk ? health.message : !storage.ok ? STORAGE_MESSAGE : noPages ? NO_RELEASE_MESSAGE : undefined;
  const report: ReadinessReport = {
    status: message ? 'degraded' : 'ready',
    ...(message ? { message } : {}),
    database: { driver: health.database.driver, ok: databaseOk, latencyMs: health.database.latencyMs },
    storage,
    build,
  };
  return { report, error };
}
