import { APPLE_CLIENT_ID, FB_APP_ID, appleKeys, appleToken, googleToken, otherKeys, fakeProviderConfig, startFakeProvider, type FakeProvider } from './fake-social-provider';
import { Shopper, expectVietnameseError, newShopper, startAccountsServer, uniqueEmail, type AccountBody, type AccountsServer } from './helpers';

describe('social log-in against a local fake provider', () => {
  let provider: FakeProvider;
  let server: AccountsServer;
  beforeAll(async () => {
    provider = await startFakeProvider();
    server = await startAccountsServer(fakeProviderConfig(provider));
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
      // Facebook does not say the address is verified: it is not kept (nor linked).
      expect(first.body.user).toMatchObject({ provider: 'facebook', email: null, fullName: 'Phạm Thu Hà' });
      // Nothing verified yet: the welcome credit waits.
      expect(first.body.customer).toMatchObject({ availableBalance: 0, welcomeCreditPending: 100_000 });
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
    it('a valid ID token links to the existing account with the same verified email', async () => {
      const { account, email } = await newShopper(server);
      const reply = await login(new Shopper(server), 'google', googleToken({ sub: 'g-2001', email, email_verified: true, name: 'Lan' }));
      expect(reply.status).toBe(200);
      expect(reply.body.user.id).toBe(account.user.id);
      expect(reply.body.user.provider).toBe('default');
      // No second welcome credit.
      expect(reply.body.customer.availableBalance).toBe(100_000);
    });

    it('an unverified email is not linked: a new account without email', async () => {
      const { account, email } = await newShopper(server);
      const reply = await login(new Shopper(server), 'google', googleToken({ sub: 'g-2002', email, email_verified: false, name: 'Kẻ mạo danh' }));
      expect(reply.status).toBe(200);
      expect(reply.body.user.id).not.toBe(account.user.id);
      expect(reply.body.user).toMatchObject({ provider: 'google', email: null, fullName: 'Kẻ mạo danh' });
    });

    it.each([
      ['issued to another client (aud)', () => googleToken({ sub: 'g-2003', aud: 'someone-else.apps.googleusercontent.com' })],
      ['signed with another key', () => googleToken({ sub: 'g-2003' }, otherKeys.privateKey)],
      ['from another issuer', () => googleToken({ sub: 'g-2003', iss: 'https://evil.example' })],
      ['expired', () => googleToken({ sub: 'g-2003', exp: Math.floor(Date.now() / 1000) - 10 })],
      ['an opaque access token', () => 'ya29.a0AfH6SMB-opaque'],
    ])('a token %s → 401', async (_label, token) => {
      expectVietnameseError(await login(new Shopper(server), 'google', token()), 401);
    });
  });

  describe('apple', () => {
    it('a correctly signed identity token logs in (RS256 verified with the JWKS key)', async () => {
      const email = uniqueEmail('apple');
      const reply = await login(new Shopper(server), 'apple', appleToken({ sub: 'apple-3001', email, email_verified: 'true' }));
      expect(reply.status).toBe(200);
      // Apple vouched for the address: it counts as verified; the welcome credit still waits for a completed first order.
      expect(reply.body.user).toMatchObject({ provider: 'apple', email, emailVerified: true });
      expect(reply.body.customer).toMatchObject({ availableBalance: 0, welcomeCreditPending: 100_000 });
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
