/** Builds `public/route-manifest.json` (its shape: core/contracts/route-manifest.ts) from Gatsby's pages. */
import type { RouteManifest, RouteManifestEntry } from '../../core/contracts/route-manifest';

const SEGMENT_POINTS = 4;
const STATIC_POINTS = 3;
const DYNAMIC_POINTS = 2;
const SPLAT_PENALTY = 1;
const ROOT_POINTS = 1;

/** Reach-router style score: static segments beat `:params`, which beat a `*` splat. */
export function rankMatchPath(matchPath: string): number {
  const segments = matchPath.replace(/(^\/+|\/+$)/g, '').split('/');
  return segments.reduce((score, segment) => {
    if (segment === '*') return score - SEGMENT_POINTS - SPLAT_PENALTY;
    score += SEGMENT_POINTS;
    if (segment === '') return score + ROOT_POINTS;
    if (segment.startsWith(':')) return score + DYNAMIC_POINTS;
    return score + STATIC_POINTS;
  }, 0);
}

/** Every page with a matchPath, most specific first (ties: longer, then alphabetical). */
export function buildRouteManifest(pages: Iterable<{ path: string; matchPath?: string | null }>): RouteManifest {
  const entries: RouteManifestEntry[] = [];
  for (const page of pages) {
    if (page.matchPath) entries.push({ matchPath: page.matchPath, path: page.path });
  }
  entries.sort(
    (a, b) =>
      rankMatchPath(b.matchPath) - rankMatchPath(a.matchPath) ||
      b.matchPath.length - a.matchPath.length ||
      a.matchPath.localeCompare(b.matchPath),
  );
  return { matchPaths: entries };
}
