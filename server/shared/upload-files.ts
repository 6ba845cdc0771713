/**
 * Uploaded pictures of one kind (product, review, return photos, avatars) by key, in the photos' storage: files under
 * `<dataDir>/uploads/<key>` by default, or a bucket every instance shares (./storage/). Outside the database, so an
 * upload never holds a connection while megabytes travel. Keys are checked against the kind's pattern before they
 * reach the storage.
 */
import { HttpError } from '../http/errors';
import type { ObjectStore } from './storage';

export const STORAGE_UNAVAILABLE_MESSAGE = 'Chưa đọc/lưu được ảnh lúc này, vui lòng thử lại sau ít phút';

/** The storage did not answer (bucket unreachable, disk failing): a 503 the client may retry, its cause kept for the log. */
export class PhotoStorageError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE_MESSAGE);
    this.name = 'PhotoStorageError';
    this.cause = cause;
  }
}

async function storageCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PhotoStorageError(error);
  }
}

export class UploadFiles {
  constructor(
    private readonly store: ObjectStore,
    private readonly keyPattern: RegExp,
  ) {}

  private checked(key: string): string {
    if (!this.keyPattern.test(key)) throw new Error(`not an upload key of this kind: ${key}`);
    return key;
  }

  async write(key: string, data: Buffer): Promise<void> {
    const checked = this.checked(key);
    await storageCall(() => this.store.put(checked, data));
  }

  /** The bytes, or null when there is no such picture. */
  async read(key: string): Promise<Buffer | null> {
    const checked = this.checked(key);
    return storageCall(() => this.store.get(checked));
  }

  async remove(key: string): Promise<void> {
    const checked = this.checked(key);
    await storageCall(() => this.store.delete(checked));
  }
}
