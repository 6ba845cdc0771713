/**
 * A real S3-compatible server for a test file: s3rver (a devDependency, pure JavaScript) spawned on a free port over a
 * temporary folder, with one bucket, and killed with its folder afterwards — as the PostgreSQL tests use a server of
 * their own. Its default credentials (S3RVER / S3RVER) are checked on every request: a wrongly signed call fails.
 */
import { GetObjectCommand, ListObjectsV2Command, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import path from 'node:path';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { REPO_ROOT, spawnInGroup, stopIfRunning, type SpawnedProcess } from '../helpers/child-process';
import type { S3StorageConfig } from '../../../server/shared/storage/config';

const S3RVER_BIN = path.join(REPO_ROOT, 'node_modules', 's3rver', 'bin', 's3rver.js');

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The variables an instance is configured with (S3_ENDPOINT, S3_BUCKET, S3_REGION, AWS_*). */
  env: Record<string, string>;
  config: S3StorageConfig;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes as the bucket holds them, null when absent. */
  object(key: string): Promise<Buffer | null>;
  /** Removes an object behind the app's back. */
  removeObject(key: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'anh-cua-hang'): Promise<TestS3> {
  const dir = makeTempDir('s3rver');
  let proc: SpawnedProcess | undefined;
  try {
    proc = spawnInGroup(process.execPath, [S3RVER_BIN, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket]);
    const [, port] = await proc.waitFor(/listening on [^:\s]+:(\d+)/);
    const endpoint = `http://127.0.0.1:${port}`;
    const env = { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'ap-southeast-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
    const config: S3StorageConfig = { kind: 's3', endpoint, bucket, region: env.S3_REGION, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    const client = new S3Client({ endpoint, region: config.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const running = proc;
    return {
      bucket,
      endpoint,
      env,
      config,
      async keys() {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key!).sort();
      },
      async object(key) {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return Buffer.from(await object.Body!.transformToByteArray());
        } catch (error) {
          if ((error as { name?: string }).name === 'NoSuchKey') return null;
          throw error;
        }
      },
      async removeObject(key) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      },
      async close() {
        client.destroy();
        await stopIfRunning(running);
        removeTempDir(dir);
      },
    };
  } catch (error) {
    await stopIfRunning(proc);
    removeTempDir(dir);
    throw error;
  }
}
