import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ROUTE_MANIFEST_FILE, type RouteManifest, type RouteManifestEntry } from '../../core/contracts/route-manifest';

function segmentsOf(urlPath: string): string[] {
  return urlPath.split('/').filter(Boolean);
}

export function matchesPattern(pattern: string, urlPath: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(urlPath);
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith('*')) return true;
    const value = actual[index];
    if (value === undefined) return false;
    if (!segment.startsWith(':') && segment !== value) return false;
  }
  return wanted.length === actual.length;
}

function parseManifest(text: string): RouteManifestEntry[] {
  const parsed = JSON.parse(text) as Partial<Record<keyof RouteManifest, unknown>>;
  if (!Array.isArray(parsed.matchPaths)) return [];
  return parsed.matchPaths.filter(
    (entry): entry is RouteManifestEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as RouteManifestEntry).matchPath === 'string' &&
      typeof (entry as RouteManifestEntry).path === 'string',
  );
}

export interface RouteMatcher {
  /** The page path whose shell serves `urlPath`, or null. */
  match(urlPath: string): Promise<string | null>;
}

/** Reads the manifest lazily and again whenever its mtime changes, so a rebuild needs no restart. */
export function createRouteManifest(publicDir: string, log?: FastifyBaseLogger): RouteMatcher {
  const file = path.join(publicDir, ROUTE_MANIFEST_FILE);
  let cached: { version: string; entries: RouteManifestEntry[] } | null = null;

  async function entries(): Promise<RouteManifestEntry[]> {
    let version: string;
    try {
      const stat = await fs.stat(file);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      cached = null;
      return [];
    }
    if (cached?.version === version) return cached.entries;
    let loaded: RouteManifestEntry[] = [];
    try {
      loaded = parseManifest(await fs.readFile(file, 'utf8'));
    } catch (error) {
      log?.warn({ err: error, file }, 'route manifest unreadable; client-only routes disabled until it is fixed');
    }
    cached = { version, entries: loaded };
    return loaded;
  }

  return {
    async match(urlPath) {
      const entry = (await entries()).find((candidate) => matchesPattern(candidate.matchPath, urlPath));
      return entry ? entry.path : null;
    },
  };
}
