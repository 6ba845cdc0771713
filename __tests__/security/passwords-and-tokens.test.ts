/**
 * Passwords and reset links: a reset spends every open link of the account, the commonest passwords and
 * spaces-only ones are refused everywhere a password is chosen, and hashes made with a weaker scrypt cost are
 * upgraded at the next log-in.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { mailTo, tokenOf } from '../server/accounts/outbox';
import { PASSWORD, Shopper, expectVietnameseError, newShopper, startAccountsServer, uniqueEmail, type AccountsServer } from '../server/accounts/helpers';

jest.setTimeout(60_000);

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer({ siteUrl: 'https://thuedo.test' });
});
afterAll(() => server.close());

const forgot = async (email: string) => {
  expect((await new Shopper(server).post('/v1/user/forgot-password', { email })).status).toBe(200);
  return tokenOf((await mailTo(server, email)).link);
};
const reset = (token: string, password: string) => new Shopper(server).post('/v1/user/change-forgot-password', { token, password });

it('a successful reset spends every open reset link of the account', async () => {
  const { email } = await newShopper(server);
  const older = await forgot(email);
  const newer = await forgot(email);
  expect(older).not.toBe(newer);
  expect((await reset(newer, 'mat-khau-moi-tinh-1')).status).toBe(200);
  // Before: the older link, still in the mailbox, set the password once more.
  expectVietnameseError(await reset(older, 'mat-khau-cua-ke-gian-1'), 400);
  const login = await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: 'mat-khau-moi-tinh-1' });
  expect(login.status).toBe(200);
});

it.each(['12345678', 'Password', 'matkhau123', 'anhyeuem', '        ', ' 12345678 '])('refuses the password %p at sign-up, reset and change', async (weak) => {
  expectVietnameseError(await new Shopper(server).post('/v1/user/consumer/register', { fullName: 'Lê Văn Yếu', email: uniqueEmail(), password: weak }), 400);
  const { shopper, email } = await newShopper(server);
  expectVietnameseError(await reset(await forgot(email), weak), 400);
  expectVietnameseError(await shopper.put('/v1/user/change-password', { oldPassword: PASSWORD, newPassword: weak }), 400);
  // Nothing changed: the old password still works.
  expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: PASSWORD })).status).toBe(200);
});

it('a hash made with the old cost (N=2^14, p=1) is upgraded at log-in', async () => {
  const { account, email } = await newShopper(server);
  const salt = randomBytes(16);
  const oldHash = ['scrypt', 16384, 8, 1, salt.toString('base64'), scryptSync(PASSWORD.normalize('NFC'), salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')].join('$');
  await server.database.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, account.user.id));
  expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: PASSWORD })).status).toBe(200);
  const [row] = await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, account.user.id));
  expect(row?.hash).toMatch(/^scrypt\$16384\$8\$5\$/);
  expect((await new Shopper(server).post('/v1/user/consumer/login', { identifier: email, password: PASSWORD })).status).toBe(200);
});

it('expired sessions, old reset links, expired log-in codes and finished rate-limit windows are deleted by the cleanup job', async () => {
  const { deleteExpiredAuthRows } = await import('../../server/modules/auth/cleanup');
  const { loginCodes, passwordResetTokens, rateLimits, sessions } = await import('../../server/db/schema');
  const { account, email } = await newShopper(server);
  await forgot(email);
  const { db } = server.database;
  expect((await new Shopper(server).post('/v1/user/consumer/login/code', { identifier: email })).status).toBe(200);
  const expired = await db.update(loginCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(loginCodes.realm, 'user'), eq(loginCodes.accountId, account.user.id))).returning();
  expect(expired).toHaveLength(1);
  await db.insert(rateLimits).values({ key: 'login:id:da-qua@example.vn', windowStart: new Date(Date.now() - 3 * 24 * 3600_000), count: 4 });
  await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, account.user.id));
  await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 2 * 24 * 3600_000) }).where(eq(passwordResetTokens.userId, account.user.id));
  expect(await deleteExpiredAuthRows(db, server.app.accounts.config)).toBeGreaterThanOrEqual(3);
  expect(await db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toEqual([]);
  expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, account.user.id))).toEqual([]);
  expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'login:id:da-qua@example.vn'))).toEqual([]);
  expect(await db.select().from(loginCodes).where(and(eq(loginCodes.realm, 'user'), eq(loginCodes.accountId, account.user.id)))).toEqual([]);
  // A live session of someone else is untouched.
  const other = await newShopper(server);
  await deleteExpiredAuthRows(db, server.app.accounts.config);
  expect((await other.shopper.get('/v1/user/consumer/me')).status).toBe(200);
});
