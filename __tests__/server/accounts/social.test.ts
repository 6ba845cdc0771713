import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Shopper, expectVietnameseError, newShopper, startAccountsServer, uniqueEmail, type AccountBody, type AccountsServer } from './helpers';

jest.setTimeout(60_000);

const FB_APP_ID = 'fb-app-123';
const GOOGLE_CLIENT_ID = 'google-client-123.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'vn.thuedo.web';

interface FakeProvider {
  url: string;
  facebook: Map<string, { app: string; me: Record<string, unknown> }>;
  google: Map<string, Record<string, unknown>>;
  requests: string[];
  close(): Promise<void>;
}

const appleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key-1';

/** A tiny local stand-in for graph.facebook.com, tokeninfo and Apple's JWKS. */
async function startFakeProvider(): Promise<FakeProvider> {
  const facebook = new Map<string, { app: string; me: Record<string, unknown> }>();
  const google = new Map<string, Record<string, unknown>>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/graph/me' || url.pathname === '/graph/app') {
      const entry = facebook.get(url.searchParams.get('access_token') ?? '');
      if (!entry) return send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      return send(200, url.pathname === '/graph/app' ? { id: entry.app, name: 'Thuê Đồ' } : entry.me);
    }
    if (url.pathname === '/tokeninfo') {
      const info = google.get(url.searchParams.get('id_token') ?? url.searchParams.get('access_token') ?? '');
      return info ? send(200, info) : send(400, { error: 'invalid_token', error_description: 'Invalid Value' });
    }
    if (url.pathname === '/apple/keys') {
      return send(200, { keys: [{ ...appleKeys.publicKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' }] });
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    facebook,
    google,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function appleToken(claims: Record<string, unknown>, key: KeyObject = appleKeys.privateKey, kid = KID): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: 'RS256', kid })}.${encode({
    iss: 'https://appleid.apple.com',
    aud: APPLE_CLIENT_ID,
    exp: Math.floor(Date.now() / 1000) + 600,
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  })}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
}

describe('social log-in against a local fake provider', () => {
  let provider: FakeProvider;
  let server: AccountsServer;
  beforeAll(async () => {
    provider = await startFakeProvider();
    server = await startAccountsServer({
      facebookGraphUrl: `${provider.url}/graph`,
      facebookAppId: FB_APP_ID,
      googleTokeninfoUrl: `${provider.url}/tokeninfo`,
      googleClientId: GOOGLE_CLIENT_ID,
      appleKeysUrl: `${provider.url}/apple/keys`,
      appleClientId: APPLE_CLIENT_ID,
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const login = (shopper: Shopper, provider: string, accessToken: string) =>
    shopper.post<AccountBody>('/v1/user/consumer/login', { provider, accessToken });

  describe('facebook', () => {
    it('a valid token creates the user (provider facebook) with a session; the same account next time', async () => {
      const email = uniqueEmail('fb');
      provider.facebook.set('fb-valid', { app: FB_APP_ID, me: { id: 'fb-1001', name: 'Phạm Thu Hà', email } });
      const shopper = new Shopper(server);
      const first = await login(shopper, 'facebook', 'fb-valid');
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({ provider: 'facebook', email, fullName: 'Phạm Thu Hà' });
      expect(first.body.customer.availableBalance).toBe(100_000);
      expect(shopper.cookie).toBeTruthy();
      expect((await shopper.get('/v1/user/consumer/me')).status).toBe(200);
      const again = await login(new Shopper(server), 'facebook', 'fb-valid');
      expect(again.body.user.id).toBe(first.body.user.id);
      expect(provider.requests.some((r) => r.startsWith('/graph/app?access_token=fb-valid'))).toBe(true);
    });

    it('an invalid token → 401', async () => {
      expectVietnameseError(await login(new Shopper(server), 'facebook', 'fb-invalid'), 401);
    });

    it("a token of another app → 401", async () => {
      provider.facebook.set('fb-other-app', { app: 'another-app', me: { id: 'fb-1002', name: 'X' } });
      expectVietnameseError(await login(new Shopper(server), 'facebook', 'fb-other-app'), 401);
    });
  });

  describe('google', () => {
    it('a valid token links to the existing account with the same verified email', async () => {
      const { account, email } = await newShopper(server);
      provider.google.set('g-valid', { sub: 'g-2001', aud: GOOGLE_CLIENT_ID, iss: 'https://accounts.google.com', email, email_verified: 'true', name: 'Lan', exp: String(Math.floor(Date.now() / 1000) + 600) });
      const reply = await login(new Shopper(server), 'google', 'g-valid');
      expect(reply.status).toBe(200);
      expect(reply.body.user.id).toBe(account.user.id);
      expect(reply.body.user.provider).toBe('default');
      // No second welcome credit.
      expect(reply.body.customer.availableBalance).toBe(100_000);
    });

    it('an unverified email is not linked: a new account without email', async () => {
      const { account, email } = await newShopper(server);
      provider.google.set('g-unverified', { sub: 'g-2002', aud: GOOGLE_CLIENT_ID, email, email_verified: 'false', name: 'Kẻ mạo danh' });
      const reply = await login(new Shopper(server), 'google', 'g-unverified');
      expect(reply.status).toBe(200);
      expect(reply.body.user.id).not.toBe(account.user.id);
      expect(reply.body.user).toMatchObject({ provider: 'google', email: null, fullName: 'Kẻ mạo danh' });
    });

    it('an invalid token → 401; a token for another client (aud) → 401', async () => {
      expectVietnameseError(await login(new Shopper(server), 'google', 'g-invalid'), 401);
      provider.google.set('g-other-aud', { sub: 'g-2003', aud: 'someone-else.apps.googleusercontent.com', email: uniqueEmail(), email_verified: 'true' });
      expectVietnameseError(await login(new Shopper(server), 'google', 'g-other-aud'), 401);
    });
  });

  describe('apple', () => {
    it('a correctly signed identity token logs in (RS256 verified with the JWKS key)', async () => {
      const email = uniqueEmail('apple');
      const reply = await login(new Shopper(server), 'apple', appleToken({ sub: 'apple-3001', email, email_verified: 'true' }));
      expect(reply.status).toBe(200);
      expect(reply.body.user).toMatchObject({ provider: 'apple', email });
      const again = await login(new Shopper(server), 'apple', appleToken({ sub: 'apple-3001' }));
      expect(again.body.user.id).toBe(reply.body.user.id);
    });

    it.each([
      ['signed with another key', () => appleToken({ sub: 'apple-3002' }, otherKeys.privateKey)],
      ['an unknown key id', () => appleToken({ sub: 'apple-3002' }, appleKeys.privateKey, 'nope')],
      ['another audience', () => appleToken({ sub: 'apple-3002', aud: 'com.other.app' })],
      ['another issuer', () => appleToken({ sub: 'apple-3002', iss: 'https://evil.example' })],
      ['expired', () => appleToken({ sub: 'apple-3002', exp: Math.floor(Date.now() / 1000) - 10 })],
      ['tampered claims', () => {
        const [h, , s] = appleToken({ sub: 'apple-3002' }).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ iss: 'https://appleid.apple.com', aud: APPLE_CLIENT_ID, sub: 'apple-admin', exp: 9e9 })).toString('base64url')}.${s}`;
      }],
      ['not a JWT', () => 'garbage'],
    ])('a token %s → 401', async (_label, token) => {
      expectVietnameseError(await login(new Shopper(server), 'apple', token()), 401);
    });
  });
});
