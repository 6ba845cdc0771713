/**
 * The staff credential (STAFF_API_TOKEN) cannot be guessed: a short token stops the server at start, and wrong tokens
 * are counted per IP before the comparison — 40 parallel guesses get at most 10 answers, the rest 429 — while the
 * right token from another address still works.
 */
import { loadOrderConfig } from '../../server/modules/order/config';
import { STAFF_TOKEN, startShop } from './support/shop';
import type { AccountsServer } from '../server/accounts/helpers';

jest.setTimeout(60_000);

let server: AccountsServer;
beforeAll(async () => {
  server = await startShop({ staffToken: true, trustProxy: 1 });
});
afterAll(() => server?.close());

const staffCall = (ip: string, token: string) =>
  fetch(`${server.url}/v1/staff/order/DH99999999/paid`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip } });

it('refuses to start with a short or guessable token', () => {
  expect(() => loadOrderConfig({ STAFF_API_TOKEN: 'nhanvien123' })).toThrow(/STAFF_API_TOKEN must be at least 32/);
  expect(loadOrderConfig({ STAFF_API_TOKEN: STAFF_TOKEN }).staffToken).toBe(STAFF_TOKEN);
});

it('counts wrong tokens per IP before comparing them: 40 parallel guesses, at most 10 compared', async () => {
  const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => staffCall('203.0.113.50', `${STAFF_TOKEN.slice(0, -2)}${String(i).padStart(2, '0')}`)));
  const statuses = replies.map((reply) => reply.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  expect(((await replies.find((reply) => reply.status === 429)!.json()) as { message: string }).message).toMatch(/thử lại/);
  // Even the right token waits on that address; another address is not affected.
  expect((await staffCall('203.0.113.50', STAFF_TOKEN)).status).toBe(429);
  expect((await staffCall('198.51.100.77', STAFF_TOKEN)).status).toBe(404);
});
