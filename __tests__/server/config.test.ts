import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, loadEnvFile, siteUrlWarning } from '../../server/config';
import { REPO_ROOT } from './helpers/child-process';

describe('loadConfig', () => {
  it('has defaults relative to the repository', () => {
    expect(loadConfig({})).toEqual({
      port: 8000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, '.data'),
      publicDir: path.join(REPO_ROOT, 'public'),
      logLevel: 'info',
      trustProxy: false,
      benchBareRoute: false,
      readCacheTtlMs: 5000,
      shutdownTimeoutMs: 10000,
      writesPerIpPerMinute: 600,
      catalogReadsPerIpPerMinute: 120,
      metricsToken: null,
      storage: { kind: 'disk' },
      sitePublish: false,
      pageFront: true,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://shop@db/shop',
      DATA_DIR: '/var/lib/shop',
      PUBLIC_DIR: 'build/public',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '2',
      READ_CACHE_TTL_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '2500',
      WRITES_PER_IP_PER_MINUTE: 'off',
      CATALOG_READS_PER_IP_PER_MINUTE: 'off',
      METRICS_TOKEN: ' scrape-secret ',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_BUCKET: 'anh-cua-hang',
      S3_REGION: 'ap-southeast-1',
      AWS_ACCESS_KEY_ID: 'shop',
      AWS_SECRET_ACCESS_KEY: 'secret-key',
      SITE_PUBLISH: '1',
      PAGE_FRONT: 'off',
    });
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'postgres://shop@db/shop',
      dataDir: '/var/lib/shop',
      publicDir: path.resolve('build/public'),
      logLevel: 'warn',
      trustProxy: 2,
      benchBareRoute: false,
      readCacheTtlMs: 0,
      shutdownTimeoutMs: 2500,
      writesPerIpPerMinute: null,
      catalogReadsPerIpPerMinute: null,
      metricsToken: 'scrape-secret',
      storage: {
        kind: 's3',
        endpoint: 'http://minio.internal:9000',
        bucket: 'anh-cua-hang',
        region: 'ap-southeast-1',
        accessKeyId: 'shop',
        secretAccessKey: 'secret-key',
        forcePathStyle: true,
      },
      sitePublish: true,
      pageFront: false,
    });
  });

  it('rejects an invalid PORT or LOG_LEVEL', () => {
    expect(() => loadConfig({ PORT: '80a' })).toThrow(/PORT/);
    // "Trust everyone" would let any client name its own IP: a hop count or addresses only.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'on' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PAGE_FRONT: 'sometimes' })).toThrow(/PAGE_FRONT/);
    expect(() => loadConfig({ READ_CACHE_TTL_MS: '5s' })).toThrow(/READ_CACHE_TTL_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10s' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    // Instances share a build through the bucket: publishing to one machine's disk would reach no other.
    expect(() => loadConfig({ SITE_PUBLISH: '1' })).toThrow(/SITE_PUBLISH=1 needs the S3 storage/);
  });
});

describe('siteUrlWarning', () => {
  it('warns a deployment (production or a DATABASE_URL) without SITE_URL, never local development', () => {
    expect(siteUrlWarning({ NODE_ENV: 'production' }, {})).toMatch(/SITE_URL is not set/);
    expect(siteUrlWarning({}, { databaseUrl: 'postgres://shop@db/shop' })).toMatch(/SITE_URL is not set/);
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://thuedo.vn' }, { databaseUrl: 'postgres://shop@db/shop' })).toBeNull();
    expect(siteUrlWarning({}, {})).toBeNull();
  });
});

describe('.env', () => {
  it('.env.example lists every variable of the README\'s Configuration table', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
    const documented = new Set([...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((name) => name[1]!)));
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((line) => line[1]!));
    expect(documented.size).toBeGreaterThan(50);
    expect([...documented].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('loadEnvFile reads a .env without overriding what the environment already says, and is a no-op without one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'ENV_FILE_PROBE_NEW=tu-tep\nENV_FILE_PROBE_SET=tu-tep\n');
    process.env.ENV_FILE_PROBE_SET = 'tu-moi-truong';
    try {
      loadEnvFile(path.join(dir, 'khong-co'));
      expect(process.env.ENV_FILE_PROBE_NEW).toBeUndefined();
      loadEnvFile(file);
      expect(process.env.ENV_FILE_PROBE_NEW).toBe('tu-tep');
      expect(process.env.ENV_FILE_PROBE_SET).toBe('tu-moi-truong');
    } finally {
      delete process.env.ENV_FILE_PROBE_NEW;
      delete process.env.ENV_FILE_PROBE_SET;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
