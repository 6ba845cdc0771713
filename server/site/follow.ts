/**
 * Serving the newest published release (./publish.ts) on this instance: at start the one served before a restart,
 * then the newest of this storefront code; again whenever any instance publishes (a NOTIFY on SITE_CHANNEL), and every
 * minute in case a notice was lost. A release is fetched and laid out whole before it is switched to in one step,
 * so a shopper never gets a page of one release and the next of half a release.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { ObjectStore } from '../shared/storage';
import { eachLimited } from '../../core/async/each-limited';
import type { LocalReleases } from './local-releases';
import { objectKey, parseManifest, type ReleaseManifest } from './manifest';
import { latestRelease, SITE_CHANNEL } from './releases';

const PARALLEL = 8;
const CATCH_UP_MS = 60_000;

export interface ServedRelease {
  id: string;
  dir: string;
  code: string;
  catalog: string;
  /** When this instance switched to it. */
  servedSince: Date;
}

export interface SiteFollowerOptions {
  database: Database;
  store: ObjectStore;
  local: LocalReleases;
  /** This instance's storefront code (build-stamp codeHash): releases of another code are not its pages. */
  code: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export class SiteFollower {
  private served: ServedRelease | null = null;
  private previous: ReleaseManifest | null = null;
  private currentManifest: ReleaseManifest | null = null;
  private chain: Promise<void> = Promise.resolve();
  private pending = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly switched: Array<(release: ServedRelease) => void> = [];

  constructor(private readonly options: SiteFollowerOptions) {}

  get release(): ServedRelease | null {
    return this.served;
  }

  onSwitch(listener: (release: ServedRelease) => void): void {
    this.switched.push(listener);
  }

  /** Serves the release kept from before a restart (if it is of this code), then catches up and follows. */
  async start(): Promise<void> {
    const { local, code } = this.options;
    const kept = await local.current();
    const manifest = kept ? await local.readManifest(kept) : null;
    if (kept && manifest?.code === code) this.switchTo(manifest, local.releaseDir(kept));
    await this.sync();
    this.unlisten = await this.options.database.listen(SITE_CHANNEL, () => void this.sync().catch(() => undefined));
    this.timer = setInterval(() => void this.sync().catch(() => undefined), CATCH_UP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.();
    await this.chain;
  }

  /**
   * Brings this instance to the newest release; calls arriving meanwhile are merged into one more pass after it.
   * Resolves when this instance serves what was newest when the call was made (or the pass failed: logged).
   */
  sync(): Promise<void> {
    if (this.pending) return this.chain;
    this.pending = true;
    this.chain = this.chain.then(async () => {
      this.pending = false;
      if (this.stopped) return;
      try {
        await this.catchUp();
      } catch (error) {
        this.options.log.error({ err: error }, 'could not fetch the newest site release; still serving the one before');
      }
    });
    return this.chain;
  }

  private async catchUp(): Promise<void> {
    const { database, store, local, code, log } = this.options;
    const latest = await latestRelease(database.db, code);
    if (!latest || latest.id === this.served?.id) return;
    const started = Date.now();
    const bytes = await store.get(latest.manifestKey);
    if (!bytes) throw new Error(`release ${latest.id}: its manifest is missing from the storage`);
    const manifest = parseManifest(bytes);
    const missing: ReleaseManifest['files'] = [];
    const seen = new Set<string>();
    for (const file of manifest.files) {
      if (seen.has(file.sha256)) continue;
      seen.add(file.sha256);
      if (!(await local.hasObject(file.sha256))) missing.push(file);
    }
    await eachLimited(missing, PARALLEL, async (file) => {
      const data = await store.get(objectKey(file.sha256));
      if (!data) throw new Error(`release ${latest.id}: ${file.path} is missing from the storage`);
      await local.putObject(file, data);
    });
    await local.saveManifest(manifest);
    const dir = await local.materialize(manifest);
    await local.setCurrent(manifest.id);
    this.switchTo(manifest, dir);
    log.info({ release: manifest.id, files: manifest.files.length, downloaded: missing.length, ms: Date.now() - started }, 'serving a new site release');
    await local.prune([manifest, ...(this.previous ? [this.previous] : [])]);
  }

  private switchTo(manifest: ReleaseManifest, dir: string): void {
    this.previous = this.currentManifest;
    this.currentManifest = manifest;
    this.served = { id: manifest.id, dir, code: manifest.code, catalog: manifest.catalog, servedSince: new Date() };
    for (const listener of this.switched) listener(this.served);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SITE_PUBLISH only (server/app.ts). */
    siteFollower?: SiteFollower;
  }
}
