import { startTestServer, type TestServer } from './helpers/test-server';

describe('GET /v1/bench/bare (npm run bench:api ceiling)', () => {
  let plain: TestServer;
  let bench: TestServer;
  beforeAll(async () => {
    [plain, bench] = await Promise.all([startTestServer({ seed: false }), startTestServer({ seed: false, buildOptions: { benchBareRoute: true } })]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), bench.close()]);
  });

  it('exists only when asked for, and answers a fixed JSON body', async () => {
    expect((await fetch(`${plain.url}/v1/bench/bare`)).status).toBe(404);
    const response = await fetch(`${bench.url}/v1/bench/bare`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', items: [{ id: 1, name: 'Áo dài lụa tơ tằm', price: 450_000 }] });
  });
});
