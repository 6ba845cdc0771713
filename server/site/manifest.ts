/**
 * A release's list of files: each path of the build with its content's hash (its object in the storage is
 * `site/objects/<sha256>`, so a file unchanged since the last release is neither uploaded nor downloaded again),
 * its size and its modification time, kept so every instance gives a page the same ETag and Last-Modified and a
 * page's pre-compressed `.br` stays newer than the page (server/http/site-files.ts).
 */
export interface ReleaseFile {
  path: string;
  sha256: string;
  size: number;
  mtimeMs: number;
}

export interface ReleaseManifest {
  id: string;
  code: string;
  catalog: string;
  files: ReleaseFile[];
}

export const SITE_PREFIX = 'site';
export const objectKey = (sha256: string) => `${SITE_PREFIX}/objects/${sha256}`;
export const manifestKey = (id: string) => `${SITE_PREFIX}/releases/${id}.json`;

const SHA256 = /^[0-9a-f]{64}$/;
const RELEASE_ID = /^\d{8}T\d{6}-[0-9a-f]{8}$/;

/** A release path never leaves its folder: relative, no `.`/`..`/empty segment, no backslash or NUL. */
export function safeReleasePath(value: string): boolean {
  if (value.length === 0 || value.length > 1024 || value.startsWith('/') || /[\\\0]/.test(value)) return false;
  return value.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export const isReleaseId = (value: string) => RELEASE_ID.test(value);

/** The manifest read back from the storage, checked entry by entry: a bad one is refused whole, never half served. */
export function parseManifest(bytes: Buffer): ReleaseManifest {
  const parsed = JSON.parse(bytes.toString('utf8')) as Partial<ReleaseManifest>;
  if (typeof parsed.id !== 'string' || !isReleaseId(parsed.id)) throw new Error('release manifest: bad id');
  if (typeof parsed.code !== 'string' || typeof parsed.catalog !== 'string') throw new Error(`release ${parsed.id}: no stamp`);
  if (!Array.isArray(parsed.files)) throw new Error(`release ${parsed.id}: no files`);
  for (const file of parsed.files as unknown[]) {
    const entry = file as Partial<ReleaseFile>;
    if (
      typeof entry.path !== 'string' ||
      !safeReleasePath(entry.path) ||
      typeof entry.sha256 !== 'string' ||
      !SHA256.test(entry.sha256) ||
      !Number.isSafeInteger(entry.size) ||
      typeof entry.mtimeMs !== 'number' ||
      !Number.isFinite(entry.mtimeMs)
    ) {
      throw new Error(`release ${parsed.id}: bad file entry ${JSON.stringify(file).slice(0, 200)}`);
    }
  }
  return parsed as ReleaseManifest;
}
