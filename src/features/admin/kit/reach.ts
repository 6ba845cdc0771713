import type { SiteBuildEta } from '../../../../core/contracts/admin-catalog';
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
