import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** One client-only route from `public/route-manifest.json`, written by the storefront's gatsby-node. */
export interface MatchPathEntry {
  /** Gatsby syntax: `/account/*` (splat: zero or more segments), `/order/:id` (one segment). */
  matchPath: string;
  /** The page whose HTML shell serves the matching URLs, e.g. `/account`. */
  path: string;
}

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

function parseManifest(text: string): MatchPathEntry[] {
  const parsed = JSON.parse(text) as { matchPaths?: unknown };
  if (!Array.isArray(parsed.matchPaths)) return [];
  return parsed.matchPaths.filter(
    (entry): entry is MatchPathEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as MatchPathEntry).matchPath === 'string' &&
      typeof (entry as MatchPathEntry).path === 'string',
  );
}

export interface RouteManifest {
  /** The page path whose shell serves `urlPath`, or null. */
  match(urlPath: string): Promise<string | null>;
}

/** Reads the manifest lazily and again whenever its mtime changes, so a rebuild needs no restart. */
export function createRouteManifest(publicDir: string, log?: FastifyBaseLogger): RouteManifest {
  const file = path.join(publicDir, ROUTE_MANIFEST_FILE);
  let cached: { version: string; entries: MatchPathEntry[] } | null = null;

  async function entries(): Promise<MatchPathEntry[]> {
    let version: string;
    try {
      const stat = await fs.stat(file);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      cached = null;
      return [];
    }
    if (cached?.version === version) return cached.entries;
    let loaded: MatchPathEntry[] = [];
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
