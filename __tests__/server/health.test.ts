import fs from 'node:fs';
import path from 'node:path';
import { writeStamp } from '../../scripts/lib/build-stamp';
import { makeFakePublicDir } from './helpers/fake-public-dir';
import { makeTempDir, removeTempDir } from './helpers/temp-dir';
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

describe('GET /v1/health/ready', () => {
  it('reports the database, the photos\' storage and the build in use with its rebuilds', async () => {
    const { root, publicDir } = makeFakePublicDir();
    const dataDir = makeTempDir('ready-data');
    writeStamp(publicDir, { code: 'c0de'.repeat(16), catalog: 'ca7a'.repeat(16) });
    const server = await startTestServer({ publicDir, buildOptions: { dataDir } });
    try {
      const ready = async () => {
        const response = await fetch(`${server.url}/v1/health/ready`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        return response.json();
      };
      const body = await ready();
      expect(body).toEqual({
        status: 'ready',
        database: { driver: expectedDriver, ok: true, latencyMs: expect.any(Number) },
        storage: { kind: 'disk', ok: true },
        build: {
          kind: 'static',
          release: null,
          code: 'c0dec0dec0de',
          catalog: 'ca7aca7aca7a',
          builtAt: fs.statSync(path.join(publicDir, 'build-stamp.json')).mtime.toISOString(),
          rebuild: { queued: false, running: false, last: null },
        },
      });

      server.app.siteBuild.markQueued();
      expect((await ready()).build.rebuild).toEqual({ queued: true, running: false, last: null });
      server.app.siteBuild.markStarted();
      expect((await ready()).build.rebuild).toEqual({ queued: false, running: true, last: null });
      server.app.siteBuild.markFinished('built');
      expect((await ready()).build.rebuild).toEqual({
        queued: false,
        running: false,
        last: { outcome: 'built', finishedAt: expect.any(String), durationSeconds: expect.any(Number) },
      });
    } finally {
      await server.close();
      removeTempDir(root);
      removeTempDir(dataDir);
    }
  });

  it('says when no build is served (API only)', async () => {
    const server = await startTestServer();
    try {
      const body = await (await fetch(`${server.url}/v1/health/ready`)).json();
      expect(body.build).toEqual({ kind: 'none', release: null, code: null, catalog: null, builtAt: null, rebuild: { queued: false, running: false, last: null } });
    } finally {
      await server.close();
    }
  });

  it('answers 503 "degraded" in Vietnamese when the photos\' storage cannot be used, or the database does not answer', async () => {
    const dataDir = makeTempDir('ready-data');
    const server = await startTestServer({ buildOptions: { dataDir } });
    try {
      fs.writeFileSync(path.join(dataDir, 'uploads'), 'a file where the uploads folder should be');
      const response = await fetch(`${server.url}/v1/health/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'degraded',
        message: expect.stringContaining('nơi lưu ảnh'),
        database: { ok: true },
        storage: { kind: 'disk', ok: false },
      });

      const broken = await startTestServer({
        database: { ...server.database, ping: () => Promise.reject(new Error('connection lost')) },
      });
      try {
        const down = await fetch(`${broken.url}/v1/health/ready`);
        expect(down.status).toBe(503);
        expect(await down.json()).toMatchObject({ status: 'degraded', message: expect.stringContaining('Cơ sở dữ liệu'), database: { ok: false, latencyMs: null } });
      } finally {
        await broken.close();
      }
    } finally {
      await server.close();
      removeTempDir(dataDir);
    }
  });
});
