/**
 * Where uploaded photos live: files under `DATA_DIR/uploads` (the default, one machine), or a bucket behind the S3 API
 * that every instance reads and writes. Half a bucket configuration stops the server at start: a typo must not quietly
 * send one instance's photos to its own disk while the others look in the bucket.
 */
export interface S3StorageConfig {
  kind: 's3';
  /** An S3-compatible server (MinIO, Garage, R2…); undefined = AWS's own endpoint for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`): on with S3_ENDPOINT, as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 'disk' } | S3StorageConfig;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;
/** S3_ENDPOINT may stay empty (AWS itself); the others are all needed as soon as one is set. */
const REQUIRED = ['S3_BUCKET', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const trimmed = env[name]?.trim();
  return trimmed ? trimmed : undefined;
}

export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const set = S3_VARIABLES.filter((name) => value(env, name) !== undefined);
  if (set.length === 0) return { kind: 'disk' };
  const missing = REQUIRED.filter((name) => value(env, name) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Photo storage: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not — ` +
        'set all of S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and S3_ENDPOINT for a non-AWS server) to keep photos in object storage, or none of them to keep them in DATA_DIR/uploads',
    );
  }
  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/i.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000, got "${endpoint}"`);
  }
  const bucket = value(env, 'S3_BUCKET')!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots, hyphens), got "${bucket}"`);
  }
  return {
    kind: 's3',
    ...(endpoint ? { endpoint } : {}),
    bucket,
    region: value(env, 'S3_REGION')!,
    accessKeyId: value(env, 'AWS_ACCESS_KEY_ID')!,
    secretAccessKey: value(env, 'AWS_SECRET_ACCESS_KEY')!,
    forcePathStyle: endpoint !== undefined,
  };
}
