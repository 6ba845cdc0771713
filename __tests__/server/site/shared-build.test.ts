/**
 * One build, published to every instance (SITE_PUBLISH): two instances on one database (PGlite shared in this
 * process, or TEST_DATABASE_URL's PostgreSQL) and one real S3-compatible server, each with a DATA_DIR and a build
 * workspace of its own. The builder here renders each product's page from the catalogue snapshot `npm start` hands
 * Gatsby (writing HTML the way it would: one file per page); election, publication, the switch and the triggers are
 * the ones `npm start` runs (scripts/lib/site-publish.ts, server/site/).
 */
import { mkdtempSync, promises as fsp, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../helpers/accounts-config';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { loggedInOwner, loggedInStaff, type Staff } from '../admin/helpers';
import { startTestS3, type TestS3 } from '../storage/s3-server';
import { createObjectStore } from '../../../server/shared/storage';
import { LocalReleases } from '../../../server/site/local-releases';
import { buildAndPublish, followSharedRebuilds, type SharedBuild, type SharedBuildOutcome } from '../../../scripts/lib/site-publish';
import type { CatalogSnapshot } from '../../../core/contracts/snapshot';
import type { AdminProduct, ProductInput } from '../../../core/contracts/admin-catalog';

const CODE = 'ma-giao-dien-thu-nghiem';

interface Instance {
  name: string;
  close(): Promise<void>;
  server: TestServer;
  dataDir: string;
  workspace: string;
  shared: SharedBuild;
  builds: number;
}

let s3: TestS3;
let a: Instance;
let b: Instance;
let clerk: Staff;
const cleanup: Array<() => Promise<void> | void> = [];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Writes the pages of the snapshot into `dir` as a build does, then lingers like a real build (the election's window). */
async function renderSite(catalogFile: string, dir: string): Promise<void> {
  const snapshot = JSON.parse(await fsp.readFile(catalogFile, 'utf8')) as CatalogSnapshot;
  await fsp.rm(dir, { recursive: true, force: true });
  await fsp.mkdir(path.join(dir, 'product'), { recursive: true });
  await fsp.writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="vi"><title>Thuê đồ</title><p>${snapshot.products.length} sản phẩm</p></html>`);
  await fsp.writeFile(path.join(dir, '404.html'), '<!doctype html><html lang="vi"><title>Không tìm thấy trang</title></html>');
  for (const product of snapshot.products) {
    await fsp.mkdir(path.join(dir, 'product', product.link), { recursive: true });
    await fsp.writeFile(path.join(dir, 'product', product.link, 'index.html'), `<!doctype html><html lang="vi"><h1>${escapeHtml(product.name)}</h1></html>`);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function startInstance(
  name: string,
  database?: TestServer['database'],
  dataDir = mkdtempSync(path.join(os.tmpdir(), `site-${name}-`)),
  storage = s3.config,
): Promise<Instance> {
  const workspace = mkdtempSync(path.join(os.tmpdir(), `site-${name}-public-`));
  const server = await startTestServer({
    ...(database ? { database } : {}),
    publicDir: workspace,
    buildOptions: { dataDir, storage, accounts: testConfig({ sessionSecret: 'bi-mat-chung-hai-may-chu' }), siteReleases: { code: CODE } },
  });
  const store = createObjectStore(storage, dataDir);
  let closed: Promise<void> | null = null;
  const close = () =>
    (closed ??= (async () => {
      await server.close();
      store.close();
      rmSync(workspace, { recursive: true, force: true });
    })());
  const instance: Instance = {
    name,
    close,
    server,
    dataDir,
    workspace,
    builds: 0,
    shared: {
      database: server.database,
      store,
      local: new LocalReleases(dataDir),
      publicDir: workspace,
      catalogFile: path.join(dataDir, 'build', 'catalog.json'),
      code: CODE,
      holder: `may-${name}`,
      build: async (catalogFile) => {
        instance.builds += 1;
        await renderSite(catalogFile, workspace);
      },
    },
  };
  cleanup.unshift(close);
  return instance;
}

async function page(instance: Instance, urlPath: string): Promise<{ status: number; text: string; etag: string | null }> {
  const response = await fetch(`${instance.server.url}${urlPath}`);
  return { status: response.status, text: await response.text(), etag: response.headers.get('etag') };
}

async function ready(instance: Instance): Promise<{ status: number; build: { kind: string; release: string | null; catalog: string | null } }> {
  const response = await fetch(`${instance.server.url}/v1/health/ready`);
  return { status: response.status, build: ((await response.json()) as { build: { kind: string; release: string | null; catalog: string | null } }).build };
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function firstProduct(): Promise<AdminProduct> {
  const reply = await clerk.get<AdminProduct>('/v1/admin/products/1');
  expect(reply.status).toBe(200);
  return reply.body;
}

function editable(product: AdminProduct): ProductInput {
  const { id: _id, link: _link, published: _published, images: _images, createdAt: _c, updatedAt: _u, ...fields } = product;
  return fields;
}

beforeAll(async () => {
  s3 = await startTestS3('trang-cua-hang');
  a = await startInstance('a');
  b = await startInstance('b', a.server.database);
  const { owner } = await loggedInOwner(a.server);
  ({ member: clerk } = await loggedInStaff(a.server, owner, 'staff'));
});
afterAll(async () => {
  for (const close of cleanup) await close();
  await a?.server.database.close();
  for (const instance of [a, b]) if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
  await s3?.close();
});

test('before any release an instance answers pages 503 in Vietnamese and tells the load balancer it is not ready', async () => {
  const home = await page(b, '/');
  expect(home.status).toBe(503);
  expect(home.text).toContain('Cửa hàng đang chuẩn bị trang');
  const readiness = await ready(b);
  expect(readiness.status).toBe(503);
  expect(readiness.build).toMatchObject({ kind: 'release', release: null });
});

test('two instances asked at once: one builds and publishes, the other does not build; both serve the same release', async () => {
  const results: SharedBuildOutcome[] = await Promise.all([buildAndPublish(a.shared), buildAndPublish(b.shared)]);
  const outcomes = results.map((result) => result.outcome).sort();
  expect(outcomes).toEqual(['elsewhere', 'published']);
  expect(a.builds + b.builds).toBe(1);
  const published = results.find((result) => result.outcome === 'published') as Extract<SharedBuildOutcome, { outcome: 'published' }>;

  for (const instance of [a, b]) {
    await instance.server.app.siteFollower!.sync();
    expect(instance.server.app.siteFollower!.release?.id).toBe(published.release);
    expect((await ready(instance)).build).toMatchObject({ kind: 'release', release: published.release });
  }
  const product = await firstProduct();
  const [onA, onB] = [await page(a, `/product/${product.link}/`), await page(b, `/product/${product.link}/`)];
  expect([onA.status, onB.status]).toEqual([200, 200]);
  expect(onB.text).toContain(`<h1>${escapeHtml(product.name)}</h1>`);
  // Same bytes and the same validators on both: a load balancer may send the revalidation to either.
  expect(onB.etag).toBe(onA.etag);
  expect(await s3.keys()).toEqual(expect.arrayContaining([`site/releases/${published.release}.json`]));

  // Asked again with nothing changed: nobody builds.
  expect((await buildAndPublish(b.shared)).outcome).toBe('up_to_date');
  expect(a.builds + b.builds).toBe(1);
});

test("a staff edit on A reaches B's pre-rendered page: one instance rebuilds, only the changed page is uploaded", async () => {
  const quietSeconds = 0.3;
  const published: Array<Extract<SharedBuildOutcome, { outcome: 'published' }>> = [];
  for (const instance of [a, b]) {
    const stop = await followSharedRebuilds(instance.shared, {
      quietSeconds,
      status: instance.server.app.siteBuild,
      published: async (result) => {
        published.push(result);
      },
      onError: (error) => {
        throw error;
      },
    });
    cleanup.unshift(stop);
  }
  const buildsBefore = a.builds + b.builds;
  const product = await firstProduct();
  const name = `${product.name} — bản mới`;
  const started = Date.now();
  const saved = await clerk.put<AdminProduct>(`/v1/admin/products/${product.id}`, { ...editable(product), name, published: true });
  expect(saved.status).toBe(200);

  const onB = await until("B's page with the new name", async () => {
    const reply = await page(b, `/product/${product.link}/`);
    return reply.text.includes(escapeHtml(name)) ? reply : null;
  });
  const seconds = (Date.now() - started) / 1000;
  console.info(`staff edit on A visible on B's pre-rendered page after ${seconds.toFixed(2)} s (quiet period ${quietSeconds} s)`);
  expect(onB.status).toBe(200);
  await until('the other instance to settle', async () => (a.server.app.siteBuild.inUse().rebuild.running || b.server.app.siteBuild.inUse().rebuild.running ? null : true));
  expect(a.builds + b.builds).toBe(buildsBefore + 1);
  expect(published).toHaveLength(1);
  // index.html (the count is the same), 404.html and the other products' pages were in the bucket already.
  expect(published[0]!.uploaded).toBeLessThanOrEqual(2);
  // The instance that did not build switches on the publication's notice.
  await until("A's page with the new name", async () => ((await page(a, `/product/${product.link}/`)).text.includes(escapeHtml(name)) ? true : null));
});

test('an instance started after an edit serves the newest release from its first request; with the bucket down, the one it kept', async () => {
  await b.close();
  const product = await firstProduct();
  const name = `${product.name} — mùa cưới`;
  expect((await clerk.put<AdminProduct>(`/v1/admin/products/${product.id}`, { ...editable(product), name, published: true })).status).toBe(200);
  await until("A's page with the newest name", async () => ((await page(a, `/product/${product.link}/`)).text.includes(escapeHtml(name)) ? true : null));

  const restarted = await startInstance('b', a.server.database, b.dataDir);
  expect((await page(restarted, `/product/${product.link}/`)).text).toContain(escapeHtml(name));
  const kept = restarted.server.app.siteFollower!.release!.id;
  await restarted.close();

  // The bucket unreachable (nothing listens at that port): the release kept on disk is served all the same.
  const unreachable = { ...s3.config, endpoint: 'http://127.0.0.1:9' };
  const offline = await startInstance('b', a.server.database, b.dataDir, unreachable);
  expect(offline.server.app.siteFollower!.release?.id).toBe(kept);
  const served = await page(offline, `/product/${product.link}/`);
  expect([served.status, served.text.includes(escapeHtml(name))]).toEqual([200, true]);
  b = offline;
});
