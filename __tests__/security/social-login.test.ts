/**
 * Social log-in accepts only tokens issued to this shop: a provider without the shop's id is refused, a token the
 * victim gave another app (another audience / app id) is refused, and only a verified email links to an existing
 * password account. The provider is a local fake that would accept every token it issued.
 */
import { FB_APP_ID, appleToken, fakeProviderConfig, googleToken, startFakeProvider, type FakeProvider } from '../server/accounts/fake-social-provider';
import { Shopper, expectVietnameseError, newShopper, startAccountsServer, type AccountBody, type AccountsServer } from '../server/accounts/helpers';

jest.setTimeout(60_000);

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

const login = (server: AccountsServer, kind: string, accessToken: string) =>
  new Shopper(server).post<AccountBody>('/v1/user/consumer/login', { provider: kind, accessToken });

describe('a provider without the shop id is off', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer(fakeProviderConfig(provider, false));
  });
  afterAll(() => server.close());

  it('facebook, google and apple answer 400 and never ask the provider, even for a token it would accept', async () => {
    const { email } = await newShopper(server);
    provider.facebook.set('fb-victim-gave-another-app', { app: 'quiz-app', me: { id: 'fb-victim', name: 'Nạn nhân', email } });
    const before = provider.requests.length;
    for (const [kind, token] of [
      ['facebook', 'fb-victim-gave-another-app'],
      ['google', googleToken({ sub: 'g-victim', email, email_verified: true, aud: 'quiz-app.apps.googleusercontent.com' })],
      ['apple', appleToken({ sub: 'apple-victim', email, email_verified: true, aud: 'com.quiz.app' })],
    ] as const) {
      expectVietnameseError(await login(server, kind, token), 400);
    }
    expect(provider.requests.length).toBe(before);
  });
});

describe('tokens issued to another app never log in, and never take over an account', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer(fakeProviderConfig(provider));
  });
  afterAll(() => server.close());

  it('a Google ID token for another audience, with the victim’s verified email → 401', async () => {
    const { email } = await newShopper(server);
    const token = googleToken({ sub: 'g-attacker', email, email_verified: true, aud: 'quiz-app.apps.googleusercontent.com' });
    expectVietnameseError(await login(server, 'google', token), 401);
  });

  it('an Apple token for another client → 401', async () => {
    const { email } = await newShopper(server);
    expectVietnameseError(await login(server, 'apple', appleToken({ sub: 'apple-attacker', email, email_verified: true, aud: 'com.quiz.app' })), 401);
  });

  it('a Facebook token of another app → 401', async () => {
    const { email } = await newShopper(server);
    provider.facebook.set('fb-other-app-token', { app: 'quiz-app', me: { id: 'fb-attacker', name: 'Kẻ gian', email } });
    expectVietnameseError(await login(server, 'facebook', 'fb-other-app-token'), 401);
  });

  it('our own app’s tokens with the victim’s unverified email get a separate account, not the victim’s', async () => {
    const { account, email } = await newShopper(server);
    provider.facebook.set('fb-own-app-unverified', { app: FB_APP_ID, me: { id: 'fb-squatter', name: 'Kẻ gian', email } });
    const facebook = await login(server, 'facebook', 'fb-own-app-unverified');
    expect(facebook.status).toBe(200);
    expect(facebook.body.user.id).not.toBe(account.user.id);
    const google = await login(server, 'google', googleToken({ sub: 'g-squatter', email, email_verified: false }));
    expect(google.status).toBe(200);
    expect(google.body.user.id).not.toBe(account.user.id);
    expect([facebook.body.user.email, google.body.user.email]).toEqual([null, null]);
  });
});
