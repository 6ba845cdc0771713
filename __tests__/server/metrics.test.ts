import { enqueueJob } from '../../server/jobs/queue';
import { payments } from '../../server/db/schema';
import { METRICS_LOCAL_ONLY_MESSAGE, METRICS_TOKEN_MESSAGE } from '../../server/http/metrics';
import { newShopper } from './accounts/helpers';
import { makeFakePublicDir } from './helpers/fake-public-dir';
import { removeTempDir } from './helpers/temp-dir';
import { startTestServer, type TestServer } from './helpers/test-server';

/** The value of one sample of the Prometheus text (labels in any order), or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/u.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/gu)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(server: TestServer, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('GET /metrics', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    const site = makeFakePublicDir();
    root = site.root;
    server = await startTestServer({ publicDir: site.publicDir });
  });
  afterAll(async () => {
    await server.close();
    removeTempDir(root);
  });

  it('counts requests by route pattern (never the raw URL) and keeps their latency', async () => {
    const before = await scrape(server);
    const route = { method: 'GET', route: '/v1/product/detail/:link', status: '404' };
    const counted = sample(before, 'http_requests_total', route) ?? 0;
    for (const link of ['ao-dai-do', 'vay-cuoi-79', 'ao-dai-do']) expect((await fetch(`${server.url}/v1/product/detail/${link}`)).status).toBe(404);
    await fetch(`${server.url}/v1/khong-co-duong-nay`);

    const after = await scrape(server);
    expect(sample(after, 'http_requests_total', route)).toBe(counted + 3);
    expect(after).not.toContain('vay-cuoi-79');
    expect(sample(after, 'http_requests_total', { method: 'GET', route: 'not_found', status: '404' })).toBeGreaterThanOrEqual(1);
    const latency = { method: 'GET', route: '/v1/product/detail/:link' };
    expect(sample(after, 'http_request_duration_seconds_count', latency)).toBe(counted + 3);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(counted + 3);
    expect(sample(after, 'http_request_duration_seconds_sum', latency)).toBeGreaterThan(0);
    expect(sample(after, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts every file of the pre-rendered site under one label', async () => {
    const counted = sample(await scrape(server), 'http_requests_total', { method: 'GET', route: 'static', status: '200' }) ?? 0;
    for (const page of ['/home/', '/about-us', '/account/orders/12']) expect((await fetch(`${server.url}${page}`)).status).toBe(200);
    const text = await scrape(server);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'static', status: '200' })).toBe(counted + 3);
    expect(text).not.toMatch(/route="\/(home|about-us|account)/u);
  });

  it('reads due jobs and pending payments from the database at scrape time', async () => {
    const { db } = server.database;
    const kind = 'metrics.probe';
    expect(sample(await scrape(server), 'jobs_queue_depth', { kind })).toBeUndefined();
    await enqueueJob(db, { kind, payload: {} });
    await enqueueJob(db, { kind, payload: {} });
    // Not due yet: not in the queue depth.
    await enqueueJob(db, { kind, payload: {}, delayMs: 3_600_000 });

    const pendingBefore = sample(await scrape(server), 'payments_pending', { method: 'zalopay' }) ?? 0;
    const { account } = await newShopper(server);
    const row = { customerId: account.customer.id, purpose: 'topup' as const, method: 'zalopay' as const, amount: 200_000 };
    await db.insert(payments).values([
      { ...row, reference: `METRICS-${Date.now()}-1` },
      { ...row, reference: `METRICS-${Date.now()}-2` },
      { ...row, reference: `METRICS-${Date.now()}-3`, status: 'paid' },
    ]);

    const text = await scrape(server);
    expect(sample(text, 'jobs_queue_depth', { kind })).toBe(2);
    expect(sample(text, 'payments_pending', { method: 'zalopay' })).toBe(pendingBefore + 2);
  });

  it('counts the site rebuilds and observes their duration where they finish', async () => {
    const before = await scrape(server);
    expect(sample(before, 'site_rebuilds_total', { outcome: 'built' })).toBe(0);
    expect(sample(before, 'site_rebuild_in_progress')).toBe(0);
    const { siteBuild } = server.app;
    siteBuild.markStarted(Date.now() - 42_000);
    expect(sample(await scrape(server), 'site_rebuild_in_progress')).toBe(1);
    siteBuild.markFinished('built');
    siteBuild.markStarted();
    siteBuild.markFinished('failed');

    const after = await scrape(server);
    expect(sample(after, 'site_rebuilds_total', { outcome: 'built' })).toBe(1);
    expect(sample(after, 'site_rebuilds_total', { outcome: 'failed' })).toBe(1);
    expect(sample(after, 'site_rebuild_duration_seconds_count')).toBe(2);
    expect(sample(after, 'site_rebuild_duration_seconds_sum')).toBeGreaterThanOrEqual(42);
    expect(sample(after, 'site_rebuild_in_progress')).toBe(0);
  });

  it('without METRICS_TOKEN answers only this machine: a forwarded visitor gets 403 in Vietnamese', async () => {
    const forwarded: Array<Record<string, string>> = [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }];
    for (const headers of forwarded) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: METRICS_LOCAL_ONLY_MESSAGE });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ buildOptions: { metricsToken: 'bi-mat-thu-thap' } });
  });
  afterAll(() => server.close());

  it('wants the bearer token, even from this machine', async () => {
    for (const authorization of [undefined, 'Bearer sai-ma', 'bi-mat-thu-thap', 'Bearer bi-mat-thu-tha']) {
      const response = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/u);
      expect(await response.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
    }
    const text = await scrape(server, { authorization: 'Bearer bi-mat-thu-thap', 'x-forwarded-for': '203.0.113.7' });
    expect(text).toContain('# TYPE http_requests_total counter');
  });
});
