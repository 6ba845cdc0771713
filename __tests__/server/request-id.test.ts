import { startTestServer, type TestServer } from './helpers/test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and standard headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('echoes a sane incoming x-request-id', async () => {
    const response = await fetch(`${server.url}/v1/health`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.42');
  });

  it('generates a UUID when the header is missing, too long or unsafe', async () => {
    const seen = new Set<string>();
    for (const header of [undefined, 'x'.repeat(129), 'evil\tid', 'a b']) {
      const response = await fetch(`${server.url}/v1/health`, header ? { headers: { 'x-request-id': header } } : {});
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      seen.add(id);
    }
    expect(seen.size).toBe(4);
  });

  it('sends the id and security headers on errors too', async () => {
    for (const response of [
      await fetch(`${server.url}/v1/nope`),
      await fetch(`${server.url}/v1/menu`, { method: 'POST' }),
    ]) {
      expect(response.headers.get('x-request-id')).toMatch(UUID);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
