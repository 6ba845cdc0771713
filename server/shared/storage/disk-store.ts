/**
 * Objects as files under `<dataDir>/uploads/<key>`: the embedded default, one machine. Writes are atomic (temporary
 * file + rename).
 */
import { constants, promises as fsp } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../write-file-atomic';
import type { ObjectStore, StorageReport } from './object-store';

export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk';
  readonly root: string;

  constructor(private readonly dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  private file(key: string): string {
    const parts = key.split('/');
    if (parts.some((part) => part === '' || part === '.' || part === '..')) throw new Error(`not an object key: ${key}`);
    return path.join(this.root, ...parts);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await writeFileAtomic(this.file(key), data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fsp.stat(this.file(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The uploads folder (created on the first upload: until then its parent, DATA_DIR) is a readable, writable folder. */
  async check(): Promise<StorageReport> {
    const usable = async (dir: string) => {
      if (!(await fsp.stat(dir)).isDirectory()) return false;
      await fsp.access(dir, constants.R_OK | constants.W_OK);
      return true;
    };
    try {
      const ok = await usable(this.root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return usable(this.dataDir);
        throw error;
      });
      return { kind: 'disk', ok };
    } catch {
      return { kind: 'disk', ok: false };
    }
  }

  close(): void {}
}
