/**
 * One client cannot slow the shop: a pre-rendered page (`/home`) of `npm start` (the embedded database, on disk) is
 * fetched every 20 ms by a prober in its own process while, in turn (sent by a generator in a process of the lowest
 * priority, as an attacker's machine would), 20 clients send distinct searches back to back,
 * one staff account uploads 50 product photos at once (again and again) and ten shoppers (each with a purchase to
 * review) 50 review photos at once;
 * in each phase its p99 stays within 3 × the idle p99 measured in the same run (see RATIO).
 * Then the read budget: one address past it gets a Vietnamese 429, a shopper's pace never.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../../server/config';
import type { AdminProduct, CatalogOptions } from '../../core/contracts/admin-catalog';
import { ApiClient, PASSWORD, uniqueEmail, VIETNAMESE } from '../server/accounts/helpers';
import { handOverWithUnits, productInput, Staff } from '../server/admin/helpers';
import type { TestServer } from '../server/helpers/test-server';
import { startWithNpm, stopServer, type ServerProcess } from '../resilience/support/server-process';

// A guard against a hang, not a time bound: the phases last fixed times, and the set-up (a server start, about a
// hundred back-office and shopper requests, a generated photo) took 8 s on quiet cores and over 300 s at load 18.
jest.setTimeout(900_000);
const run = promisify(execFile);

const PHASE_MS = 6000;
const PROBE_EVERY_MS = 20;
const OWNER = { email: 'chu.tai@thuedo.vn', password: 'chu-cua-hang-2026' };
/**
 * The idle p99 of a static page over loopback is a few milliseconds to 36 ms here, where one scheduler slice on this
 * 2-core machine (the server's threads, the prober and the generator share it) already doubles it; so the bound is
 * 3 × max(idle p99, 40 ms): 120 ms, still a tap's worth of time, and far below what the findings measured (3.6 s) and
 * what the server did before this work in this very test (455–601 ms). Quiet-machine runs after it: 46–98 ms.
 */
const BASELINE_FLOOR_MS = 40;
/**
 * The issue's bound. It was held at 5 × for a while: on 2 cores shared with other suites (load 6–20) the searches
 * reached 4.2–4.6 × — a page waited in the server's event loop behind the flood's requests, and the server's CPU
 * share (Linux's autogroup gives each session an equal one) was spent on them first. The page front
 * (server/front/) took pages out of that process: a process of its own, in a session of its own, answers them from
 * memory and hands every other connection to the server. Same machine, same hour (2026-11-27, /home p99 in ms, idle ·
 * searches · product photos · review photos): the app alone 22 · 41 · 44 · 33; with the front 8 · 12 · 19 · 13.
 */
const RATIO = 3;

