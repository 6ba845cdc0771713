/**
 * The per-IP write backstop (@fastify/rate-limit): past the ceiling every write from that address gets a Vietnamese
 * 429 with Retry-After, whatever the route; reads and other addresses are untouched; the setting is parsed strictly.
 */
import { loadConfig } from '../../server/config';
import { startTestServer, type TestServer } from '../server/helpers/test-server';
import { WRITE_BACKSTOP_MESSAGE } from '../../server/http/write-backstop';

jest.setTimeout(60_000);

const CEILING = 20;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ buildOptions: { writesPerIpPerMinute: CEILING, trustProxy: 1 } });
});
afterAll(() => server?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip, 'content-type': 'application/json', 'x-user-type': 'consumer' });

it('answers 429 in Vietnamese past the ceiling, on any write route, and leaves reads alone', async () => {
  const writes = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${server.url}${i % 2 ? '/v1/user/consumer/login' : '/v1/user/consumer/register'}`, {
        method: 'POST',
        headers: from('203.0.113.7'),
        body: JSON.stringify({ email: `khach${i}@example.vn`, password: 'sai-mat-khau' }),
      }),
    ),
  );
  const limited = writes.filter((response) => response.status === 429);
  expect(writes.length - limited.length).toBe(CEILING);
  const body = (await limited[0]!.json()) as { message: string };
  expect(body.message).toBe(WRITE_BACKSTOP_MESSAGE);
  expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);

  const read = await fetch(`${server.url}/v1/health`, { headers: from('203.0.113.7') });
  expect(read.status).toBe(200);
  const other = await fetch(`${server.url}/v1/user/consumer/login`, { method: 'POST', headers: from('198.51.100.9'), body: JSON.stringify({ email: 'a@b.vn', password: 'x' }) });
  expect(other.status).not.toBe(429);
});

it('is on by default, can be set or switched off, and refuses a typo', () => {
  expect(loadConfig({}).writesPerIpPerMinute).toBe(600);
  expect(loadConfig({ WRITES_PER_IP_PER_MINUTE: '120' }).writesPerIpPerMinute).toBe(120);
  expect(loadConfig({ WRITES_PER_IP_PER_MINUTE: 'off' }).writesPerIpPerMinute).toBeNull();
  for (const bad of ['0', '-5', 'many', '1e3']) expect(() => loadConfig({ WRITES_PER_IP_PER_MINUTE: bad })).toThrow(/WRITES_PER_IP_PER_MINUTE/);
});
