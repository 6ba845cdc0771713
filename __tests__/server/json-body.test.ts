import { startTestServer, type TestServer } from './helpers/test-server';

const JSON_CALL = { 'content-type': 'application/json', 'x-user-type': 'consumer' };

describe('JSON bodies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a body-less DELETE marked as JSON (the fetch helper’s log-out) is accepted', async () => {
    const registered = await fetch(`${server.url}/v1/user/consumer/register`, {
      method: 'POST',
      headers: JSON_CALL,
      body: JSON.stringify({ fullName: 'Lê Kim Hà', email: 'kimha.json@example.com', password: 'MatKhau#2026' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const logout = await fetch(`${server.url}/v1/user/consumer/me`, { method: 'DELETE', headers: { ...JSON_CALL, cookie } });
    expect(logout.status).toBe(200);
    const me = await fetch(`${server.url}/v1/user/consumer/me`, { headers: { cookie } });
    expect(me.status).toBe(401);
  });

  it('a route that needs a body still answers a Vietnamese 400 for an empty one', async () => {
    const response = await fetch(`${server.url}/v1/user/consumer/login`, { method: 'POST', headers: JSON_CALL, body: '' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/[ăâđêôơưáàảãạ]/i);
  });

  it('malformed JSON is still refused', async () => {
    const response = await fetch(`${server.url}/v1/user/consumer/login`, { method: 'POST', headers: JSON_CALL, body: '{"identifier":' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Dữ liệu gửi lên không đúng định dạng JSON');
  });
});
