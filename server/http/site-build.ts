/**
 * The pre-rendered site this instance serves, and its background rebuilds: `npm start`'s rebuild scheduler
 * (scripts/start.ts) reports into it, readiness (/v1/health/ready) and the metrics (/metrics) read it.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { readStamp, STAMP_FILE } from '../../scripts/lib/build-stamp';
import type { SiteBuildEta } from '../../core/contracts/admin-catalog';

/** `elsewhere`: another instance held the builder's lease (SITE_PUBLISH): its release reaches this one when published. */
export type RebuildOutcome = 'built' | 'up_to_date' | 'elsewhere' | 'failed';

export interface SiteBuildInUse {
  /** No folder to serve (API only), a folder (public/), or the releases every instance shares (SITE_PUBLISH). */
  kind: 'none' | 'static' | 'release';
  /** The release served (SITE_PUBLISH), null before the first one arrived or without SITE_PUBLISH. */
  release: string | null;
  /** Short hashes of the code and the catalogue the pages were built from (build-stamp.json); null without a stamp. */
  code: string | null;
  catalog: string | null;
  /** When the stamp was written (the build was finished), ISO time; null without a stamp. */
  builtAt: string | null;
  rebuild: {
    /** A catalogue change waits for its quiet period (SITE_REBUILD_QUIET_SECONDS) or for the build running now. */
    queued: boolean;
    running: boolean;
    last: { outcome: RebuildOutcome; finishedAt: string; durationSeconds: number } | null;
  };
}

type FinishedListener = (outcome: RebuildOutcome, durationSeconds: number) => void;

export class SiteBuildStatus {
  private queued = false;
  private runningSince: number | null = null;
  private last: SiteBuildInUse['rebuild']['last'] = null;
  private lastBuiltSeconds: number | null = null;
  private quietSeconds: number | null = null;
  private readonly listeners: FinishedListener[] = [];

  private releaseNow: (() => { id: string; dir: string } | null) | null = null;

  constructor(readonly publicDir: string | null) {}

  /** SITE_PUBLISH: the pages come from the release `current` names (server/site/follow.ts), not from public/. */
  followReleases(current: () => { id: string; dir: string } | null): void {
    this.releaseNow = current;
  }

  /** The published release's build time, when another instance built it (the estimate's build length). */
  knowBuildSeconds(seconds: number): void {
    this.lastBuiltSeconds ??= seconds;
  }

  /** `npm start` rebuilds the pages after catalogue changes, `quietSeconds` after the last one. */
  followRebuilds(quietSeconds: number): void {
    this.quietSeconds = quietSeconds;
  }

  /** A change asked for a rebuild (the scheduler starts or restarts its quiet period). */
  markQueued(): void {
    this.queued = true;
  }

  markStarted(now = Date.now()): void {
    this.queued = false;
    this.runningSince = now;
  }

  markFinished(outcome: RebuildOutcome, now = Date.now()): void {
    const durationSeconds = this.runningSince === null ? 0 : (now - this.runningSince) / 1000;
    this.runningSince = null;
    this.last = { outcome, finishedAt: new Date(now).toISOString(), durationSeconds };
    if (outcome === 'built') this.lastBuiltSeconds = durationSeconds;
    for (const listener of this.listeners) listener(outcome, durationSeconds);
  }

  get running(): boolean {
    return this.runningSince !== null;
  }

  onFinished(listener: FinishedListener): void {
    this.listeners.push(listener);
  }

  /**
   * When a change saved now reaches the pre-rendered pages: the build running now finishes (the change waits for it),
   * the quiet period passes, then a build as long as the last one. Without a finished build yet, the quiet period and
   * what is known of the running one (the back-office says "at least").
   */
  eta(now = Date.now()): SiteBuildEta {
    const running = this.runningSince !== null;
    if (this.quietSeconds === null) return { rebuilds: false, quietSeconds: null, lastBuildSeconds: null, running, etaSeconds: null };
    const build = this.lastBuiltSeconds ?? 0;
    const remaining = this.runningSince === null ? 0 : Math.max(0, build - (now - this.runningSince) / 1000);
    return {
      rebuilds: true,
      quietSeconds: this.quietSeconds,
      lastBuildSeconds: this.lastBuiltSeconds === null ? null : Math.round(this.lastBuiltSeconds * 10) / 10,
      running,
      etaSeconds: Math.round(remaining + this.quietSeconds + build),
    };
  }

  inUse(): SiteBuildInUse {
    const rebuild = { queued: this.queued, running: this.runningSince !== null, last: this.last };
    const release = this.releaseNow?.() ?? null;
    const kind = this.releaseNow ? 'release' : this.publicDir ? 'static' : 'none';
    const dir = this.releaseNow ? (release?.dir ?? null) : this.publicDir;
    const stamp = dir ? readStamp(dir) : null;
    if (!dir || !stamp) return { kind, release: release?.id ?? null, code: null, catalog: null, builtAt: null, rebuild };
    let builtAt: string | null = null;
    try {
      builtAt = statSync(path.join(dir, STAMP_FILE)).mtime.toISOString();
    } catch {
      // Removed between the read and the stat: a rebuild is replacing it.
    }
    return { kind, release: release?.id ?? null, code: stamp.code.slice(0, 12), catalog: stamp.catalog.slice(0, 12), builtAt, rebuild };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    siteBuild: SiteBuildStatus;
  }
}
