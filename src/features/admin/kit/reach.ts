import type { SiteBuildEta } from '../../../../core/contracts/admin-catalog';
import { getApiBaseUrl } from '../../../shared/api/http';
import { ta } from '../strings';

/**
 * What staff read after saving a product, a collection or a content page: when shoppers' pre-rendered pages will show
 * it (the quiet period before a rebuild plus the last rebuild's duration). Without rebuilds, "Đã lưu." alone.
 */
export function reachMessage(eta: SiteBuildEta | null | undefined): string {
  if (!eta?.rebuilds || eta.etaSeconds === null) return ta.saved;
  const seconds = eta.etaSeconds;
  const when = seconds < 90 ? ta.seconds(seconds) : ta.minutes(Math.round(seconds / 60));
  return ta.savedReaches(when, eta.lastBuildSeconds === null);
}

/** `GET /v1/admin/site-build` right after a save (a plain call: forms live outside the back-office's store too); null when it fails. */
export async function askSiteBuildEta(): Promise<SiteBuildEta | null> {
  try {
    const response = await fetch(`${getApiBaseUrl()}/v1/admin/site-build`, { credentials: 'same-origin', headers: { 'x-user-type': 'staff' } });
    return response.ok ? ((await response.json()) as SiteBuildEta) : null;
  } catch {
    return null;
  }
}
