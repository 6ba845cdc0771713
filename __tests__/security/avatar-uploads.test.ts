/**
 * One account cannot stall the server with avatars: a 16383 × 16383 PNG (a few hundred KB on the wire, a gigabyte
 * decoded) is refused from its header, upload links are limited per account, and a replaced avatar is deleted.
 */
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
