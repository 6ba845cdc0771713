/**
 * Photos in object storage, over real HTTP against a real S3-compatible server (./s3-server.ts): product, review,
 * return and avatar photos uploaded on instance A land in the bucket and nowhere on A's disk; instance B — another
 * app with its own empty DATA_DIR on the same database (PGlite shared in this process, or TEST_DATABASE_URL's
 * PostgreSQL) — serves every one of them; deleting removes the object; an object gone from the bucket is a 404 in
 * Vietnamese; readiness reports the bucket.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startAccountsServer, testConfig, type AccountsServer } from '../accounts/helpers';
import { expectVietnameseError, day, newShopper, type Shopper } from '../cart/helpers';
import { handOverWithUnits, loggedInOwner, loggedInStaff, productInput, Staff, type AdminOrderBody, type RentalBody } from '../admin/helpers';
import { paidPickupRental, rentalDates } from '../rental/helpers';
import { startTestServer } from '../helpers/test-server';
import type { AdminProduct, CatalogOptions } from '../../../core/contracts/admin-catalog';
import { startTestS3, type TestS3 } from './s3-server';

/** Both instances sign sessions alike (on PostgreSQL they share the secret's row; PGlite keeps it in DATA_DIR). */
const SESSION_SECRET = 'bi-mat-chung-cua-hai-may-chu-thu-nghiem';
const SHOP_ENV = { SEED_PRODUCTS: '6', ORDER_SWEEP_INTERVAL_SECONDS: '0', PAYMENT_SANDBOX: 'on' };

let s3: TestS3;
let a: AccountsServer;
let b: AccountsServer;
let clerkOnA: Staff;
let clerkOnB: Staff;

/** Builds an app with these variables set, as `npm start` reads them (the S3_* ones included). */
async function withEnv<T>(env: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A second instance on A's database with a DATA_DIR of its own. */
async function secondInstance(): Promise<AccountsServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'instance-b-'));
  const server = await withEnv({ ...SHOP_ENV, ...s3.env }, () =>
    startTestServer({ database: a.database, buildOptions: { dataDir, accounts: testConfig({ sessionSecret: SESSION_SECRET }) } }),
  );
  return { ...server, dataDir, close: async () => (await server.close(), rmSync(dataDir, { recursive: true, force: true })) };
}

/** The same logged-in member of staff, talking to another instance. */
function onInstance(staff: Staff, server: AccountsServer): Staff {
  const copy = new Staff(server);
  copy.cookie = staff.cookie;
  return copy;
}

const picture = (colour: string, width = 900, height = 1200) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

