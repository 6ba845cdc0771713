import type { FastifyInstance } from 'fastify';
import { CONSUMER_GUARD_MESSAGE, consumerGuardExempt } from '../../server/http/consumer-guard';
import { startTestServer, type TestServer } from './helpers/test-server';

function addProbeRoutes(app: FastifyInstance) {
  const schema = { response: { 200: { type: 'object', properties: { changed: { type: 'boolean' } } } } };
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: '/v1/test/probe', schema, handler: async () => ({ changed: true }) });
  }
  app.post('/v1/test/gateway-callback', { schema, config: consumerGuardExempt }, async () => ({ changed: true }));
}

describe('consumer guard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ configure: addProbeRoutes });
  });
  afterAll(() => server.close());

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s without X-User-Type: consumer', async (method) => {
    const response = await fetch(`${server.url}/v1/test/probe`, { method });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: CONSUMER_GUARD_MESSAGE });
  });

  it('cannot be dodged by percent-encoding the path', async () => {
    const response = await fetch(`${server.url}/%761/test/probe`, { method: 'POST' });
    expect(response.status).toBe(403);
  });

  it('refuses a wrong header value', async () => {
    const response = await fetch(`${server.url}/v1/test/probe`, { method: 'POST', headers: { 'x-user-type': 'admin' } });
    expect(response.status).toBe(403);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('lets %s through with the header', async (method) => {
    const response = await fetch(`${server.url}/v1/test/probe`, {
      method,
      headers: { 'X-User-Type': 'consumer', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
  });

  it('leaves reads alone', async () => {
    expect((await fetch(`${server.url}/v1/menu`)).status).toBe(200);
  });

  it('lets routes marked consumerGuardExempt through (payment-gateway callbacks)', async () => {
    const response = await fetch(`${server.url}/v1/test/gateway-callback`, { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('checks the header before parsing the body', async () => {
    const response = await fetch(`${server.url}/v1/test/probe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{broken',
    });
    expect(response.status).toBe(403);
  });
});
