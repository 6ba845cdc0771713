/**
 * Copies the photos kept under `<dataDir>/uploads` into another storage (the bucket), key for key — what
 * `npm run storage:migrate` does once before instances switch to object storage. Idempotent: an object already there
 * with the same size is skipped, so a run cut short is simply run again. The files on disk are left as they are.
 */
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from './object-store';

const PARALLEL = 4;

export interface CopyProgress {
  done: number;
  total: number;
  key: string;
  outcome: 'copied' | 'skipped' | 'failed';
  error?: unknown;
}

export interface CopyResult {
  total: number;
  copied: number;
  skipped: number;
  failed: number;
  /** Files under uploads/ that are no photo key (left behind temporary files, strays). */
  ignored: string[];
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** `photoKeys`: each photo kind's key pattern (its module owns it); anything else under uploads/ is not a photo. */
export async function copyUploads(
  dataDir: string,
  target: ObjectStore,
  photoKeys: readonly RegExp[],
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopyResult> {
  const root = path.resolve(dataDir, 'uploads');
  const files = await filesUnder(root);
  const isPhoto = (key: string) => photoKeys.some((pattern) => pattern.test(key));
  const keys = files.filter(isPhoto);
  const result: CopyResult = { total: keys.length, copied: 0, skipped: 0, failed: 0, ignored: files.filter((key) => !isPhoto(key)) };
  let next = 0;
  let done = 0;

  async function copyOne(key: string): Promise<CopyProgress['outcome']> {
    const data = await fsp.readFile(path.join(root, ...key.split('/')));
    if ((await target.size(key)) === data.length) return 'skipped';
    await target.put(key, data);
    return 'copied';
  }

  async function worker(): Promise<void> {
    while (next < keys.length) {
      const key = keys[next++]!;
      let outcome: CopyProgress['outcome'];
      let error: unknown;
      try {
        outcome = await copyOne(key);
      } catch (caught) {
        outcome = 'failed';
        error = caught;
      }
      result[outcome] += 1;
      done += 1;
      onProgress({ done, total: keys.length, key, outcome, ...(error ? { error } : {}) });
    }
  }

  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
