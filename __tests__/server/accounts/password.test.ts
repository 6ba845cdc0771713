import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../../server/db/schema';
import { hashPassword, verifyPassword } from '../../../server/modules/auth/password';
import { mailTo, outbox, tokenOf } from './outbox';
import { PASSWORD, Shopper, expectVietnameseError, newShopper, startAccountsServer, uniqueEmail, type AccountsServer } from './helpers';

describe('password hashing', () => {
  it('scrypt with a random salt; verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('mat-khau-123'), hashPassword('mat-khau-123')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(a).not.toBe(b);
    await expect(verifyPassword('mat-khau-123', a)).resolves.toBe(true);
    await expect(verifyPassword('mat-khau-124', a)).resolves.toBe(false);
    await expect(verifyPassword('mat-khau-123', null)).resolves.toBe(false);
  });
});

describe('forgot and change password', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({ rateLimits: { forgotPerEmail: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => server.close());

  it('answers the same for a known and an unknown email; only the known one gets a mail with a link', async () => {
    const { email } = await newShopper(server);
    const unknown = uniqueEmail('khong-co');
    const guest = new Shopper(server);
    const known = await guest.post('/v1/user/forgot-password', { email });
    const missing = await guest.post('/v1/user/forgot-password', { email: unknown });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual(known.body);
    expect((known.body as { message: string }).message).toMatch(/hộp thư/);
    const mails = await outbox(server);
    expect(mails.some((mail) => mail.to === unknown)).toBe(false);
    const mail = await mailTo(server, email);
    expect(mail.file).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T.*-${email.replace(/[.]/g, '\\.')}\\.json$`));
    expect(mail.link).toMatch(/^https:\/\/thuedo\.test\/reset-password\?token=[\w-]{20,}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(mail.link);
    expect(mail.subject).toMatch(/mật khẩu/);
    // Stored hashed.
    const [row] = await server.database.db.select().from(passwordResetTokens).orderBy(sql`${passwordResetTokens.id} desc`).limit(1);
    expect(row!.tokenHash).not.toBe(tokenOf(mail.link));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('the token works once, ends every session, and the new password logs in', async () => {
    const { shopper, email } = await newShopper(server);
    const laptop = new Shopper(server);
    await laptop.post('/v1/user/consumer/login', { identifier: email, password: PASSWORD });
    await new Shopper(server).post('/v1/user/forgot-password', { email });
    const token = tokenOf((await mailTo(server, email)).link);

    const reset = await new Shopper(server).post('/v1/user/change-forgot-password', { token, password: 'mat-khau-moi-2' });
    expect(reset.status).toBe(200);
    expect((reset.body as { message: string }).message).toMatch(/thành công/);
    expect((await shopper.get('/v1/user/consumer/me')).status).toBe(401);
    expect((await laptop.get('/v1/user/consumer/me')).status).toBe(401);
    const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);

    expectVietnameseError(await new Shopper(server).post('/v1/user/change-forgot-password', { token, password: 'mat-khau-moi-3' }), 400);
    expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: PASSWORD })).status).toBe(401);
    expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: 'mat-khau-moi-2' })).status).toBe(200);
  });

  it('an expired token is refused', async () => {
    const { email } = await newShopper(server);
    await new Shopper(server).post('/v1/user/forgot-password', { email });
    const token = tokenOf((await mailTo(server, email)).link);
    const { hashToken } = await import('../../../server/http/session');
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(expectVietnameseError(await new Shopper(server).post('/v1/user/change-forgot-password', { token, password: 'mat-khau-moi-2' }), 400)).toMatch(/hết hạn/);
    expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: PASSWORD })).status).toBe(200);
  });

  it.each([
    ['a made-up token', { token: 'khong-ton-tai', password: 'mat-khau-moi-2' }],
    ['a short password', { token: 'x', password: 'short' }],
    ['no token', { password: 'mat-khau-moi-2' }],
  ])('change-forgot-password with %s → 400', async (_label, body) => {
    expectVietnameseError(await new Shopper(server).post('/v1/user/change-forgot-password', body), 400);
  });

  it.each([[{}], [{ email: 'khong-phai-email' }], [{ email: `${'a'.repeat(320)}@b.vn` }], [{ email: ['a@b.vn', 'c@d.vn'] }]])(
    'forgot-password with %j → 400',
    async (body) => {
      expectVietnameseError(await new Shopper(server).post('/v1/user/forgot-password', body), 400);
    },
  );

  it('forgot-password is rate limited per email (429)', async () => {
    const email = uniqueEmail('gioi-han');
    const guest = new Shopper(server);
    expect((await guest.post('/v1/user/forgot-password', { email })).status).toBe(200);
    expect((await guest.post('/v1/user/forgot-password', { email })).status).toBe(200);
    expectVietnameseError(await guest.post('/v1/user/forgot-password', { email }), 429);
  });

  it('change password while logged in: old password required, other sessions end, a notification is written', async () => {
    const { shopper, email } = await newShopper(server);
    const phone = new Shopper(server);
    await phone.post('/v1/user/consumer/login', { identifier: email, password: PASSWORD });

    expectVietnameseError(await shopper.put('/v1/user/change-password', { oldPassword: 'sai-mat-khau', newPassword: 'mat-khau-moi-9' }), 400);
    expectVietnameseError(await shopper.put('/v1/user/change-password', { oldPassword: PASSWORD, newPassword: 'short' }), 400);
    expectVietnameseError(await shopper.put('/v1/user/change-password', { newPassword: 'mat-khau-moi-9' }), 400);
    expectVietnameseError(await new Shopper(server).put('/v1/user/change-password', { oldPassword: PASSWORD, newPassword: 'mat-khau-moi-9' }), 401);

    const changed = await shopper.put('/v1/user/change-password', { oldPassword: PASSWORD, newPassword: 'mat-khau-moi-9' });
    expect(changed.status).toBe(200);
    expect((await shopper.get('/v1/user/consumer/me')).status).toBe(200);
    expect((await phone.get('/v1/user/consumer/me')).status).toBe(401);
    expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: 'mat-khau-moi-9' })).status).toBe(200);
    const list = await shopper.get<{ items: Array<{ title: string }> }>('/v1/notification/list');
    expect(list.body.items[0]!.title).toMatch(/Mật khẩu đã được thay đổi/);
  });
});

describe('accounts settings from the environment', () => {
  it('defaults to the real providers and reads the overrides', async () => {
    const { loadAccountsConfig } = await import('../../../server/modules/auth/config');
    const defaults = loadAccountsConfig({});
    expect(defaults).toMatchObject({
      siteUrl: 'http://localhost:8000',
      facebookGraphUrl: 'https://graph.facebook.com',
      googleKeysUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      appleKeysUrl: 'https://appleid.apple.com/auth/keys',
      resetTokenTtlMs: 30 * 60_000,
    });
    expect(defaults.smtpUrl).toBeUndefined();
    expect(defaults.appleClientId).toBeUndefined();
    const set = loadAccountsConfig({ SITE_URL: 'https://thuedo.vn/', SMTP_URL: 'smtp://mail:25', APPLE_CLIENT_ID: ' vn.thuedo ', FACEBOOK_APP_ID: '' });
    expect(set).toMatchObject({ siteUrl: 'https://thuedo.vn', smtpUrl: 'smtp://mail:25', appleClientId: 'vn.thuedo' });
    expect(set.facebookAppId).toBeUndefined();
  });
});
