/**
 * Publishing a finished build: every file's content goes to the object storage once (`site/objects/<sha256>`; what an
 * earlier release already uploaded is not sent again), then the release's manifest, then its row — the commit point:
 * an instance only ever reads a release whose files are all there. The builder keeps its own copy (no download).
 */
import { createHash, randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import type { ObjectStore } from '../shared/storage';
import { eachLimited } from '../../core/async/each-limited';
import type { LocalReleases } from './local-releases';
import { manifestKey, objectKey, parseManifest, type ReleaseFile, type ReleaseManifest } from './manifest';
import { latestRelease, olderReleases, forgetRelease, recordRelease } from './releases';

const PARALLEL = 8;
/** Releases of one code kept in the storage: the one served, and two to fall back on. */
export const RELEASES_KEPT = 3;

export interface PublishOptions {
  database: Database;
  store: ObjectStore;
  local: LocalReleases;
  /** The finished build (Gatsby's public/). */
  buildDir: string;
  stamp: { code: string; catalog: string };
  builtBy: string;
  buildSeconds: number;
}

export interface Published {
  manifest: ReleaseManifest;
  uploaded: number;
  uploadedBytes: number;
}

/** `YYYYMMDDTHHmmss-<8 hex>` in UTC: sortable, unique. */
export function newReleaseId(now = new Date()): string {
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}-${randomBytes(4).toString('hex')}`;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fsp.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map(async (entry) => {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return listFiles(dir, relative);
        return entry.isFile() ? [relative] : [];
      }),
  );
  return nested.flat();
}

async function describe(buildDir: string, relative: string): Promise<ReleaseFile> {
  const file = path.join(buildDir, relative);
  const [data, stat] = await Promise.all([fsp.readFile(file), fsp.stat(file)]);
  return { path: relative, sha256: createHash('sha256').update(data).digest('hex'), size: data.length, mtimeMs: Math.floor(stat.mtimeMs) };
}

/** What the storage holds already, by the newest release's manifest (objects outlive their releases, see prune). */
async function knownObjects(options: PublishOptions): Promise<Set<string>> {
  const latest = await latestRelease(options.database.db, options.stamp.code);
  if (!latest) return new Set();
  const bytes = await options.store.get(latest.manifestKey);
  return new Set(bytes ? parseManifest(bytes).files.map((file) => file.sha256) : []);
}

export async function publishBuild(options: PublishOptions): Promise<Published> {
  const { store, local, buildDir } = options;
  const paths = await listFiles(buildDir);
  const files: ReleaseFile[] = [];
  await eachLimited(paths, PARALLEL, async (relative) => {
    files.push(await describe(buildDir, relative));
  });
  files.sort((a, b) => (a.path < b.path ? -1 : 1));
  const known = await knownObjects(options);
  const fresh = [...new Map(files.filter((file) => !known.has(file.sha256)).map((file) => [file.sha256, file])).values()];
  let uploadedBytes = 0;
  await eachLimited(fresh, PARALLEL, async (file) => {
    await store.put(objectKey(file.sha256), await fsp.readFile(path.join(buildDir, file.path)));
    uploadedBytes += file.size;
  });
  await eachLimited(files, PARALLEL, (file) => local.copyObject(file, path.join(buildDir, file.path)));

  const manifest: ReleaseManifest = { id: newReleaseId(), ...options.stamp, files };
  const key = manifestKey(manifest.id);
  await store.put(key, Buffer.from(JSON.stringify(manifest)));
  await recordRelease(options.database, {
    id: manifest.id,
    ...options.stamp,
    manifestKey: key,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    builtBy: options.builtBy,
    buildSeconds: options.buildSeconds,
  });
  await pruneStorage(options, manifest);
  return { manifest, uploaded: fresh.length, uploadedBytes };
}

/** Drops the releases past RELEASES_KEPT and the objects only they used (by the builder, under its lease). */
async function pruneStorage({ database, store, stamp }: PublishOptions, newest: ReleaseManifest): Promise<void> {
  const old = await olderReleases(database.db, stamp.code, RELEASES_KEPT);
  if (old.length === 0) return;
  const kept = [newest];
  for (const row of await olderReleases(database.db, stamp.code, 0)) {
    if (row.id === newest.id || old.some((gone) => gone.id === row.id)) continue;
    const bytes = await store.get(row.manifestKey);
    if (bytes) kept.push(parseManifest(bytes));
  }
  const used = new Set(kept.flatMap((manifest) => manifest.files.map((file) => file.sha256)));
  for (const row of old) {
    await forgetRelease(database.db, row.id);
    const bytes = await store.get(row.manifestKey);
    const unused = bytes ? [...new Set(parseManifest(bytes).files.map((file) => file.sha256))].filter((sha) => !used.has(sha)) : [];
    await eachLimited(unused, PARALLEL, (sha) => store.delete(objectKey(sha)));
    await store.delete(row.manifestKey);
  }
}
