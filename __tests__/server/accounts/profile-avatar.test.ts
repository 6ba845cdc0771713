import sharp from 'sharp';
import { Shopper, expectVietnameseError, newShopper, startAccountsServer, uniquePhone, type AccountBody, type AccountsServer } from './helpers';

type Customer = AccountBody['customer'];

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#d4af37' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 300, height: 300, channels: 3, background: '#6ec1e4' } }).jpeg().toBuffer();

async function upload(server: AccountsServer, uploadUrl: string, body: Buffer | string, contentType: string) {
  const response = await fetch(`${server.url}${uploadUrl}`, { method: 'PUT', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: response.status, body: (await response.json()) as { avatarUrl?: string; message?: string } };
}

describe('profile', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('GET returns the CustomerDto; 401 for a guest', async () => {
    const { shopper, account } = await newShopper(server);
    const reply = await shopper.get<Customer>('/v1/customer/customer-profile');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(account.customer);
    expect(reply.body.walletCoin).toBe(reply.body.availableBalance + reply.body.membershipAvailableBalance);
    expectVietnameseError(await new Shopper(server).get('/v1/customer/customer-profile'), 401);
    expectVietnameseError(await new Shopper(server).put('/v1/customer/customer-profile', { fullName: 'X' }), 401);
  });

  it('PUT updates name, phone, gender, birthday; /me follows', async () => {
    const { shopper, email } = await newShopper(server);
    const phone = uniquePhone();
    const reply = await shopper.put<Customer>('/v1/customer/customer-profile', { fullName: 'Đỗ Mai Anh', phone, gender: 'female', birthday: '1995-08-20' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ fullName: 'Đỗ Mai Anh', phone: `+84${phone.slice(1)}`, email, gender: 'female', birthday: '1995-08-20' });
    const me = await shopper.get<AccountBody>('/v1/user/consumer/me');
    expect(me.body.user).toMatchObject({ fullName: 'Đỗ Mai Anh', phone: `+84${phone.slice(1)}` });
    // The new phone logs in.
    expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: phone, password: 'mat-khau-bi-mat-1' })).status).toBe(200);
  });

  it('PUT refuses an email or phone another shopper uses (409) and clearing both identifiers (400)', async () => {
    const other = await newShopper(server, { phone: uniquePhone() });
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.put('/v1/customer/customer-profile', { fullName: 'A', email: other.email }), 409);
    expectVietnameseError(await shopper.put('/v1/customer/customer-profile', { fullName: 'A', phone: other.account.user.phone }), 409);
    expectVietnameseError(await shopper.put('/v1/customer/customer-profile', { fullName: 'A', email: null, phone: null }), 400);
  });

  it.each([
    ['no fullName', { gender: 'male' }],
    ['a bad email', { fullName: 'A', email: 'abc' }],
    ['a bad phone', { fullName: 'A', phone: '0123456789' }],
    ['an unknown gender', { fullName: 'A', gender: 'robot' }],
    ['a bad birthday', { fullName: 'A', birthday: '20-08-1995' }],
    ['a future birthday', { fullName: 'A', birthday: '2999-01-01' }],
    ['a foreign avatar path', { fullName: 'A', avatarUrl: '/images/200x200/u/999999/abc' }],
    ['a javascript: avatar', { fullName: 'A', avatarUrl: 'javascript:alert(1)' }],
    ['an overlong name', { fullName: 'x'.repeat(101) }],
    ['a name of the wrong type', { fullName: { a: 1 } }],
  ])('PUT with %s → 400', async (_label, body) => {
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.put('/v1/customer/customer-profile', body), 400);
  });

  it('membership is null when the package has expired', async () => {
    const { shopper, account } = await newShopper(server);
    const { customers } = await import('../../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await server.database.db
      .update(customers)
      .set({ membershipPackageId: 1, membershipStartedAt: new Date(Date.now() - 40 * 864e5), membershipExpiredAt: new Date(Date.now() - 864e5) })
      .where(eq(customers.id, account.customer.id));
    expect((await shopper.get<Customer>('/v1/customer/customer-profile')).body.membership).toBeNull();
  });
});