let server: ServerProcess;
let site: string;
let dataDir: string;

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'load-site-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-data-'));
  fs.mkdirSync(path.join(site, 'home'));
  fs.writeFileSync(path.join(site, 'home', 'index.html'), `<!doctype html><html lang="vi"><title>Thuê đồ</title><p>${'Áo dài '.repeat(4000)}</p></html>`);
  server = await startWithNpm({
    DATA_DIR: dataDir,
    PUBLIC_DIR: site,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    // Each search client below has its own address, as 20 phones would.
    TRUST_PROXY: '1',
    CATALOG_READS_PER_IP_PER_MINUTE: '120',
    SITE_REBUILD_QUIET_SECONDS: '0',
  });
});
afterAll(async () => {
  if (server) await stopServer(server);
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const PROBE = path.join(__dirname, 'support', 'page-probe.mjs');

/** /home every PROBE_EVERY_MS for `ms`, fetched by another process; the latencies, sorted. */
async function probeHome(ms: number): Promise<number[]> {
  const { stdout } = await run(process.execPath, [PROBE, `${server.url}/home`, String(ms), String(PROBE_EVERY_MS)]);
  const { latencies, failures } = JSON.parse(stdout) as { latencies: number[]; failures: number[] };
  expect(failures).toEqual([]);
  return latencies.sort((a, b) => a - b);
}

type Phase = { latencies: number[]; statuses: Map<number, number> };

const LOAD = path.join(__dirname, 'support', 'load-gen.mjs');

/** Probes /home for PHASE_MS while the load generator (its own process, at the lowest priority) runs as long. */
async function phase(mode: 'search' | 'upload', ...args: string[]): Promise<Phase> {
  const load = run('nice', ['-n', '19', process.execPath, LOAD, mode, server.url, String(PHASE_MS), ...args], { maxBuffer: 1 << 20 });
  const latencies = await probeHome(PHASE_MS);
  const counts = JSON.parse((await load).stdout) as Record<string, number>;
  return { latencies, statuses: new Map(Object.entries(counts).map(([status, n]) => [Number(status), n])) };
}

const client = (url: string) => ({ url }) as TestServer;
const WORDS = ['áo', 'đầm', 'váy', 'vest', 'dài', 'lụa', 'cưới', 'dạ', 'hội', 'tơ'];
let searchCount = 0;
/** A search no one sent before: each one misses the read cache. */
const distinctSearch = () => {
  searchCount += 1;
  return `/v1/product/search?q=${encodeURIComponent(`${WORDS[searchCount % WORDS.length]} ${searchCount.toString(36)}`)}&page=1`;
};

const uploads = (as: ApiClient, paths: string[]) => paths.map((urlPath) => ({ cookie: `${as.cookieName}=${as.cookie}`, path: urlPath }));

it('/home stays within 3 × its idle p99 during search floods and photo upload floods', async () => {
  // A phone photo: 3000 × 2000, noisy enough not to compress to nothing (about 2–3 MB).
  const photo = path.join(dataDir, 'phone-photo.jpg');
  await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toFile(photo);

  const owner = new Staff(client(server.url));
  expect((await owner.login(OWNER.email, OWNER.password)).status).toBe(200);
  const clerkEmail = uniqueEmail('kho');
  expect((await owner.post('/v1/admin/staff', { email: clerkEmail, fullName: 'Trần Văn Minh', role: 'staff', password: 'nhan-vien-2026' })).status).toBe(201);
  const clerk = new Staff(client(server.url));
  expect((await clerk.login(clerkEmail, 'nhan-vien-2026')).status).toBe(200);
  const options = (await clerk.get<CatalogOptions>('/v1/admin/catalog/options')).body;
  // A draft per upload loop: a product holds 10 photos at most.
  const drafts: AdminProduct[] = [];
  for (let i = 0; i < 50; i += 1) {
    const reply = await clerk.post<AdminProduct>('/v1/admin/products', productInput(options.categories[0]!.id, { name: `Áo dài thử tải ${i}` }));
    expect(reply.status).toBe(201);
    drafts.push(reply.body);
  }
  // Ten shoppers, five review-photo loops each (a shopper may upload 30 an hour), each with a purchase handed over at
  // the counter: review photos are only for a shopper with something to review.
  const forSale = await fetch(`${server.url}/v1/product/list?kind=prod&filter=sale&sort=newest&pagination.limit=40`).then(
    (response) => response.json() as Promise<{ items: Array<{ id: number }> }>,
  );
  const shoppers: ApiClient[] = [];
  for (let i = 0; i < 10; i += 1) {
    const shopper = new ApiClient(client(server.url));
    const reply = await shopper.post('/v1/user/consumer/register', { fullName: 'Nguyễn Thị Lan', email: uniqueEmail(), password: PASSWORD });
    expect(reply.status).toBe(201);
    let line: { status: number; body: { item: { id: number } } } | undefined;
    for (const candidate of forSale.items) {
      line = await shopper.post<{ item: { id: number } }>('/v1/cart', { productId: candidate.id, mode: 'sale', quantities: 1 });
      if (line.status === 201) break;
    }
    expect(line?.status).toBe(201);
    const placed = await shopper.post<{ order: { id: number } }>('/v1/order', { cartItemIds: [line!.body.item.id], deliveryMethod: 'pickup', paymentMethod: 'cash' });
    expect(placed.status).toBe(201);
    expect((await clerk.post(`/v1/admin/orders/${placed.body.order.id}/confirm-payment`, { note: 'Tiền mặt tại quầy' })).status).toBe(200);
    expect((await handOverWithUnits(clerk, placed.body.order.id)).status).toBe(200);
    shoppers.push(shopper);
  }

  // Idle windows before and after every phase, pooled: the other suites sharing the machine load it unevenly over
  // the run, and the baseline should see that as the phases do.
  const idle: number[] = [];
  const idleWindow = async () => idle.push(...(await probeHome(PHASE_MS / 2)));
  await idleWindow();
  const searches = await phase('search', '20');
  await idleWindow();
  const productPhotos = await phase('upload', '50', photo, 'staff', JSON.stringify(uploads(clerk, drafts.map((draft) => `/v1/admin/products/${draft.id}/photos`))));
  await idleWindow();
  const reviewPhotos = await phase('upload', '50', photo, 'consumer', JSON.stringify(shoppers.flatMap((shopper) => uploads(shopper, ['/v1/review/photos']))));
  await idleWindow();
  idle.sort((a, b) => a - b);

  const baseline = Math.max(percentile(idle, 0.99), BASELINE_FLOOR_MS);
  const summary = (name: string, latencies: number[], statuses?: Map<number, number>) => ({
    phase: name,
    fetches: latencies.length,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    max: Math.round(latencies.at(-1)!),
    ...(statuses ? { statuses: Object.fromEntries(statuses) } : {}),
  });
  const report = [
    summary('idle', idle),
    summary('20 search clients', searches.latencies, searches.statuses),
    summary('waves of 50 product-photo uploads', productPhotos.latencies, productPhotos.statuses),
    summary('waves of 50 review-photo uploads', reviewPhotos.latencies, reviewPhotos.statuses),
  ];
  console.info(`/home latency in ms (bound ${Math.round(RATIO * baseline)} ms)\n${report.map((row) => JSON.stringify(row)).join('\n')}`);

  // The load was real: searches answered, photos stored; refusals are only the documented ones (0: a refused upload's
  // connection closed while the generator was still sending the photo).
  expect(searches.statuses.get(200)).toBeGreaterThan(20);
  expect([...searches.statuses.keys()].every((status) => status === 200 || status === 429)).toBe(true);
  expect(productPhotos.statuses.get(201)).toBeGreaterThan(0);
  expect([...productPhotos.statuses.keys()].every((status) => [201, 409, 503, 0].includes(status))).toBe(true);
  expect(reviewPhotos.statuses.get(201)).toBeGreaterThan(0);
  expect([...reviewPhotos.statuses.keys()].every((status) => [201, 429, 503, 0].includes(status))).toBe(true);
  for (const row of report.slice(1)) expect(row.p99).toBeLessThanOrEqual(RATIO * baseline);
});

it('one address past the read budget gets a Vietnamese 429; a shopper tapping through sixty pages never does', async () => {
  const read = async (ip: string) => {
    const response = await fetch(`${server.url}${distinctSearch()}`, { headers: { 'x-forwarded-for': ip } });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };
  const shopper: number[] = [];
  for (let i = 0; i < 60; i += 1) shopper.push((await read('10.30.0.1')).status);
  expect(shopper.every((status) => status === 200)).toBe(true);

  const script: Array<{ status: number; body: { message?: string } }> = [];
  for (let i = 0; i < 130; i += 1) script.push(await read('10.30.0.2'));
  expect(script.slice(0, 120).every((reply) => reply.status === 200)).toBe(true);
  const refused = script.slice(120);
  expect(refused.every((reply) => reply.status === 429)).toBe(true);
  expect(refused[0]!.body.message).toMatch(VIETNAMESE);
  // Another address is not affected.
  expect((await read('10.30.0.3')).status).toBe(200);
});

it('CATALOG_READS_PER_IP_PER_MINUTE: 120 by default, a whole number, or off for load tests; anything else stops the server', () => {
  expect(loadConfig({}).catalogReadsPerIpPerMinute).toBe(120);
  expect(loadConfig({ CATALOG_READS_PER_IP_PER_MINUTE: '60' }).catalogReadsPerIpPerMinute).toBe(60);
  expect(loadConfig({ CATALOG_READS_PER_IP_PER_MINUTE: 'off' }).catalogReadsPerIpPerMinute).toBeNull();
  for (const bad of ['0', '-5', 'many', '1e3']) {
    expect(() => loadConfig({ CATALOG_READS_PER_IP_PER_MINUTE: bad })).toThrow(/CATALOG_READS_PER_IP_PER_MINUTE/);
  }
});
