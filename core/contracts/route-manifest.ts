/**
 * `public/route-manifest.json`: the client-only routes the server must answer with their page's HTML on reload
 * (everything else unknown gets 404.html). Written by gatsby-node, read by server/http/route-manifest.ts.
 */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

export interface RouteManifestEntry {
  /** Gatsby syntax: `/account/*` (splat: zero or more segments), `/order/:id` (one segment). */
  matchPath: string;
  /** The page whose HTML shell serves the matching URLs, e.g. `/account`. */
  path: string;
}

export interface RouteManifest {
  matchPaths: RouteManifestEntry[];
}
