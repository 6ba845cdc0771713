/**
 * On-disk cache of rendered images: `<dir>/<key>/<w>x<h>.<format>`. Keys are untrusted input and must match
 * `[a-z0-9-]+(/[a-z0-9-]+)*` (so no '..', no leading '/', no empty segment); writes are atomic (tmp + rename).
 */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../shared/write-file-atomic';
import { parseSize, type ImageFormat, type ImageSize } from './render';

export const MAX_KEY_LENGTH = 200;
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const FORMATS: ReadonlySet<string> = new Set(['webp', 'jpeg', 'png']);

export class ImageKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageKeyError';
  }
}

/** True for keys like 'p/ao-dai-gam-do-101/1' or 'b/mua-cuoi-2026'. */
export function isValidImageKey(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function assertImageKey(key: unknown): asserts key is string {
  if (!isValidImageKey(key)) throw new ImageKeyError('invalid image key');
}

function sizeToken(size: ImageSize | string): string {
  const parsed = typeof size === 'string' ? parseSize(size) : size;
  if (!parsed || !Number.isInteger(parsed.width) || !Number.isInteger(parsed.height) || parsed.width <= 0 || parsed.height <= 0) {
    throw new ImageKeyError('invalid image size');
  }
  return `${parsed.width}x${parsed.height}`;
}

export class ImageCache {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  /** Absolute file path for an entry; throws ImageKeyError for anything unsafe. */
  filePath(key: string, size: ImageSize | string, format: ImageFormat): string {
    assertImageKey(key);
    if (!FORMATS.has(format)) throw new ImageKeyError('invalid image format');
    const file = path.resolve(this.root, ...key.split('/'), `${sizeToken(size)}.${format}`);
    if (!file.startsWith(this.root + path.sep)) throw new ImageKeyError('invalid image key');
    return file;
  }

  /** The cached bytes, or null when absent. */
  async get(key: string, size: ImageSize | string, format: ImageFormat): Promise<Buffer | null> {
    const file = this.filePath(key, size, format);
    try {
      return await fsp.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Atomic: a concurrent reader gets the old file or the new one, never half. */
  async put(key: string, size: ImageSize | string, format: ImageFormat, data: Buffer): Promise<void> {
    await writeFileAtomic(this.filePath(key, size, format), data);
  }

  /** Every cached render of a key. */
  async drop(key: string): Promise<void> {
    assertImageKey(key);
    const dir = path.resolve(this.root, ...key.split('/'));
    if (dir.startsWith(this.root + path.sep)) await fsp.rm(dir, { recursive: true, force: true });
  }
}
