/**
 * `npm run storage:migrate`'s compiled command against a real S3-compatible server (./s3-server.ts): every photo
 * under DATA_DIR/uploads lands in the bucket byte for byte; a second run copies nothing; a changed file is copied
 * again; strays are left out; no configuration, an unreachable bucket or a failed copy exit 1.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, spawnInGroup, stopIfRunning, type SpawnedProcess } from '../helpers/child-process';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { startTestS3, type TestS3 } from './s3-server';

const COMMAND = path.join(REPO_ROOT, 'dist', 'storage-migrate.js');
const PHOTOS: Record<string, Buffer> = {
  'pu/12/a1b2c3d4': randomBytes(70_000),
  'rv/7/0123456789abcdef01234567': randomBytes(5_000),
  'rp/3/ffee00': randomBytes(1_234),
  'u/42/deadbeef': randomBytes(300),
};
const NOT_A_PHOTO = 'pu/12/a1b2c3d4.4242.abcdef.tmp';

let s3: TestS3;
let dataDir: string;
const running = new Set<SpawnedProcess>();

/** Runs the command with only these storage variables (none of the runner's S3_* or AWS_* leak in). */
async function migrate(env: Record<string, string>) {
  const cleared = Object.fromEntries(['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'].map((name) => [name, '']));
  const proc = spawnInGroup(process.execPath, [COMMAND], { ...cleared, DATA_DIR: dataDir, DATABASE_URL: '', ...env });
  running.add(proc);
  const result = await proc.exited;
  running.delete(proc);
  return result;
}

function writeUpload(key: string, data: Buffer): void {
  const file = path.join(dataDir, 'uploads', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = makeTempDir('migrate-data');
  for (const [key, data] of Object.entries(PHOTOS)) writeUpload(key, data);
  writeUpload(NOT_A_PHOTO, Buffer.from('half a write'));
});
afterAll(async () => {
  for (const proc of running) await stopIfRunning(proc);
  await s3?.close();
  if (dataDir) removeTempDir(dataDir);
});

test('copies every photo byte for byte, then skips them; a changed file is copied again', async () => {
  const first = await migrate(s3.env);
  expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
  expect(first.stdout).toContain('Done: 4 copied, 0 already in the bucket, 0 failed (of 4 photos)');
  expect(first.stdout).toContain('4/4');
  expect(first.stdout).toContain(`${NOT_A_PHOTO}: not a photo, left out`);
  expect(await s3.keys()).toEqual(Object.keys(PHOTOS).sort());
  for (const [key, data] of Object.entries(PHOTOS)) expect((await s3.object(key))!.equals(data)).toBe(true);

  const again = await migrate(s3.env);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('Done: 0 copied, 4 already in the bucket, 0 failed (of 4 photos)');

  const changed = randomBytes(2_000);
  writeUpload('rp/3/ffee00', changed);
  const third = await migrate(s3.env);
  expect(third.code).toBe(0);
  expect(third.stdout).toContain('Done: 1 copied, 3 already in the bucket, 0 failed (of 4 photos)');
  expect((await s3.object('rp/3/ffee00'))!.equals(changed)).toBe(true);
  // The files stay on disk: the command copies, it never deletes.
  expect(fs.existsSync(path.join(dataDir, 'uploads', 'pu', '12', 'a1b2c3d4'))).toBe(true);
});

test('exits 1 with a clear line: no object storage configured, half of it, a bucket that does not exist, a failed copy', async () => {
  const none = await migrate({});
  expect(none.code).toBe(1);
  expect(none.stderr).toContain('Object storage is not configured');

  const half = await migrate({ S3_BUCKET: s3.bucket });
  expect(half.code).toBe(1);
  expect(half.stderr).toMatch(/S3_BUCKET is set but S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY are not/);
  expect(half.stderr).not.toMatch(/^\s+at /m);

  const missing = await migrate({ ...s3.env, S3_BUCKET: 'khong-co-bucket-nay' });
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('Cannot reach bucket "khong-co-bucket-nay"');

  // A file that cannot be read: the others are still copied, and the run fails.
  const unreadable = path.join(dataDir, 'uploads', 'u', '42', 'deadbeef');
  fs.rmSync(unreadable);
  fs.mkdirSync(path.join(dataDir, 'uploads', 'u', '43'), { recursive: true });
  fs.symlinkSync(path.join(dataDir, 'khong-ton-tai'), path.join(dataDir, 'uploads', 'u', '43', 'beef'));
  writeUpload('pu/13/cafe', randomBytes(900));
  const failed = await migrate(s3.env);
  expect(failed.code).toBe(1);
  expect(failed.stderr).toContain('u/43/beef: failed');
  expect(failed.stdout).toContain('1 copied');
  expect(await s3.keys()).toContain('pu/13/cafe');
});
