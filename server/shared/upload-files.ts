/**
 * Uploaded pictures of one kind (product, review, return photos, avatars) by key, in the photos' storage: files under
 * `<dataDir>/uploads/<key>` by default, or a bucket every instance shares (./storage/). Outside the database, so an
 * upload never holds a connection while megabytes travel. Keys are checked against the kind's pattern before they
 * reach the storage.
 */
import type { ObjectStore } from './storage';

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
    await this.store.put(this.checked(key), data);
  }

  /** The bytes, or null when there is no such picture. */
  async read(key: string): Promise<Buffer | null> {
    return this.store.get(this.checked(key));
  }

  async remove(key: string): Promise<void> {
    await this.store.delete(this.checked(key));
  }
}
