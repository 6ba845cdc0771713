import { eq, like } from 'drizzle-orm';
import { rateLimits, sessions } from '../../../server/db/schema';
import { hashToken } from '../../../server/http/session';
import { PASSWORD, Shopper, expectVietnameseError, newShopper, startAccountsServer, uniqueEmail, uniquePhone, type AccountBody, type AccountsServer } from './helpers';

describe('sign-up, log-in, me, log-out', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({ rateLimits: { loginPerIdentifier: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => server.close());

  it('registers with an email: 201, user + customer, welcome credit waiting for verification, HttpOnly SameSite=Lax cookie (not Secure over http)', async () => {
    const shopper = new Shopper(server);
    const email = uniqueEmail().toUpperCase();
    const reply = await shopper.post<AccountBody>('/v1/user/consumer/register', { fullName: ' Trần Văn An ', email, password: PASSWORD });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toEqual({
      id: expect.any(Number),
      email: email.toLowerCase(),
      phone: null,
      fullName: 'Trần Văn An',
      provider: 'default',
      emailVerified: false,
      phoneVerified: false,
      createdAt: expect.any(String),
    });
    expect(reply.body.customer).toMatchObject({
      fullName: 'Trần Văn An',
      membership: null,
      availableBalance: 0,
      membershipAvailableBalance: 0,
      walletCoin: 0,
      welcomeCreditPending: 100_000,
    });
    const cookie = reply.setCookies.find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    // The token is stored hashed, never as is.
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(shopper.cookie!)));
    expect(rows).toHaveLength(1);
    const me = await shopper.get<AccountBody>('/v1/user/consumer/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(reply.body.user.id);
  });

  it('registers with a phone (stored +84…) and logs in with either form', async () => {
    const phone = uniquePhone();
    const shopper = new Shopper(server);
    const reply = await shopper.post<AccountBody>('/v1/user/consumer/register', { fullName: 'Lê Minh', phone, password: PASSWORD });
    expect(reply.status).toBe(201);
    expect(reply.body.user.phone).toBe(`+84${phone.slice(1)}`);
    expect(reply.body.customer.phone).toBe(`+84${phone.slice(1)}`);
    for (const identifier of [phone, `+84${phone.slice(1)}`]) {
      const login = await new Shopper(server).post<AccountBody>('/v1/user/consumer/login', { identifier, password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe(reply.body.user.id);
    }
  });

  it('logs in with the email in any case; a new session id at every log-in; log-out invalidates', async () => {
    const { shopper, email } = await newShopper(server);
    const first = shopper.cookie;
    const login = await shopper.post<AccountBody>('/v1/user/consumer/login', { provider: 'default', identifier: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(shopper.cookie).toBeTruthy();
    expect(shopper.cookie).not.toBe(first);
    // The session the request came with is gone.
    const old = new Shopper(server);
    old.cookie = first;
    expect((await old.get('/v1/user/consumer/me')).status).toBe(401);

    const stolen = shopper.cookie;
    const out = await shopper.del('/v1/user/consumer/me');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'ok' });
    expect(out.setCookies.find((c) => c.startsWith('sid='))).toMatch(/sid=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(shopper.cookie).toBeNull();
    const replay = new Shopper(server);
    replay.cookie = stolen;
    expectVietnameseError(await replay.get('/v1/user/consumer/me'), 401);
  });

  it('401 "Vui lòng đăng nhập" without a session, or with a made-up one', async () => {
    const guest = new Shopper(server);
    expect(expectVietnameseError(await guest.get('/v1/user/consumer/me'), 401)).toMatch(/Vui lòng đăng nhập/);
    guest.cookie = 'made-up-token';
    expectVietnameseError(await guest.get('/v1/user/consumer/me'), 401);
  });

  it('/session answers a guest or a made-up session with null (200), a shopper with her account', async () => {
    const guest = new Shopper(server);
    expect(await guest.get('/v1/user/consumer/session')).toMatchObject({ status: 200, body: { account: null } });
    guest.cookie = 'made-up-token';
    expect(await guest.get('/v1/user/consumer/session')).toMatchObject({ status: 200, body: { account: null } });
    const { shopper, email } = await newShopper(server);
    const session = await shopper.get<{ account: AccountBody }>('/v1/user/consumer/session');
    expect(session.status).toBe(200);
    expect(session.body.account.user.email).toBe(email);
    expect(session.body.account).toEqual((await shopper.get<AccountBody>('/v1/user/consumer/me')).body);
  });

  it('wrong credentials → 401 with the contract message', async () => {
    const { email } = await newShopper(server);
    const guest = new Shopper(server);
    const wrong = await guest.post('/v1/user/consumer/login', { identifier: email, password: 'sai-mat-khau' });
    expect(expectVietnameseError(wrong, 401)).toBe('Email/số điện thoại hoặc mật khẩu không đúng');
    expectVietnameseError(await guest.post('/v1/user/consumer/login', { identifier: uniqueEmail(), password: PASSWORD }), 401);
    expectVietnameseError(await guest.post('/v1/user/consumer/login', { identifier: '0123', password: PASSWORD }), 401);
  });

  it('duplicate email or phone → 409', async () => {
    const phone = uniquePhone();
    const { email } = await newShopper(server, { phone });
    const guest = new Shopper(server);
    expectVietnameseError(await guest.post('/v1/user/consumer/register', { fullName: 'B', email: email.toUpperCase(), password: PASSWORD }), 409);
    expectVietnameseError(await guest.post('/v1/user/consumer/register', { fullName: 'B', phone: `+84${phone.slice(1)}`, password: PASSWORD }), 409);
    expect(guest.cookie).toBeNull();
  });

  it.each([
    ['no fullName', { email: 'a@b.vn', password: PASSWORD }],
    ['no password', { fullName: 'A', email: 'a@b.vn' }],
    ['neither email nor phone', { fullName: 'A', password: PASSWORD }],
    ['a bad email', { fullName: 'A', email: 'khong-phai-email', password: PASSWORD }],
    ['an email over 320 characters', { fullName: 'A', email: `${'a'.repeat(64)}@${'b'.repeat(260)}.vn`, password: PASSWORD }],
    ['a landline', { fullName: 'A', phone: '0241234567', password: PASSWORD }],
    ['a 9-digit phone', { fullName: 'A', phone: '091234567', password: PASSWORD }],
    ['a short password', { fullName: 'A', email: 'a@b.vn', password: '1234567' }],
    ['a password over 128', { fullName: 'A', email: 'a@b.vn', password: 'x'.repeat(129) }],
    ['a name over 100', { fullName: 'A'.repeat(101), email: 'a@b.vn', password: PASSWORD }],
    ['a blank name', { fullName: '   ', email: 'a@b.vn', password: PASSWORD }],
    ['a password of the wrong type', { fullName: 'A', email: 'a@b.vn', password: { a: 1 } }],
  ])('register with %s → 400 in Vietnamese', async (_label, body) => {
    expectVietnameseError(await new Shopper(server).post('/v1/user/consumer/register', body), 400);
  });

  it.each([
    ['nothing', {}],
    ['no password', { identifier: 'a@b.vn' }],
    ['an unknown provider', { provider: 'twitter', accessToken: 'x' }],
    ['a social provider without token', { provider: 'google' }],
    ['an identifier of the wrong type', { identifier: { a: 1 }, password: PASSWORD }],
  ])('login with %s → 400 in Vietnamese', async (_label, body) => {
    expectVietnameseError(await new Shopper(server).post('/v1/user/consumer/login', body), 400);
  });

  it('rate limits failed log-ins per identifier (429 in Vietnamese), even with the right password afterwards', async () => {
    const { email } = await newShopper(server);
    const guest = new Shopper(server);
    for (let i = 0; i < 3; i++) {
      expect((await guest.post('/v1/user/consumer/login', { identifier: email, password: 'sai-mat-khau' })).status).toBe(401);
    }
    expect(expectVietnameseError(await guest.post('/v1/user/consumer/login', { identifier: email, password: PASSWORD }), 429)).toMatch(/quá nhiều/);
    // Another identifier is not affected.
    const other = await newShopper(server);
    expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: other.email, password: PASSWORD })).status).toBe(200);
  });

  it('state-changing calls still need X-User-Type', async () => {
    const response = await fetch(`${server.url}/v1/user/consumer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'a@b.vn', password: PASSWORD }),
    });
    expect(response.status).toBe(403);
  });
});

describe('rate limits live in the database, per IP', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({ rateLimits: { loginPerIp: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => server.close());

  it('429 after N failed attempts from one IP, whatever the identifier; counters are rows of rate_limits', async () => {
    const guest = new Shopper(server);
    for (let i = 0; i < 2; i++) expect((await guest.post('/v1/user/consumer/login', { identifier: uniqueEmail(), password: 'x' })).status).toBe(401);
    expectVietnameseError(await guest.post('/v1/user/consumer/login', { identifier: uniqueEmail(), password: 'x' }), 429);
    const rows = await server.database.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, 'login:ip:%'));
    // Every attempt is counted before it is checked, the refused third one too (in one window, or two across an edge).
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(3);
  });
});

describe('Secure cookie behind an HTTPS proxy', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({}, { trustProxy: 1 });
  });
  afterAll(() => server.close());

  it('is Secure when X-Forwarded-Proto is https (trustProxy on), not otherwise', async () => {
    const secure = await new Shopper(server).call('POST', '/v1/user/consumer/register', { fullName: 'A', email: uniqueEmail(), password: PASSWORD }, { 'x-forwarded-proto': 'https' });
    expect(secure.setCookies.find((c) => c.startsWith('sid='))).toMatch(/;\s*Secure/i);
    const plain = await new Shopper(server).post('/v1/user/consumer/register', { fullName: 'A', email: uniqueEmail(), password: PASSWORD });
    expect(plain.setCookies.find((c) => c.startsWith('sid='))).not.toMatch(/Secure/i);
  });
});

describe('X-Forwarded-Proto is ignored without trustProxy', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('no Secure flag', async () => {
    const reply = await new Shopper(server).call('POST', '/v1/user/consumer/register', { fullName: 'A', email: uniqueEmail(), password: PASSWORD }, { 'x-forwarded-proto': 'https' });
    expect(reply.status).toBe(201);
    expect(reply.setCookies.find((c) => c.startsWith('sid='))).not.toMatch(/Secure/i);
  });
});
