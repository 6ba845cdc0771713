/**
 * One build published to every instance, with the real thing: two `npm start` processes on one PostgreSQL database
 * and one S3-compatible server (SITE_PUBLISH=1), each with a DATA_DIR of its own, started at once. One of them is
 * elected, runs `gatsby build` and publishes; the other waits for that release instead of building. A staff edit
 * saved on A then reaches B's pre-rendered product page (A or B rebuilds, never both), and a product photo uploaded on
 * A is served by B. PostgreSQL only (PGlite is one process).
 */
import sharp from 'sharp';
import type { Database } from '../../server/db/client';
import { siteReleases } from '../../server/db/schema';
import { loggedInOwner, productInput } from '../server/admin/helpers';
import type { TestServer } from '../server/helpers/test-server';
import { startTestS3, type TestS3 } from '../server/storage/s3-server';
import type { AdminProduct, CatalogOptions, ProductInput } from '../../core/contracts/admin-catalog';
import { createEngine, postgresAdminUrl, type Engine } from './support/engines';
import { startWithNpmBuilding, stopIfRunning, stopServer, type ServerProcess } from './support/server-process';
import { migrateAndSeed } from './support/shop-data';

// Two real Gatsby builds (the first full, the edit's with the kept cache) on a busy 2-core machine.
jest.setTimeout(20 * 60_000);

if (!postgresAdminUrl()) {
  process.stderr.write('shared-build.test.ts skipped: TEST_DATABASE_URL is not set (two processes can share PostgreSQL only; CI sets it)\n');
}

interface Readiness {
  status: string;
  build: { kind: string; release: string | null; catalog: string | null; rebuild: { running: boolean; last: { outcome: string } | null } };
}

const readiness = async (server: ServerProcess) => (await (await fetch(`${server.url}/v1/health/ready`)).json()) as Readiness;
const pageText = async (server: ServerProcess, urlPath: string) => {
  const response = await fetch(`${server.url}${urlPath}`);
  return { status: response.status, text: await response.text() };
};

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function editable(product: AdminProduct): ProductInput {
  const { id: _id, link: _link, published: _published, images: _images, createdAt: _c, updatedAt: _u, ...fields } = product;
  return fields;
}

(postgresAdminUrl() ? describe : describe.skip)('two npm start processes sharing one build (SITE_PUBLISH)', () => {
  let engine: Engine;
  let database: Database;
  let s3: TestS3;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    engine = await createEngine('postgres');
    database = await engine.open();
    await migrateAndSeed(database);
    s3 = await startTestS3('trang-dung-chung');
    const env = (instance: string) => ({ ...engine.serverEnv(instance), ...s3.env, SITE_PUBLISH: '1', SITE_REBUILD_QUIET_SECONDS: '1' });
    const started = Date.now();
    [a, b] = await Promise.all([startWithNpmBuilding(env('a')), startWithNpmBuilding(env('b'))]);
    console.info(`both instances ready ${((Date.now() - started) / 1000).toFixed(0)} s after they were started together (one built the site)`);
  });

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server).catch(() => stopIfRunning(server.proc))));
    await database?.close();
    await engine?.dispose();
    await s3?.close();
  });

  test('started together, one instance built and published, the other waited for it; both serve that release', async () => {
    const outputs = [a, b].map((server) => server.proc.stdout());
    expect(outputs.filter((output) => /built and published release/.test(output))).toHaveLength(1);
    expect(outputs.filter((output) => /waiting for .* to publish the first build|is up to date/.test(output))).toHaveLength(1);
    const rows = await database.db.select().from(siteReleases);
    expect(rows).toHaveLength(1);
    const [onA, onB] = [await readiness(a), await readiness(b)];
    expect(onA).toMatchObject({ status: 'ready', build: { kind: 'release', release: rows[0]!.id } });
    expect(onB).toMatchObject({ status: 'ready', build: { kind: 'release', release: rows[0]!.id } });
  });

  test("a staff edit saved on A appears on B's pre-rendered page; a photo uploaded on A is served by B", async () => {
    const { owner: clerk } = await loggedInOwner({ url: a.url, database } as unknown as TestServer);
    const product = (await clerk.get<AdminProduct>('/v1/admin/products/1')).body;
    const before = await pageText(b, `/product/${product.link}/`);
    expect(before.status).toBe(200);
    expect(before.text).toContain(product.name);

    const name = `${product.name} bản mới hai máy`;
    const saved = Date.now();
    expect((await clerk.put<AdminProduct>(`/v1/admin/products/${product.id}`, { ...editable(product), name, published: true })).status).toBe(200);
    const shows = (server: ServerProcess) => async () => ((await pageText(server, `/product/${product.link}/`)).text.includes(name) ? Date.now() : null);
    // Whichever instance was elected builds; both switch once the release is published (the builder at once, the other
    // on the notice), so each is waited for.
    const [onA, onB] = await Promise.all([until("the new name on A's pre-rendered page", shows(a), 15 * 60_000), until("the new name on B's pre-rendered page", shows(b), 15 * 60_000)]);
    const releases = await database.db.select().from(siteReleases);
    const newest = releases.at(-1)!;
    const publishedAt = newest.publishedAt.getTime();
    console.info(
      `staff edit on A → B's pre-rendered page: ${((onB - saved) / 1000).toFixed(1)} s, A's: ${((onA - saved) / 1000).toFixed(1)} s (quiet period 1 s, ` +
        `then the build: ${newest.buildSeconds.toFixed(1)} s by ${newest.builtBy}; served ${((onA - publishedAt) / 1000).toFixed(1)} s and ` +
        `${((onB - publishedAt) / 1000).toFixed(1)} s after the publication)`,
    );
    expect(releases).toHaveLength(2);
    // The other instance looked again after its quiet period and found the release up to date: nobody built twice.
    await until(
      'both to settle',
      async () => {
        const states = await Promise.all([a, b].map(readiness));
        const settled = (state: Readiness) =>
          state.build.release === releases.at(-1)!.id && !state.build.rebuild.running && ['built', 'up_to_date'].includes(state.build.rebuild.last?.outcome ?? '');
        return states.every(settled) ? true : null;
      },
      60_000,
    );
    expect(await database.db.select().from(siteReleases)).toHaveLength(2);

    const options = (await clerk.get<CatalogOptions>('/v1/admin/catalog/options')).body;
    const draft = await clerk.post<AdminProduct>('/v1/admin/products', productInput(options.categories[0]!.id, { name: 'Áo dài hai máy chủ' }));
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c62828' } }).jpeg().toBuffer();
    const uploaded = await clerk.upload<AdminProduct>(`/v1/admin/products/${draft.body.id}/photos`, photo, 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const response = await fetch(`${b.url}/images/300x400/${uploaded.body.images[0]!.key}`, { headers: { accept: 'image/webp' } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });
});
