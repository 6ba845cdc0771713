/**
 * Avatar pictures as files under `<dataDir>/uploads/<key>` (key `u/<customerId>/<hash>`), outside the database so an
 * upload never holds a connection while megabytes travel. Several instances share them through a shared DATA_DIR.
 * Writes are atomic (temporary file + rename); keys are checked before they touch a path.
 */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../shared/write-file-atomic';

const AVATAR_KEY = /^u\/[0-9]+\/[a-f0-9]+$/;

export class AvatarFiles {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  private file(key: string): string {
    if (!AVATAR_KEY.test(key)) throw new Error(`not an avatar key: ${key}`);
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