describe('avatar upload through a signed URL', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  const uploadUrlFor = async (shopper: Shopper, contentType = 'image/png') =>
    (await shopper.post<{ uploadUrl: string; avatarUrl: string }>('/v1/customer/avatar/upload-url', { contentType })).body;

  it('upload-url → PUT the raw image → the profile shows it and the image host serves it', async () => {
    const { shopper, account } = await newShopper(server);
    const { uploadUrl, avatarUrl } = await uploadUrlFor(shopper);
    expect(avatarUrl).toMatch(new RegExp(`^/images/200x200/u/${account.customer.id}/[a-f0-9]+$`));
    expect(uploadUrl).toMatch(/signature=/);
    const put = await upload(server, uploadUrl, await png(), 'image/png');
    expect(put).toEqual({ status: 200, body: { avatarUrl } });
    expect((await shopper.get<Customer>('/v1/customer/customer-profile')).body.avatarUrl).toBe(avatarUrl);

    const image = await fetch(`${server.url}${avatarUrl}`, { headers: { accept: 'image/webp' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 200]);
    const small = await fetch(`${server.url}${avatarUrl.replace('200x200', '64x64')}`);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(64);
    // The profile may point at it explicitly too.
    expect((await shopper.put('/v1/customer/customer-profile', { fullName: 'A', avatarUrl })).status).toBe(200);
  });

  it('an unknown avatar is a 404 at the image host', async () => {
    expect((await fetch(`${server.url}/images/200x200/u/1/deadbeef`)).status).toBe(404);
  });

  it('a tampered signature, another customer id or hash → 403; an expired URL → 403', async () => {
    const { shopper, account } = await newShopper(server);
    const { uploadUrl } = await uploadUrlFor(shopper);
    const image = await png();
    const url = new URL(uploadUrl, server.url);
    const tampered = new URL(url);
    const signature = url.searchParams.get('signature')!;
    // Always a different signature (overwriting the end with a fixed "AA" was a no-op 1 run in 4,096).
    tampered.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    expect((await upload(server, tampered.pathname + tampered.search, image, 'image/png')).status).toBe(403);
    const otherCustomer = url.pathname.replace(`/${account.customer.id}/`, `/${account.customer.id + 1000}/`) + url.search;
    expect((await upload(server, otherCustomer, image, 'image/png')).status).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000));
    expect((await upload(server, longer.pathname + longer.search, image, 'image/png')).status).toBe(403);

    const expired = await startAccountsServer({ uploadUrlTtlMs: -1000 });
    try {
      const other = await newShopper(expired);
      const link = await uploadUrlFor(other.shopper);
      const reply = await upload(expired, link.uploadUrl, image, 'image/png');
      expect(reply.status).toBe(403);
      expect(reply.body.message).toMatch(/hết hạn/);
    } finally {
      await expired.close();
    }
  });

  it('a non-image → 400; a content type other than the signed one → 400; too big → 413', async () => {
    const { shopper } = await newShopper(server);
    const { uploadUrl } = await uploadUrlFor(shopper);
    const notImage = await upload(server, uploadUrl, Buffer.from('đây không phải là ảnh'), 'image/png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toMatch(/không phải là ảnh/);
    // A real JPEG sent as the PNG the URL was signed for.
    expect((await upload(server, uploadUrl, await jpeg(), 'image/jpeg')).status).toBe(400);
    expect((await upload(server, uploadUrl, await jpeg(), 'image/png')).status).toBe(400);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 1);
    const tooBig = await upload(server, uploadUrl, big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/quá lớn/);
  });

  it('upload-url needs a session and an allowed content type', async () => {
    expectVietnameseError(await new Shopper(server).post('/v1/customer/avatar/upload-url', { contentType: 'image/png' }), 401);
    const { shopper } = await newShopper(server);
    expectVietnameseError(await shopper.post('/v1/customer/avatar/upload-url', { contentType: 'image/gif' }), 400);
    expectVietnameseError(await shopper.post('/v1/customer/avatar/upload-url', {}), 400);
  });

  it('the signing secret is persisted: <dataDir>/secret on PGlite, the server_secrets table on PostgreSQL', async () => {
    if (server.database.driver === 'pglite') {
      const { readFileSync } = await import('node:fs');
      const path = await import('node:path');
      expect(readFileSync(path.join(server.dataDir, 'secret'), 'utf8')).toMatch(/^[a-f0-9]{64}$/);
    } else {
      const { serverSecrets } = await import('../../../server/db/schema');
      const rows = await server.database.db.select().from(serverSecrets);
      expect(rows).toEqual([expect.objectContaining({ name: 'signing', value: expect.stringMatching(/^[a-f0-9]{64}$/) })]);
    }
  });
});
