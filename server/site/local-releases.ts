/**
 * This instance's copy of the published releases, under `<dataDir>/site/`:
 *   objects/<sha256>   each file's content once, whatever its paths and releases (downloaded or, on the builder, copied)
 *   releases/<id>/     a release's folder tree, hard links into objects/, made complete before it is served
 *   manifests/<id>.json  their manifests (a restart checks the kept release's code without the storage)
 *   current            the id served, so a restart serves it at once
 * A release folder is made under a temporary name and renamed into place: a folder named like a release is whole.
 */
import { randomBytes } from 'node:crypto';
import { constants, promises as fsp } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../shared/write-file-atomic';
import { eachLimited } from '../../core/async/each-limited';
import { isReleaseId, parseManifest, type ReleaseFile, type ReleaseManifest } from './manifest';

const PARALLEL = 8;

export class LocalReleases {
  readonly root: string;
  private readonly objects: string;
  private readonly releases: string;
  private readonly manifests: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'site');
    this.objects = path.join(this.root, 'objects');
    this.releases = path.join(this.root, 'releases');
    this.manifests = path.join(this.root, 'manifests');
  }

  async saveManifest(manifest: ReleaseManifest): Promise<void> {
    await writeFileAtomic(path.join(this.manifests, `${manifest.id}.json`), Buffer.from(JSON.stringify(manifest)));
  }

  async readManifest(id: string): Promise<ReleaseManifest | null> {
    if (!isReleaseId(id)) return null;
    try {
      return parseManifest(await fsp.readFile(path.join(this.manifests, `${id}.json`)));
    } catch {
      return null;
    }
  }

  releaseDir(id: string): string {
    return path.join(this.releases, id);
  }

  private objectFile(sha256: string): string {
    return path.join(this.objects, sha256);
  }

  async hasObject(sha256: string): Promise<boolean> {
    return fsp.access(this.objectFile(sha256)).then(
      () => true,
      () => false,
    );
  }

  /** Keeps `data` as the object of `file` (with the file's modification time: same validators on every instance). */
  async putObject(file: ReleaseFile, data: Buffer): Promise<void> {
    const target = this.objectFile(file.sha256);
    await writeFileAtomic(target, data);
    const time = new Date(file.mtimeMs);
    await fsp.utimes(target, time, time);
  }

  /** Copies a built file in as its object (the builder's own release needs no download). */
  async copyObject(file: ReleaseFile, source: string): Promise<void> {
    if (await this.hasObject(file.sha256)) return;
    await fsp.mkdir(this.objects, { recursive: true });
    const tmp = `${this.objectFile(file.sha256)}.${randomBytes(6).toString('hex')}.tmp`;
    await fsp.copyFile(source, tmp, constants.COPYFILE_FICLONE);
    const time = new Date(file.mtimeMs);
    await fsp.utimes(tmp, time, time);
    await fsp.rename(tmp, this.objectFile(file.sha256));
  }

  /** The release's folder from the objects (all present); returns its path. */
  async materialize(manifest: ReleaseManifest): Promise<string> {
    const target = this.releaseDir(manifest.id);
    if (await fsp.stat(target).then((stat) => stat.isDirectory(), () => false)) return target;
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const folders = new Set(manifest.files.map((file) => path.dirname(path.join(tmp, file.path))));
    for (const folder of [...folders].sort()) await fsp.mkdir(folder, { recursive: true });
    try {
      await eachLimited(manifest.files, PARALLEL, async (file) => {
        const destination = path.join(tmp, file.path);
        try {
          await fsp.link(this.objectFile(file.sha256), destination);
        } catch (error) {
          // Another file system (or no hard links there): a copy.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV' && (error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
          await fsp.copyFile(this.objectFile(file.sha256), destination);
        }
      });
      await fsp.rename(tmp, target);
    } catch (error) {
      await fsp.rm(tmp, { recursive: true, force: true });
      throw error;
    }
    return target;
  }

  async current(): Promise<string | null> {
    try {
      const id = (await fsp.readFile(path.join(this.root, 'current'), 'utf8')).trim();
      if (!isReleaseId(id)) return null;
      return (await fsp.stat(this.releaseDir(id))).isDirectory() ? id : null;
    } catch {
      return null;
    }
  }

  async setCurrent(id: string): Promise<void> {
    await writeFileAtomic(path.join(this.root, 'current'), Buffer.from(`${id}\n`));
  }

  /**
   * Removes every release folder but `keep` (the one served and the one before: a request that began on it may still
   * be reading), leftovers of interrupted ones, and the objects no kept release uses.
   */
  async prune(keep: ReleaseManifest[]): Promise<void> {
    const kept = new Set(keep.map((manifest) => manifest.id));
    const used = new Set(keep.flatMap((manifest) => manifest.files.map((file) => file.sha256)));
    for (const name of await fsp.readdir(this.releases).catch(() => [] as string[])) {
      if (!kept.has(name)) await fsp.rm(path.join(this.releases, name), { recursive: true, force: true });
    }
    for (const name of await fsp.readdir(this.manifests).catch(() => [] as string[])) {
      if (!kept.has(name.replace(/\.json$/, ''))) await fsp.rm(path.join(this.manifests, name), { force: true });
    }
    for (const name of await fsp.readdir(this.objects).catch(() => [] as string[])) {
      if (used.has(name) || (name.endsWith('.tmp') && (await recent(path.join(this.objects, name))))) continue;
      await fsp.rm(path.join(this.objects, name), { force: true });
    }
  }
}

/** A temporary file younger than an hour may still be being written (a copy in progress). */
async function recent(file: string): Promise<boolean> {
  const stat = await fsp.stat(file).catch(() => null);
  return stat !== null && Date.now() - stat.ctimeMs < 60 * 60 * 1000;
}
