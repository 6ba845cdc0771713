import { App } from 'antd';
import { adminErrorMessage } from '../api';
import { ta } from '../strings';
import { askSiteBuildEta, reachMessage } from './reach';

/**
 * Tells staff how a save went: "Đã lưu." or the server's Vietnamese message. `reachesShoppers`: the save changes what
 * shoppers' pre-rendered pages show, so the notice also says when they will (GET /v1/admin/site-build).
 */
export function useFeedback({ reachesShoppers = false }: { reachesShoppers?: boolean } = {}) {
  const { message } = App.useApp();
  const failed = (failure: unknown) => void message.error(adminErrorMessage(failure));
  const succeeded = async () => {
    if (!reachesShoppers) return void message.success(ta.saved);
    const eta = await askSiteBuildEta();
    void message.success(reachMessage(eta), eta?.rebuilds ? 6 : undefined);
  };
  return {
    failed,
    report: (pending: Promise<unknown>) => pending.then(succeeded, failed),
  };
}
