/**
 * `GET /v1/admin/site-build`: when a change saved now reaches shoppers' pre-rendered pages — the quiet period
 * (SITE_REBUILD_QUIET_SECONDS), what the running build still needs, and a build as long as the last one.
 */
import { startShopServer, newShopper } from '../cart/helpers';
import type { AccountsServer } from '../accounts/helpers';
import { loggedInOwner, loggedInStaff, type Staff } from './helpers';

let server: AccountsServer;
let marketing: Staff;
beforeAll(async () => {
  server = await startShopServer();
  const { owner } = await loggedInOwner(server);
  ({ member: marketing } = await loggedInStaff(server, owner, 'marketing'));
});
afterAll(async () => server.close());

interface EtaBody {
  rebuilds: boolean;
  quietSeconds: number | null;
  lastBuildSeconds: number | null;
  running: boolean;
  etaSeconds: number | null;
}

test('without rebuilds (API only, SKIP_BUILD) there is no time to tell; with them, quiet period plus the last build', async () => {
  expect((await marketing.get<EtaBody>('/v1/admin/site-build')).body).toEqual({ rebuilds: false, quietSeconds: null, lastBuildSeconds: null, running: false, etaSeconds: null });

  const { siteBuild } = server.app;
  siteBuild.followRebuilds(90);
  // No build finished yet: the quiet period alone (the back-office says "at least").
  expect((await marketing.get<EtaBody>('/v1/admin/site-build')).body).toMatchObject({ rebuilds: true, quietSeconds: 90, lastBuildSeconds: null, etaSeconds: 90 });

  siteBuild.markStarted(Date.now() - 40_000);
  siteBuild.markFinished('built');
  expect((await marketing.get<EtaBody>('/v1/admin/site-build')).body).toEqual({ rebuilds: true, quietSeconds: 90, lastBuildSeconds: 40, running: false, etaSeconds: 130 });
  // A check that found nothing to build does not count as the build's duration.
  siteBuild.markStarted();
  siteBuild.markFinished('up_to_date');

  // A build running for 10 s: the change waits for its remaining ~30 s, the quiet period, then its own build.
  siteBuild.markStarted(Date.now() - 10_000);
  const running = (await marketing.get<EtaBody>('/v1/admin/site-build')).body;
  expect(running).toMatchObject({ running: true, lastBuildSeconds: 40 });
  expect(running.etaSeconds).toBeGreaterThanOrEqual(159);
  expect(running.etaSeconds).toBeLessThanOrEqual(160);
});

test('shoppers cannot ask', async () => {
  const { shopper } = await newShopper(server);
  expect([401, 403]).toContain((await shopper.get('/v1/admin/site-build')).status);
});
