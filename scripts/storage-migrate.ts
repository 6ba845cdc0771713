/**
 * `npm run storage:migrate`: copies every photo under DATA_DIR/uploads into the S3 bucket the S3_* variables name
 * (server/shared/storage/copy-uploads.ts). Safe to run again: objects already there with the same size are skipped.
 * Exits 1 when object storage is not configured, the bucket cannot be reached, or any file failed to copy.
 */
import path from 'node:path';
import { loadConfigOrExit, loadEnvFile } from '../server/config';
import { copyUploads } from '../server/shared/storage/copy-uploads';
import { S3ObjectStore } from '../server/shared/storage/s3-store';
import { PRODUCT_PHOTO_KEY } from '../server/modules/image/product-photo-files';
import { REVIEW_PHOTO_KEY } from '../server/modules/review/photo-files';
import { AVATAR_KEY } from '../server/modules/customer/avatar-files';
import { RETURN_PHOTO_KEY } from '../server/modules/order/return-photos';

/** A line every this many files (and for the last one and every failure). */
const PROGRESS_EVERY = 50;

async function main(): Promise<number> {
  loadEnvFile();
  const config = loadConfigOrExit();
  if (config.storage.kind !== 's3') {
    console.error('Object storage is not configured: set S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and S3_ENDPOINT for a non-AWS server), then run again');
    return 1;
  }
  const bucket = new S3ObjectStore(config.storage);
  try {
    const where = `bucket "${bucket.bucket}"${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}`;
    if (!(await bucket.check()).ok) {
      console.error(`Cannot reach ${where}: check that it exists and that these credentials may read and write it`);
      return 1;
    }
    const uploads = path.join(config.dataDir, 'uploads');
    console.log(`Copying the photos in ${uploads} to ${where}`);
    const result = await copyUploads(config.dataDir, bucket, [PRODUCT_PHOTO_KEY, REVIEW_PHOTO_KEY, AVATAR_KEY, RETURN_PHOTO_KEY], (progress) => {
      if (progress.outcome === 'failed') {
        console.error(`  ${progress.key}: failed (${progress.error instanceof Error ? progress.error.message : String(progress.error)})`);
      } else if (progress.done % PROGRESS_EVERY === 0 || progress.done === progress.total) {
        console.log(`  ${progress.done}/${progress.total}`);
      }
    });
    for (const key of result.ignored) console.log(`  ${key}: not a photo, left out`);
    console.log(`Done: ${result.copied} copied, ${result.skipped} already in the bucket, ${result.failed} failed (of ${result.total} photos)`);
    if (result.failed > 0) {
      console.error('Some photos were not copied: run `npm run storage:migrate` again (copied ones are skipped)');
      return 1;
    }
    return 0;
  } finally {
    bucket.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
