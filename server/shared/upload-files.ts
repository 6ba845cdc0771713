/**
 * Uploaded pictures as files under `<dataDir>/uploads/<key>`, outside the database so an upload never holds a
 * connection while megabytes travel. Several instances share them through a shared DATA_DIR. Writes are atomic
 * (temporary file + rename); keys are checked against the kind's pattern before they touch a path.
 */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './write-file-atomic';

export class UploadFiles {
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly keyPattern: RegExp,
  ) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  private file(key: string): string {
    if (!this.keyPattern.test(key)) throw new Error(`not an upload key of this kind: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async write(key: string, data: Buffer): Promise<void> {
    await writeFileAtomic(this.file(key), data);
  }

  /** The bytes, or null when there is no such picture. */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }
}
