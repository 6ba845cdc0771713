/** The photos' storage the configuration asks for (./config.ts). */
import type { StorageConfig } from './config';
import { DiskObjectStore } from './disk-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

export type { ObjectStore, StorageReport } from './object-store';
export { loadStorageConfig, type StorageConfig } from './config';

export function createObjectStore(config: StorageConfig, dataDir: string): ObjectStore {
  return config.kind === 's3' ? new S3ObjectStore(config) : new DiskObjectStore(dataDir);
}