async function image(server: AccountsServer, urlPath: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const response = await fetch(`${server.url}${urlPath}`, { headers: { accept: 'image/webp' } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

const isWebp = (bytes: Buffer | null) => bytes !== null && bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';

/** Nothing under either instance's DATA_DIR/uploads: the bucket holds every photo. */
function noUploadsOnDisk(): void {
  expect(existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
  expect(existsSync(path.join(b.dataDir, 'uploads'))).toBe(false);
}

/** A shown photo is served by B byte-identical to A's render of it, at the size asked for. */
async function sameOnBothInstances(urlPath: string, width: number): Promise<Buffer> {
  const fromB = await image(b, urlPath);
  expect([fromB.status, fromB.type]).toEqual([200, 'image/webp']);
  expect((await sharp(fromB.bytes).metadata()).width).toBe(width);
  const fromA = await image(a, urlPath);
  expect(fromA.status).toBe(200);
  expect(fromA.bytes.equals(fromB.bytes)).toBe(true);
  return fromB.bytes;
}

/** An avatar through the signed upload URL, on A; its `/images/200x200/u/…` address. */
async function uploadAvatar(shopper: Shopper, colour: string): Promise<string> {
  const { uploadUrl, avatarUrl } = (await shopper.post<{ uploadUrl: string; avatarUrl: string }>('/v1/customer/avatar/upload-url', { contentType: 'image/png' })).body;
  const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } }).png().toBuffer();
  const put = await fetch(`${a.url}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return avatarUrl;
}

beforeAll(async () => {
  s3 = await startTestS3();
  a = await withEnv({ ...SHOP_ENV, ...s3.env }, () => startAccountsServer({ sessionSecret: SESSION_SECRET }));
  b = await secondInstance();
  const { owner } = await loggedInOwner(a);
  ({ member: clerkOnA } = await loggedInStaff(a, owner, 'staff'));
  clerkOnB = onInstance(clerkOnA, b);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

test('a product photo uploaded on A lands in the bucket; B serves it; removing it on B deletes the object', async () => {
  const options = (await clerkOnA.get<CatalogOptions>('/v1/admin/catalog/options')).body;
  const draft = await clerkOnA.post<AdminProduct>('/v1/admin/products', productInput(options.categories[0]!.id, { name: 'Áo dài gấm Huế' }));
  expect(draft.status).toBe(201);
  const first = await clerkOnA.upload<AdminProduct>(`/v1/admin/products/${draft.body.id}/photos`, await picture('#c62828'), 'image/jpeg');
  expect(first.status).toBe(201);
  const second = await clerkOnA.upload<AdminProduct>(`/v1/admin/products/${draft.body.id}/photos`, await picture('#1f3a68'), 'image/jpeg');
  expect(second.status).toBe(201);
  const [kept, removed] = second.body.images;
  expect(kept!.key).toMatch(new RegExp(`^pu/${draft.body.id}/[a-f0-9]+$`));

  expect(await s3.keys()).toEqual(expect.arrayContaining([kept!.key, removed!.key]));
  expect(isWebp(await s3.object(kept!.key))).toBe(true);
  noUploadsOnDisk();
  await sameOnBothInstances(`/images/300x400/${kept!.key}`, 300);
  await sameOnBothInstances(`/images/300x400/${removed!.key}`, 300);

  const after = await clerkOnB.del<AdminProduct>(`/v1/admin/products/${draft.body.id}/photos/${removed!.id}`);
  expect(after.status).toBe(200);
  expect(after.body.images.map((photo) => photo.key)).toEqual([kept!.key]);
  expect(await s3.object(removed!.key)).toBeNull();
  expect(await s3.keys()).toContain(kept!.key);
  expect(expectVietnameseError(await image(a, `/images/300x400/${removed!.key}`).then(asReply), 404)).toBe('Không tìm thấy ảnh');

  // An object lost from the bucket while its row remains: a Vietnamese 404, not a 500 (a size not rendered before).
  await s3.removeObject(kept!.key);
  expect(expectVietnameseError(await image(b, `/images/600x800/${kept!.key}`).then(asReply), 404)).toBe('Không tìm thấy ảnh');
});

test('a return photo and a review photo: written on A, in the bucket, served by B (the return photo byte for byte)', async () => {
  const rental = await paidPickupRental(a, clerkOnA);
  await handOverWithUnits(clerkOnA, rental.order.id);
  const before = new Set(await s3.keys());
  const added = await clerkOnA.upload<AdminOrderBody>(`/v1/admin/orders/${rental.order.id}/items/${rental.itemId}/photos`, await picture('#8a1c3c'), 'image/jpeg');
  expect(added.status).toBe(201);
  const [photoId] = (added.body.order.items[0]!.rental as RentalBody & { photoIds: number[] }).photoIds;
  const returnKeys = (await s3.keys()).filter((key) => !before.has(key));
  expect(returnKeys).toEqual([expect.stringMatching(/^rp\/\d+\/[a-f0-9]+$/)]);
  const stored = await s3.object(returnKeys[0]!);
  expect(isWebp(stored)).toBe(true);

  const photoPath = `/v1/admin/orders/${rental.order.id}/items/${rental.itemId}/photos/${photoId}`;
  const served = await fetch(`${b.url}${photoPath}`, { headers: { cookie: `${clerkOnB.cookieName}=${clerkOnB.cookie}` } });
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(stored!)).toBe(true);
  const mine = await fetch(`${b.url}/v1/order/${rental.order.id}/items/${rental.itemId}/photos/${photoId}`, {
    headers: { cookie: `sid=${rental.shopper.cookie}` },
  });
  expect(Buffer.from(await mine.arrayBuffer()).equals(stored!)).toBe(true);

  // Taken back, reviewed with a photo uploaded on A: B shows the review's photo.
  await rentalDates(a, rental.itemId, -3, -1);
  const returned = await clerkOnA.post(`/v1/admin/orders/${rental.order.id}/items/${rental.itemId}/return`, { returnedOn: day(0), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
  expect(returned.status).toBe(200);
  const upload = await fetch(`${a.url}/v1/review/photos`, {
    method: 'POST',
    headers: { 'x-user-type': 'consumer', 'content-type': 'image/jpeg', cookie: `sid=${rental.shopper.cookie}` },
    body: new Uint8Array(await picture('#2e7d32')),
  });
  expect(upload.status).toBe(201);
  const { key } = (await upload.json()) as { key: string };
  expect(key).toMatch(/^rv\/\d+\/[a-f0-9]{24}$/);
  expect(isWebp(await s3.object(key))).toBe(true);
  const review = await rental.shopper.post('/v1/review', { orderItemId: rental.itemId, stars: 5, text: 'Váy đẹp, vải mát', photoKeys: [key] });
  expect(review.status).toBe(201);
  await sameOnBothInstances(`/images/300x400/${key}`, 300);
  noUploadsOnDisk();

  // The return photo's object lost: the photo route's Vietnamese 404.
  await s3.removeObject(returnKeys[0]!);
  const gone = await fetch(`${b.url}${photoPath}`, { headers: { cookie: `${clerkOnB.cookieName}=${clerkOnB.cookie}` } });
  expect(gone.status).toBe(404);
  expect(((await gone.json()) as { message: string }).message).toBe('Không tìm thấy ảnh');
});

test('an avatar uploaded on A is in the bucket and served by B; a replaced one is deleted', async () => {
  const { shopper, account } = await newShopper(a);
  const avatarUrl = await uploadAvatar(shopper, '#ffb300');
  const key = avatarUrl.replace(/^\/images\/[0-9x]+\//, '');
  expect(key).toMatch(new RegExp(`^u/${account.customer.id}/[a-f0-9]+$`));
  expect(await s3.object(key)).not.toBeNull();
  await sameOnBothInstances(avatarUrl, 200);
  noUploadsOnDisk();

  const replaced = await uploadAvatar(shopper, '#00897b');
  expect(replaced).not.toBe(avatarUrl);
  await sameOnBothInstances(replaced, 200);
  expect(await s3.object(key)).toBeNull();
  expect(expectVietnameseError(await image(b, avatarUrl.replace('200x200', '64x64')).then(asReply), 404)).toBe('Không tìm thấy ảnh');
});

test('readiness reports the bucket; an instance whose bucket is missing is degraded, and its photos answer 503 in Vietnamese', async () => {
  const { shopper } = await newShopper(a);
  const avatarUrl = await uploadAvatar(shopper, '#5e35b1');
  const ready = await fetch(`${b.url}/v1/health/ready`);
  expect(ready.status).toBe(200);
  expect(((await ready.json()) as { storage: unknown }).storage).toEqual({ kind: 's3', ok: true, bucket: s3.bucket });

  const misconfigured = await startTestServer({ database: a.database, buildOptions: { storage: { ...s3.config, bucket: 'khong-co-bucket-nay' } } });
  try {
    const response = await fetch(`${misconfigured.url}/v1/health/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', message: expect.stringContaining('nơi lưu ảnh'), storage: { kind: 's3', ok: false, bucket: 'khong-co-bucket-nay' } });
    // A bucket it cannot use is an outage to retry, not a missing photo (404) nor a crash (500).
    const photo = await image(misconfigured as AccountsServer, avatarUrl);
    expect(expectVietnameseError(asReply(photo), 503)).toBe('Chưa đọc/lưu được ảnh lúc này, vui lòng thử lại sau ít phút');
    expect((await image(a, avatarUrl)).status).toBe(200);
  } finally {
    await misconfigured.close();
  }
});

function asReply(response: { status: number; bytes: Buffer }) {
  const text = response.bytes.toString('utf8');
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as unknown, headers: new Headers(), setCookies: [] };
}
