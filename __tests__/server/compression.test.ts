import zlib from 'node:zlib';
import { rawRequest } from './helpers/raw-http';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('response compression', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      configure: (app) => {
        app.get(
          '/v1/test/large',
          { schema: { response: { 200: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } } } } } },
          async () => ({ items: Array.from({ length: 500 }, (_, i) => `Áo dài cưới số ${i}`) }),
        );
      },
    });
  });
  afterAll(() => server.close());

  it('gzips a large JSON response when the client accepts gzip', async () => {
    const response = await rawRequest(server.url, '/v1/test/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.gunzipSync(response.body).toString('utf8'));
    expect(json.items).toHaveLength(500);
    expect(response.body.length).toBeLessThan(JSON.stringify(json).length / 3);
  });

  it('uses brotli when preferred', async () => {
    const response = await rawRequest(server.url, '/v1/test/large', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.body).toString('utf8')).items[499]).toBe('Áo dài cưới số 499');
  });

  it('leaves small responses and clients without accept-encoding uncompressed', async () => {
    const small = await rawRequest(server.url, '/v1/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await rawRequest(server.url, '/v1/test/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8')).items).toHaveLength(500);
  });
});
