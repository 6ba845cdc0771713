/**
 * SITE_PUBLISH: one instance builds, every instance serves the result (server/site/). Whoever takes the builder's
 * lease (one row in the database, server/site/releases.ts) checks the newest release of its storefront code against
 * the catalogue now, builds only when they differ, publishes the build and lets the lease go; the others answer
 * `elsewhere` and look again later, so a builder that dies mid-build is replaced once its lease runs out.
 */
import os from 'node:os';
import type { Database } from '../../server/db/client';
import type { ObjectStore } from '../../server/shared/storage';
import type { LocalReleases } from '../../server/site/local-releases';
import { publishBuild } from '../../server/site/publish';
import { latestRelease, leaseHolder, takeBuildLease } from '../../server/site/releases';
import type { SiteBuildStatus } from '../../server/http/site-build';
import { writeStamp } from './build-stamp';
import { writeCatalogFile } from './catalog-file';
import { followRebuildTriggers, scheduleRebuilds } from './site-rebuild';

/** Renewed every third of it while building: an instance that stops renewing loses it within this time. */
export const BUILD_LEASE_MS = 3 * 60 * 1000;

export interface SharedBuild {
  database: Database;
  store: ObjectStore;
  local: LocalReleases;
  /** Where `build` writes the site (Gatsby's public/): the builder's workspace, not what it serves. */
  publicDir: string;
  catalogFile: string;
  /** This instance's storefront code (build-stamp codeHash). */
  code: string;
  /** Builds the site from the catalogue file into publicDir (gatsby build). */
  build: (catalogFile: string) => Promise<void>;
  holder?: string;
  leaseMs?: number;
}

export type SharedBuildOutcome =
  | { outcome: 'published'; release: string; buildSeconds: number; uploaded: number }
  | { outcome: 'up_to_date'; release: string }
  | { outcome: 'elsewhere'; holder: string; remainingMs: number };

export const instanceName = () => `${os.hostname()}:${process.pid}`;

/** `force`: build even when the newest release matches (FORCE_BUILD). */
export async function buildAndPublish(shared: SharedBuild, { force = false } = {}): Promise<SharedBuildOutcome> {
  const { database, code } = shared;
  const holder = shared.holder ?? instanceName();
  const leaseMs = shared.leaseMs ?? BUILD_LEASE_MS;
  const upToDate = async (catalog: string) => {
    const latest = await latestRelease(database.db, code);
    return !force && latest?.catalog === catalog ? latest : null;
  };
  const snapshot = await writeCatalogFile(database, shared.catalogFile);
  const current = await upToDate(snapshot.fingerprint);
  if (current) return { outcome: 'up_to_date', release: current.id };

  const lease = await takeBuildLease(database.db, holder, leaseMs);
  if (!lease) {
    const other = await leaseHolder(database.db);
    return { outcome: 'elsewhere', holder: other?.holder ?? 'another instance', remainingMs: other?.remainingMs ?? 0 };
  }
  const renewal = setInterval(() => void lease.renew().catch(() => undefined), Math.max(1000, leaseMs / 3));
  renewal.unref();
  try {
    // Another instance may have published between the first look and the lease: the catalogue read again.
    const fresh = await writeCatalogFile(database, shared.catalogFile);
    const published = await upToDate(fresh.fingerprint);
    if (published) return { outcome: 'up_to_date', release: published.id };
    const started = Date.now();
    await shared.build(shared.catalogFile);
    const stamp = { code, catalog: fresh.fingerprint };
    writeStamp(shared.publicDir, stamp);
    const buildSeconds = (Date.now() - started) / 1000;
    const result = await publishBuild({ ...shared, buildDir: shared.publicDir, stamp, builtBy: holder, buildSeconds });
    return { outcome: 'published', release: result.manifest.id, buildSeconds, uploaded: result.uploaded };
  } finally {
    clearInterval(renewal);
    await lease.release().catch(() => undefined);
  }
}

export interface SharedRebuildOptions {
  quietSeconds: number;
  status?: SiteBuildStatus;
  /** After this instance published (its own follower may switch at once instead of waiting for the notice). */
  published?: (result: Extract<SharedBuildOutcome, { outcome: 'published' }>) => Promise<void>;
  onError: (error: Error) => void;
}

/**
 * Every instance hears a catalogue change and waits for its quiet period; the one that takes the lease builds and
 * publishes, the others look again after another quiet period (the builder may die) and find it up to date.
 * Resolves to the function that stops following.
 */
export async function followSharedRebuilds(shared: SharedBuild, { quietSeconds, status, published, onError }: SharedRebuildOptions): Promise<() => Promise<void>> {
  status?.followRebuilds(quietSeconds);
  const latest = await latestRelease(shared.database.db, shared.code);
  if (latest) status?.knowBuildSeconds(latest.buildSeconds);
  const scheduler = scheduleRebuilds({
    quietMs: quietSeconds * 1000,
    maxWaitMs: 10 * 60 * 1000,
    onError,
    rebuild: async () => {
      status?.markStarted();
      try {
        const result = await buildAndPublish(shared);
        if (result.outcome === 'elsewhere') {
          status?.markFinished('elsewhere');
          scheduler.changed();
          return;
        }
        status?.markFinished(result.outcome === 'published' ? 'built' : 'up_to_date');
        if (result.outcome === 'published') await published?.(result);
      } catch (error) {
        status?.markFinished('failed');
        throw error;
      }
    },
  });
  const stopListening = await followRebuildTriggers(shared.database, () => {
    status?.markQueued();
    scheduler.changed();
  });
  // Started while another instance was building, or after changes nobody built: look again after the quiet period.
  if (latest?.catalog !== (await writeCatalogFile(shared.database, shared.catalogFile)).fingerprint) scheduler.changed();
  return async () => {
    scheduler.stop();
    await stopListening();
    await scheduler.running;
  };
}
