/**
 * The session cookie: httpOnly, SameSite=Lax, Path=/, Secure exactly when the request came over HTTPS (trusted proxy
 * header), a new random id at every log-in (a planted or earlier id never survives), and log-out ends the session
 * on the server (replaying the old cookie → 401).
 */
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/http/session';
import { uniqueEmail, type AccountsServer } from '../server/accounts/helpers';
import { send, type Exchange } from './support/http';
import { startShop } from './support/shop';

jest.setTimeout(60_000);

const PASSWORD = 'mat-khau-phien-1';

interface SessionCookie {
  value: string;
  attributes: string[];
  raw: string;
}

function sessionCookie(exchange: Exchange): SessionCookie {
  const raw = exchange.headers.getSetCookie().find((header) => header.startsWith('sid='));
  if (!raw) throw new Error(`no sid cookie (status ${exchange.status})`);
  const [pair, ...attributes] = raw.split(';').map((part) => part.trim());
  return { value: pair!.slice('sid='.length), attributes: attributes.map((attribute) => attribute.toLowerCase()), raw };
}

function post(server: AccountsServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return send(server.url, {
    method: 'POST',
    path,
    headers: { 'x-user-type': 'consumer', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const withCookie = (value: string) => ({ cookie: `sid=${value}`, 'x-user-type': 'consumer' });
const me = (server: AccountsServer, value: string) => send(server.url, { method: 'GET', path: '/v1/user/consumer/me', headers: withCookie(value) });

describe('session cookie over plain HTTP', () => {
  let server: AccountsServer;
  let email: string;
  let registered: SessionCookie;

  beforeAll(async () => {
    server = await startShop();
    email = uniqueEmail('phien');
    registered = sessionCookie(await post(server, '/v1/user/consumer/register', { fullName: 'Lê Văn Phiên', email, password: PASSWORD }));
  });
  afterAll(() => server.close());

  it('is httpOnly, SameSite=Lax, Path=/, and not Secure on http://localhost', () => {
    expect(registered.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(registered.attributes.some((attribute) => attribute === 'secure')).toBe(false);
    expect(registered.attributes.find((attribute) => attribute.startsWith('max-age='))).toBeDefined();
  });

  it('ignores X-Forwarded-Proto when the server does not trust a proxy', async () => {
    const login = await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(login).attributes).not.toContain('secure');
  });

  it('is an unguessable token stored only as its sha256', async () => {
    expect(registered.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const rows = await server.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(registered.value));
    expect(rows.map((row) => row.tokenHash)).not.toContain(registered.value);
  });

  it('gets a new id at log-in: the cookie sent with the log-in stops working', async () => {
    const before = await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD });
    const old = sessionCookie(before).value;
    expect((await me(server, old)).status).toBe(200);
    const login = await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }, withCookie(old));
    const fresh = sessionCookie(login).value;
    expect(fresh).not.toBe(old);
    expect((await me(server, old)).status).toBe(401);
    expect((await me(server, fresh)).status).toBe(200);
  });

  it('never adopts a session id planted before log-in (session fixation)', async () => {
    const planted = 'A'.repeat(43);
    const login = await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD }, withCookie(planted));
    expect(sessionCookie(login).value).not.toBe(planted);
    expect((await me(server, planted)).status).toBe(401);
  });

  it('log-out deletes the session on the server: replaying the old cookie gets 401', async () => {
    const value = sessionCookie(await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD })).value;
    const logout = await send(server.url, { method: 'DELETE', path: '/v1/user/consumer/me', headers: withCookie(value) });
    expect(logout.status).toBe(200);
    const cleared = sessionCookie(logout);
    expect(cleared.value).toBe('');
    expect(cleared.raw).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(value)));
    expect(row).toBeUndefined();
    for (const replay of [
      me(server, value),
      send(server.url, { method: 'GET', path: '/v1/customer/customer-profile', headers: withCookie(value) }),
      send(server.url, { method: 'GET', path: '/v1/order/list', headers: withCookie(value) }),
    ]) {
      const answer = await replay;
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: expect.stringMatching(/đăng nhập/) });
    }
  });

  it('a password change ends the other sessions, keeps the current one', async () => {
    const first = sessionCookie(await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD })).value;
    const second = sessionCookie(await post(server, '/v1/user/consumer/login', { identifier: email, password: PASSWORD })).value;
    const change = await send(server.url, {
      method: 'PUT',
      path: '/v1/user/change-password',
      headers: { ...withCookie(second), 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: PASSWORD, newPassword: `${PASSWORD}-moi` }),
    });
    expect(change.status).toBe(200);
    expect((await me(server, first)).status).toBe(401);
    expect((await me(server, second)).status).toBe(200);
    const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const left = await server.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left).toHaveLength(1);
  });
});

describe('session cookie behind an HTTPS proxy (trustProxy)', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startShop({ trustProxy: 1 });
  });
  afterAll(() => server.close());

  it('is Secure when the proxy says the request came over HTTPS', async () => {
    const reply = await post(server, '/v1/user/consumer/register', { fullName: 'Lê Văn Https', email: uniqueEmail('https'), password: PASSWORD }, { 'x-forwarded-proto': 'https' });
    expect(reply.status).toBe(201);
    expect(sessionCookie(reply).attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });

  it('is not Secure for a plain-HTTP request through the same proxy', async () => {
    const reply = await post(server, '/v1/user/consumer/register', { fullName: 'Lê Văn Http', email: uniqueEmail('http'), password: PASSWORD }, { 'x-forwarded-proto': 'http' });
    expect(reply.status).toBe(201);
    expect(sessionCookie(reply).attributes).not.toContain('secure');
  });

  it('keeps Secure on the log-out cookie too', async () => {
    const email = uniqueEmail('https-out');
    const reply = await post(server, '/v1/user/consumer/register', { fullName: 'Lê Văn Ra', email, password: PASSWORD }, { 'x-forwarded-proto': 'https' });
    const logout = await send(server.url, {
      method: 'DELETE',
      path: '/v1/user/consumer/me',
      headers: { ...withCookie(sessionCookie(reply).value), 'x-forwarded-proto': 'https' },
    });
    expect(sessionCookie(logout).attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });
});
