/**
 * Which photo storage the variables choose: none of S3_* / AWS_* keeps photos on disk; all of them (S3_ENDPOINT
 * optional, for AWS itself) a bucket; any half configuration stops `npm run serve` at start with one clear line.
 */
import { loadStorageConfig } from '../../../server/shared/storage/config';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { runCompiledServer, stopIfRunning, type SpawnedProcess } from '../helpers/child-process';

const FULL = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'anh-cua-hang',
  S3_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'shop',
  AWS_SECRET_ACCESS_KEY: 'secret-key',
};

test('disk without the variables (blank ones count as unset); the bucket with all of them; AWS itself without S3_ENDPOINT', () => {
  expect(loadStorageConfig({})).toEqual({ kind: 'disk' });
  expect(loadStorageConfig({ S3_BUCKET: ' ', AWS_ACCESS_KEY_ID: '' })).toEqual({ kind: 'disk' });
  expect(loadStorageConfig(FULL)).toEqual({
    kind: 's3',
    endpoint: FULL.S3_ENDPOINT,
    bucket: 'anh-cua-hang',
    region: 'ap-southeast-1',
    accessKeyId: 'shop',
    secretAccessKey: 'secret-key',
    forcePathStyle: true,
  });
  const { S3_ENDPOINT: _endpoint, ...aws } = FULL;
  expect(loadStorageConfig(aws)).toMatchObject({ kind: 's3', forcePathStyle: false });
  expect(loadStorageConfig(aws)).not.toHaveProperty('endpoint');
});

test.each([
  ['S3_BUCKET alone', { S3_BUCKET: 'anh' + '-cua-hang' }, /S3_BUCKET is set but S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY are not/],
  ['credentials alone', { AWS_ACCESS_KEY_ID: 'shop', AWS_SECRET_ACCESS_KEY: 'x' }, /but S3_BUCKET, S3_REGION are not/],
  ['everything but the secret', { ...FULL, AWS_SECRET_ACCESS_KEY: '' }, /but AWS_SECRET_ACCESS_KEY is not/],
  ['only an endpoint', { S3_ENDPOINT: FULL.S3_ENDPOINT }, /S3_ENDPOINT is set but/],
  ['an endpoint that is no URL', { ...FULL, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
  ['a bucket name S3 refuses', { ...FULL, S3_BUCKET: 'Anh_Cua_Hang' }, /S3_BUCKET must be a bucket name/],
])('refuses %s', (_name, env, message) => {
  expect(() => loadStorageConfig(env)).toThrow(message);
});

describe('npm run serve with half a configuration', () => {
  let proc: SpawnedProcess | undefined;
  let dataDir: string;
  beforeAll(() => {
    dataDir = makeTempDir('storage-config');
  });
  afterAll(async () => {
    await stopIfRunning(proc);
    removeTempDir(dataDir);
  });

  it('stops at start with exit code 1 and one line naming what is missing, before opening anything', async () => {
    proc = runCompiledServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', S3_BUCKET: 'anh-cua-hang', S3_REGION: '', AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '', S3_ENDPOINT: '' });
    const { code, stdout, stderr } = await proc.exited;
    expect(code).toBe(1);
    expect(stdout).not.toContain('Ready');
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Photo storage: S3_BUCKET is set but S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY are not/)]);
  });
});
