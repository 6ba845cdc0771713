import { startTestServer, type TestServer } from './helpers/test-server';

const expectedDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /v1/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports ok with the version, uptime and a pinged database', async () => {
    const response = await fetch(`${server.url}/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      uptimeSeconds: expect.any(Number),
      database: { driver: expectedDriver, status: 'ok', latencyMs: expect.any(Number) },
    });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 "degraded" with a Vietnamese message when the database does not answer', async () => {
    const broken = await startTestServer({
      database: { ...server.database, ping: () => Promise.reject(new Error('connection lost')) },
    });
    try {
      const response = await fetch(`${broken.url}/v1/health`);
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toMatchObject({
        status: 'degraded',
        database: { driver: expectedDriver, status: 'error', latencyMs: null },
        message: expect.stringContaining('Cơ sở dữ liệu'),
      });
    } finally {
      await broken.close();
    }
  });
});
