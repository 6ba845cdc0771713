/**
 * Objects in a bucket through the S3 API (AWS, or any S3-compatible server at S3_ENDPOINT): every instance reads what
 * any other wrote. Shoppers never reach the bucket: the API routes read from it and answer as they do from disk.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './config';
import type { ObjectStore, StorageReport } from './object-store';

/** How long readiness waits for the bucket before calling the storage unusable. */
const CHECK_TIMEOUT_MS = 5000;

/** No such object. A missing bucket (NoSuchBucket) is an outage, not a missing photo. */
function noSuchKey(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name === 'NoSuchKey';
}

/** HEAD answers have no body, so no error code: a 404 is no such object (the migration checks the bucket first). */
function headNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 demands them: several S3-compatible servers refuse the newer trailing-checksum uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (noSuchKey(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (headNotFound(error)) return null;
      throw error;
    }
  }

  /** The bucket exists and these credentials may use it (HeadBucket). */
  async check(): Promise<StorageReport> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      return { kind: 's3', ok: true, bucket: this.bucket };
    } catch {
      return { kind: 's3', ok: false, bucket: this.bucket };
    }
  }

  close(): void {
    this.client.destroy();
  }
}
