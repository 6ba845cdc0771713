/**
 * Behind one proxy (TRUST_PROXY=1) the client IP is the address the proxy saw, not whatever a client writes first
 * in X-Forwarded-For: rotating forged entries does not walk around the per-IP log-in limit.
 */
import { loadConfig } from '../../server/config';
import { expectVietnameseError, startAccountsServer, uniqueEmail, type AccountsServer } from '../server/accounts/helpers';

jest.setTimeout(60_000);

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer({ rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } }, { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
});
afterAll(() => server.close());

async function guess(forged: string) {
  const response = await fetch(`${server.url}/v1/user/consumer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-type': 'consumer', 'x-forwarded-for': `${forged}, 203.0.113.7` },
    body: JSON.stringify({ identifier: uniqueEmail(), password: 'doan-mo-123' }),
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers, setCookies: [] };
}

it('the proxy-seen address is the one counted, whatever the client forges in front of it', async () => {
  for (let i = 0; i < 3; i++) expect((await guess(`198.51.100.${i}`)).status).toBe(401);
  expectVietnameseError(await guess('198.51.100.99'), 429);
});

it('"trust every hop" is refused at start-up', () => {
  for (const value of ['true', 'on', 'yes', 'all', '*']) expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
});
