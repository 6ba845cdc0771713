/**
 * One account cannot stall the server with avatars: a 16383 × 16383 PNG (a few hundred KB on the wire, a gigabyte
 * decoded) is refused from its header, upload links are limited per account and work once, the picture is kept as a
 * small file without its metadata, and a replaced avatar is deleted. (The flood against a page: avatar-flood.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { avatars } from '../../server/db/schema';
import { expectVietnameseError, newShopper, startAccountsServer, type AccountsServer, type Shopper } from '../server/accounts/helpers';

jest.setTimeout(120_000);

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server.close());

const uploadUrlFor = (shopper: Shopper) => shopper.post<{ uploadUrl: string; avatarUrl: string; message?: string }>('/v1/customer/avatar/upload-url', { contentType: 'image/png' });
const put = async (uploadUrl: string, body: Buffer) => {
  const response = await fetch(`${server.url}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(body) });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers, setCookies: [] };
};
const png = (side: number) => sharp({ create: { width: side, height: side, channels: 3, background: '#c0392b' } }).png({ compressionLevel: 9 }).toBuffer();

it('a 16383 × 16383 PNG is refused in Vietnamese, quickly, and nothing is stored', async () => {
  const { shopper, account } = await newShopper(server);
  const huge = await png(16383);
  expect(huge.length).toBeLessThan(2 * 1024 * 1024);
  const link = await uploadUrlFor(shopper);
  const started = Date.now();
  expectVietnameseError(await put(link.body.uploadUrl, huge), 400);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await server.database.db.select({ key: avatars.key }).from(avatars).where(eq(avatars.customerId, account.customer.id))).toEqual([]);
});

it('a replaced avatar is deleted: one stored picture per shopper', async () => {
  const { shopper, account } = await newShopper(server);
  for (let i = 0; i < 3; i++) expect((await put((await uploadUrlFor(shopper)).body.uploadUrl, await png(64 + i))).status).toBe(200);
  const stored = await server.database.db.select({ key: avatars.key }).from(avatars).where(eq(avatars.customerId, account.customer.id));
  expect(stored).toHaveLength(1);
  const profile = await shopper.get<{ avatarUrl: string }>('/v1/customer/customer-profile');
  expect(profile.body.avatarUrl).toContain(stored[0]!.key);
});

it('upload links are limited per account (10 an hour), in Vietnamese', async () => {
  const { shopper } = await newShopper(server);
  const replies = [];
  for (let i = 0; i < 12; i++) replies.push(await uploadUrlFor(shopper));
  expect(replies.slice(0, 10).every((reply) => reply.status === 200)).toBe(true);
  expectVietnameseError(replies[10]!, 429);
  // Another shopper is not affected.
  expect((await uploadUrlFor((await newShopper(server)).shopper)).status).toBe(200);
});

it('an upload link works once, even when the same PUT arrives 20 times at once', async () => {
  const { shopper, account } = await newShopper(server);
  const link = (await uploadUrlFor(shopper)).body.uploadUrl;
  const picture = await png(96);
  const replies = await Promise.all(Array.from({ length: 20 }, () => put(link, picture)));
  expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
  // The others are refused: the link is spent (403), or the encoder's queue was full (503).
  for (const reply of replies.filter((r) => r.status !== 200)) expectVietnameseError(reply, reply.status === 503 ? 503 : 403);
  // The winner's picture is on disk and served (a losing PUT of the same link must not delete it).
  const [won] = await server.database.db.select({ key: avatars.key }).from(avatars).where(eq(avatars.customerId, account.customer.id));
  expect(fs.existsSync(path.join(server.dataDir, 'uploads', ...won!.key.split('/')))).toBe(true);
  expect((await fetch(`${server.url}/images/200x200/${won!.key}`)).status).toBe(200);
  // Replayed later, after another picture replaced it, it is still refused.
  expect((await put((await uploadUrlFor(shopper)).body.uploadUrl, await png(80))).status).toBe(200);
  expectVietnameseError(await put(link, picture), 403);
  const stored = await server.database.db.select({ key: avatars.key }).from(avatars).where(eq(avatars.customerId, account.customer.id));
  expect(stored).toHaveLength(1);
});

it('the picture is kept as a file (≤ 512 px WebP, no EXIF), outside the database; a replaced one is gone from disk and host', async () => {
  const { shopper, account } = await newShopper(server);
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2e86c1' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'Nhà riêng 10.7769,106.7009' } })
    .jpeg()
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const link = (await uploadUrlFor(shopper)).body;
  const reply = await fetch(`${server.url}${link.uploadUrl}`.replace('contentType=image%2Fpng', 'contentType=image%2Fjpeg'), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(photo),
  });
  // The link was signed for PNG: a JPEG body (or a swapped contentType in the query) is not accepted.
  expect([400, 403]).toContain(reply.status);
  const jpegLink = (await shopper.post<{ uploadUrl: string; avatarUrl: string }>('/v1/customer/avatar/upload-url', { contentType: 'image/jpeg' })).body;
  const accepted = await fetch(`${server.url}${jpegLink.uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(photo) });
  expect(accepted.status).toBe(200);

  const [row] = await server.database.db.select().from(avatars).where(eq(avatars.customerId, account.customer.id));
  expect(row!.data).toBeNull();
  const file = path.join(server.dataDir, 'uploads', ...row!.key.split('/'));
  const kept = await sharp(fs.readFileSync(file)).metadata();
  expect({ format: kept.format, width: kept.width, height: kept.height, exif: kept.exif }).toEqual({ format: 'webp', width: 512, height: 384, exif: undefined });
  expect(fs.readFileSync(file).includes('PhoneMaker')).toBe(false);

  expect((await fetch(`${server.url}${jpegLink.avatarUrl}`)).status).toBe(200);
  expect((await put((await uploadUrlFor(shopper)).body.uploadUrl, await png(64))).status).toBe(200);
  expect(fs.existsSync(file)).toBe(false);
  // Rendered and cached before it was replaced, it is still not served afterwards.
  expect((await fetch(`${server.url}${jpegLink.avatarUrl}`)).status).toBe(404);
});
