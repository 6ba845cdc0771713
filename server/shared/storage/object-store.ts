/** Bytes by key, wherever photos are kept (./disk-store.ts, ./s3-store.ts); keys are checked by their kind first (../upload-files.ts). */

/** What `/v1/health/ready` says about the photos' storage. */
export type StorageReport = { kind: 'disk'; ok: boolean } | { kind: 's3'; ok: boolean; bucket: string };

export interface ObjectStore {
  readonly kind: StorageReport['kind'];
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removing what is not there is no error. */
  delete(key: string): Promise<void>;
  /** Its size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Whether it can be read and written now (never throws). */
  check(): Promise<StorageReport>;
  close(): void;
}
